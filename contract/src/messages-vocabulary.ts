// Messages' vocabulary and rules without zod (issue 35): limits, folders and kinds, refusal codes and their words
// (messageWords; sentences in locales/*/forms.json), template placeholders and filling, live event types. The app's
// pages read them without loading a schema; messages.ts builds its schemas on them.
import { type CodeWords, localeNumber } from './bilingual.ts';

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

const limitOf: Partial<Record<MessageErrorCode, number>> = {
  MESSAGE_TOO_LONG: maxMessageLength,
  MESSAGE_TOO_MANY_PHOTOS: maxMessagePhotos,
  TEMPLATE_LIMIT: maxMessageTemplates,
  TEMPLATE_NAME_TOO_LONG: maxTemplateNameLength,
  PRE_BOOKING_TOO_LONG: maxPreBookingMessageLength,
};

/**
 * The refusals' words: sentences in locales/{en,fr}/forms.json, section `messages`; `{{max}}` is the code's limit
 * (as the language writes numbers), `{{seconds}}` the wait of MESSAGE_RATE_LIMITED (60 unless the answer says).
 */
export const messageWords: CodeWords<MessageErrorCode> = {
  section: 'messages',
  codes: messageErrorCodes,
  values: (code, locale) => {
    const max = limitOf[code as MessageErrorCode];
    return { max: max === undefined ? '' : localeNumber(max, locale), seconds: 60 };
  },
};

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
