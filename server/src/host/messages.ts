// Words of the host operations endpoints beyond the field errors (those are the contract's hostWords codes).
import type { Locale } from '@rove/contract';
import { calendarLimits, inLanguage, hostFieldErrors, hostWords } from '@rove/contract';
import { codeWords } from '../i18n/server-words.ts';
import { ApiError } from '../http/errors.ts';

export type { Locale } from '@rove/contract';
const t = (en: string, fr: string) => ({ en, fr });

export const hostMessages = {
  notFound: t('No RV found.', 'Aucun VR trouvé.'),
  driverNotFound: t('No driver found.', 'Aucun conducteur trouvé.'),
  feedNotFound: t('No imported calendar found.', 'Aucun calendrier importé trouvé.'),
  invalid: t('Some answers need a fix.', 'Certaines réponses sont à corriger.'),
  rangeBooked: t(
    'These nights include a booking: blocks and minimum stays cannot cover booked nights. Choose other dates.',
    'Ces nuits comprennent une réservation : on ne peut pas bloquer des nuits réservées. Choisissez d’autres dates.',
  ),
  feedNotIcal: t(
    'This is not an iCal calendar: the file or address must give a calendar that starts with BEGIN:VCALENDAR.',
    'Ce n’est pas un calendrier iCal : le fichier ou l’adresse doit donner un calendrier qui commence par BEGIN:VCALENDAR.',
  ),
  feedTooLarge: t(
    'This calendar is too large to import (2 MB at most).',
    'Ce calendrier est trop volumineux pour être importé (2 Mo au plus).',
  ),
  feedTooManyRedirects: t(
    'This address redirects too many times: paste the calendar’s final address.',
    'Cette adresse redirige trop de fois : collez l’adresse finale du calendrier.',
  ),
  feedTimeout: t(
    'The calendar’s server did not answer in time. Try again later.',
    'Le serveur du calendrier n’a pas répondu à temps. Réessayez plus tard.',
  ),
  feedUnreachable: t(
    'The calendar could not be fetched from this address. Check it and try again.',
    'Le calendrier n’a pas pu être récupéré à cette adresse. Vérifiez-la et réessayez.',
  ),
  feedPrivate: t(
    'This address points to a private network: give the calendar’s public address.',
    'Cette adresse mène à un réseau privé : donnez l’adresse publique du calendrier.',
  ),
  feedLimit: t('An RV can import at most 10 calendars.', 'Un VR peut importer au plus 10 calendriers.'),
  feedTooManyEvents: t(
    `This calendar has too many events: Rove imports at most ${calendarLimits.FeedEvents} events over the next two years. Export a shorter period and try again.`,
    `Ce calendrier contient trop d’événements : Rove en importe au plus ${calendarLimits.FeedEvents} sur les deux prochaines années. Exportez une période plus courte et réessayez.`,
  ),
  shuttingDown: t('The server is restarting: try again in a moment.', 'Le serveur redémarre : réessayez dans un instant.'),
  reviewNotFound: t('No review found.', 'Aucune évaluation trouvée.'),
  alreadyReplied: t('You already replied to this review.', 'Vous avez déjà répondu à cette évaluation.'),
  cardNotFound: t('No saved card found.', 'Aucune carte enregistrée trouvée.'),
  cardDeclined: t('This card was declined: try another card.', 'Cette carte a été refusée : essayez une autre carte.'),
  tooManyDrivers: t('You can add at most 5 drivers.', 'Vous pouvez ajouter au plus 5 conducteurs.'),
} as const;

export type HostMessage = keyof typeof hostMessages;

export function hostError(
  status: 400 | 404 | 409 | 413 | 422 | 502 | 503 | 504,
  message: HostMessage,
  statusMessage: string,
  locale: Locale,
  extra: { errors?: Record<string, string[]>; data?: unknown } = {},
): ApiError {
  return new ApiError(status, inLanguage(hostMessages[message], locale), { statusMessage, errors: extra.errors, data: extra.data });
}

export function hostValidationError(codes: Record<string, string[]>, locale: Locale): ApiError {
  return hostError(400, 'invalid', 'VALIDATION_FAILED', locale, {
    errors: hostFieldErrors(codes, (code) => codeWords(hostWords, code, locale)),
  });
}
