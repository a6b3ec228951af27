// Messages' vocabulary and rules without zod (issue 35): limits, folders and kinds, refusal codes and their sentences
// (English and French), template placeholders and filling, live event types. The app's pages read them without
// loading a schema; messages.ts builds its schemas on them.
import { inLanguage } from './bilingual.ts';
import type { Locale } from './constants.ts';

/** Longest message, in characters (after trimming). */
export const maxMessageLength = 5000;

/** Photos one message may carry (uploads of kind message-photo). */
export const maxMessagePhotos = 4;

/** Messages one user may send per minute (all threads together). */
export const messageRateLimit = { limit: 20, windowSeconds: 60 } as const;

/** A host's message templates: how many, and their lengths. */
export const maxMessageTemplates = 50;

export const maxTemplateNameLength = 80;

/** The pre-booking message of an RV (sent into the thread of every new booking request). */
export const maxPreBookingMessageLength = 2000;

export const threadKinds = ['booking', 'enquiry'] as const;
export type ThreadKind = (typeof threadKinds)[number];

/** The inbox folders, one per route: messages, messages/requests, messages/enquiries, messages/archives. */
export const messageFolders = ['inbox', 'requests', 'enquiries', 'archives'] as const;
export type MessageFolder = (typeof messageFolders)[number];

/** text: typed by a party; booking-request: the renter's note sent with the request; pre-booking: the RV's automatic message. */
export const messageKinds = ['text', 'booking-request', 'pre-booking'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageErrorCodes = [
  'MESSAGE_EMPTY',
  'MESSAGE_TOO_LONG',
  'MESSAGE_PHOTO_UNUSABLE',
  'MESSAGE_TOO_MANY_PHOTOS',
  'MESSAGE_RATE_LIMITED',
  'THREAD_NOT_FOUND',
  'ENQUIRY_OWN_RV',
  'RV_NOT_FOUND',
  'TEMPLATE_NOT_FOUND',
  'TEMPLATE_LIMIT',
  'TEMPLATE_NAME_REQUIRED',
  'TEMPLATE_NAME_TOO_LONG',
  'PRE_BOOKING_TOO_LONG',
  'IDEMPOTENCY_KEY_REQUIRED',
] as const;

export type MessageErrorCode = (typeof messageErrorCodes)[number];

/** The sentence of each refusal, in both languages ({max}, {seconds} are filled in). */
export const messageErrorSentences: Record<MessageErrorCode, { en: string; fr: string }> = {
  MESSAGE_EMPTY: { en: 'Write a message or add a photo before sending.', fr: 'Écrivez un message ou ajoutez une photo avant d’envoyer.' },
  MESSAGE_TOO_LONG: {
    en: 'A message can be up to {max} characters long: shorten it or send it in parts.',
    fr: 'Un message peut compter jusqu’à {max} caractères : raccourcissez-le ou envoyez-le en plusieurs parties.',
  },
  MESSAGE_PHOTO_UNUSABLE: {
    en: 'That photo cannot be sent: add it again.',
    fr: 'Cette photo ne peut pas être envoyée : ajoutez-la de nouveau.',
  },
  MESSAGE_TOO_MANY_PHOTOS: {
    en: 'A message can carry up to {max} photos.',
    fr: 'Un message peut contenir jusqu’à {max} photos.',
  },
  MESSAGE_RATE_LIMITED: {
    en: 'You are sending messages too quickly. Try again in {seconds} seconds: your message is kept.',
    fr: 'Vous envoyez des messages trop vite. Réessayez dans {seconds} secondes : votre message est conservé.',
  },
  THREAD_NOT_FOUND: { en: 'This conversation was not found.', fr: 'Cette conversation est introuvable.' },
  ENQUIRY_OWN_RV: { en: 'You cannot send a question about your own RV.', fr: 'Vous ne pouvez pas poser de question sur votre propre VR.' },
  RV_NOT_FOUND: { en: 'This RV was not found.', fr: 'Ce VR est introuvable.' },
  TEMPLATE_NOT_FOUND: { en: 'This template was not found.', fr: 'Ce modèle est introuvable.' },
  TEMPLATE_LIMIT: { en: 'You can keep up to {max} templates.', fr: 'Vous pouvez conserver jusqu’à {max} modèles.' },
  TEMPLATE_NAME_REQUIRED: { en: 'Give the template a name.', fr: 'Donnez un nom au modèle.' },
  TEMPLATE_NAME_TOO_LONG: {
    en: 'A template name can be up to {max} characters long.',
    fr: 'Le nom d’un modèle peut compter jusqu’à {max} caractères.',
  },
  PRE_BOOKING_TOO_LONG: {
    en: 'The pre-booking message can be up to {max} characters long.',
    fr: 'Le message avant réservation peut compter jusqu’à {max} caractères.',
  },
  IDEMPOTENCY_KEY_REQUIRED: { en: 'An Idempotency-Key header is required.', fr: 'Un en-tête Idempotency-Key est requis.' },
};

const limitOf: Partial<Record<MessageErrorCode, number>> = {
  MESSAGE_TOO_LONG: maxMessageLength,
  MESSAGE_TOO_MANY_PHOTOS: maxMessagePhotos,
  TEMPLATE_LIMIT: maxMessageTemplates,
  TEMPLATE_NAME_TOO_LONG: maxTemplateNameLength,
  PRE_BOOKING_TOO_LONG: maxPreBookingMessageLength,
};

/** The sentence of a refusal in a language, with its numbers filled in. */
export function messageErrorSentence(code: MessageErrorCode, locale: Locale, values: { seconds?: number } = {}): string {
  const max = limitOf[code];
  return inLanguage(messageErrorSentences[code], locale)
    .replace('{max}', max === undefined ? '' : new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(max))
    .replace('{seconds}', String(values.seconds ?? 60));
}

export const isMessageErrorCode = (value: string): value is MessageErrorCode => (messageErrorCodes as readonly string[]).includes(value);

/** Placeholders a template may hold, filled from the thread when it is inserted into a reply. */
export const templatePlaceholders = ['renterFirstName', 'hostFirstName', 'rvName', 'tripStart', 'tripEnd'] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];

/**
 * Fills a template's placeholders ({renterFirstName}, {rvName}...). A placeholder without a value (an enquiry has
 * no trip dates) is left as written, so that the host sees what to complete; unknown braces are kept too.
 */
export function fillMessageTemplate(body: string, values: Partial<Record<TemplatePlaceholder, string>>): string {
  return body.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value ? value : whole;
  });
}

/** The live channel's event names (server-sent events on GET /api/Message/live). */
export const liveEventTypes = ['message', 'notifications', 'booking', 'thread'] as const;
