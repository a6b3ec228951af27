// Words of the owners' RV endpoints beyond the field errors (those are the contract's rvWords codes).
import type { Locale } from '@rove/contract';
import { inLanguage, maxRvPhotos, restoreWindowDays } from '@rove/contract';
import { ApiError } from '../http/errors.ts';

const t = (en: string, fr: string) => ({ en, fr });

export const ownerRvMessages = {
  notFound: t('No RV found.', 'Aucun VR trouvé.'),
  invalid: t('Some answers need a fix.', 'Certaines réponses sont à corriger.'),
  incomplete: t(
    'Your listing is not ready to publish yet: a few answers are missing.',
    'Votre annonce n’est pas encore prête : il manque quelques réponses.',
  ),
  notPublished: t('Only a published RV can be unpublished.', 'Seul un VR publié peut être retiré.'),
  stepOutOfOrder: t('Finish the earlier steps first.', 'Terminez d’abord les étapes précédentes.'),
  lastPhoto: t(
    'A published listing needs a cover photo: add another photo before you delete this one, or unpublish the RV.',
    'Une annonce publiée a besoin d’une photo de couverture : ajoutez une autre photo avant de supprimer celle-ci, ou retirez l’annonce.',
  ),
  photoLimit: t(`An RV can have up to ${maxRvPhotos} photos.`, `Un VR peut avoir jusqu’à ${maxRvPhotos} photos.`),
  uploadUnusable: t('That photo cannot be added: upload it again.', 'Cette photo ne peut pas être ajoutée : téléversez-la de nouveau.'),
  photoOrder: t('Send every photo of the RV once, in the new order.', 'Envoyez chaque photo du VR une fois, dans le nouvel ordre.'),
  deleted: t('This RV is deleted: restore it before changing it.', 'Ce VR est supprimé : restaurez-le avant de le modifier.'),
  restoreExpired: t(
    `This RV was deleted more than ${restoreWindowDays} days ago and can no longer be restored.`,
    `Ce VR a été supprimé il y a plus de ${restoreWindowDays} jours et ne peut plus être restauré.`,
  ),
  hasBookings: t(
    'This RV has upcoming bookings: cancel or finish them before deleting it.',
    'Ce VR a des réservations à venir : annulez-les ou attendez leur fin avant de le supprimer.',
  ),
  untitled: t('Untitled RV', 'VR sans nom'),
} as const;

export type OwnerRvMessage = keyof typeof ownerRvMessages;

export function ownerRvError(
  status: 400 | 404 | 409 | 422,
  message: OwnerRvMessage,
  statusMessage: string,
  locale: Locale,
  extra: { errors?: Record<string, string[]>; data?: unknown; suffix?: string } = {},
): ApiError {
  return new ApiError(status, inLanguage(ownerRvMessages[message], locale) + (extra.suffix ?? ''), {
    statusMessage,
    errors: extra.errors,
    data: extra.data,
  });
}
