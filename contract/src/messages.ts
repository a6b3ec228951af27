// Messages between renters and hosts (issue 20): threads (one per booking, one per enquiry about an RV), plain-text
// messages with optional photos, the inbox folders, the host's message templates and an RV's pre-booking message.
// The limits and error codes live here (their sentences in locales/{en,fr}/forms.json) so that the page and the API
// say the same thing.
import { z } from 'zod';
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

const isMessageErrorCode = (value: string): value is MessageErrorCode => (messageErrorCodes as readonly string[]).includes(value);

/** The text of a message as sent: trimmed, at most maxMessageLength characters; empty is allowed when photos come along. */
export const MessageBodySchema = z.string().trim().max(maxMessageLength, { error: 'MESSAGE_TOO_LONG' });

export const SendMessageSchema = z
  .object({
    Body: MessageBodySchema.default(''),
    PhotoIds: z
      .array(z.string().uuid({ error: 'MESSAGE_PHOTO_UNUSABLE' }))
      .max(maxMessagePhotos, { error: 'MESSAGE_TOO_MANY_PHOTOS' })
      .default([]),
  })
  .refine((value) => value.Body.length > 0 || value.PhotoIds.length > 0, { error: 'MESSAGE_EMPTY', path: ['Body'] })
  .meta({ id: 'SendMessage' });
export type SendMessage = z.input<typeof SendMessageSchema>;

export const SendEnquirySchema = z
  .object({
    RvId: z.coerce.number().int().positive({ error: 'RV_NOT_FOUND' }),
    Body: MessageBodySchema.min(1, { error: 'MESSAGE_EMPTY' }),
  })
  .meta({ id: 'SendEnquiry' });
export type SendEnquiry = z.input<typeof SendEnquirySchema>;

/** The first refusal code of a failed parse of the schemas above (the error messages are the codes). */
export function messageErrorOf(error: z.ZodError): MessageErrorCode {
  for (const issue of error.issues) if (isMessageErrorCode(issue.message)) return issue.message;
  return 'MESSAGE_EMPTY';
}

export const MessagePhotoSchema = z.object({ Id: z.string(), ThumbUrl: z.string(), GalleryUrl: z.string() });

export const MessageSchema = z
  .object({
    Id: z.number().int(),
    ThreadId: z.number().int(),
    Kind: z.enum(messageKinds),
    SenderId: z.number().int(),
    /** Whether the viewer sent it. */
    Mine: z.boolean(),
    Body: z.string(),
    Photos: z.array(MessagePhotoSchema),
    CreatedAt: z.string(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const ThreadPartySchema = z.object({ Id: z.number().int(), FirstName: z.string(), AvatarUrl: z.string().nullable() });

export const ThreadSummarySchema = z
  .object({
    Id: z.number().int(),
    Kind: z.enum(threadKinds),
    /** The viewer's side of the thread. */
    Role: z.enum(['renter', 'owner']),
    OtherParty: ThreadPartySchema,
    Rv: z.object({ Id: z.number().int(), Name: z.string(), Alias: z.string() }),
    BookingId: z.number().int().nullable(),
    BookingStatus: z.string().nullable(),
    StartDate: z.string().nullable(),
    EndDate: z.string().nullable(),
    LastMessage: z.string(),
    LastMessageAt: z.string(),
    UnreadCount: z.number().int(),
    Archived: z.boolean(),
  })
  .meta({ id: 'ThreadSummary' });
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const ThreadListSchema = z
  .object({ Items: z.array(ThreadSummarySchema), Page: z.number().int(), PageSize: z.number().int(), TotalCount: z.number().int() })
  .meta({ id: 'ThreadList' });
export type ThreadList = z.infer<typeof ThreadListSchema>;

export const ThreadDetailSchema = z
  .object({
    Thread: ThreadSummarySchema,
    Messages: z.array(MessageSchema),
    /** The viewer's first name and the renter's, for templates. */
    RenterFirstName: z.string(),
    HostFirstName: z.string(),
    /** Whether the viewer is one of the two parties (administrators read only). */
    CanWrite: z.boolean(),
  })
  .meta({ id: 'ThreadDetail' });
export type ThreadDetail = z.infer<typeof ThreadDetailSchema>;

export const ThreadListQuerySchema = z.object({
  Folder: z.enum(messageFolders).default('inbox'),
  Page: z.coerce.number().int().min(1).max(1000).default(1),
});

// ---------------------------------------------------------------------------------------------------------------
// The host's message templates (profile/message-templates) and their placeholders.

/** Placeholders a template may hold, filled from the thread when it is inserted into a reply. */
export const templatePlaceholders = ['renterFirstName', 'hostFirstName', 'rvName', 'tripStart', 'tripEnd'] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];

export const MessageTemplateInputSchema = z
  .object({
    Name: z.string().trim().min(1, { error: 'TEMPLATE_NAME_REQUIRED' }).max(maxTemplateNameLength, { error: 'TEMPLATE_NAME_TOO_LONG' }),
    Body: MessageBodySchema.min(1, { error: 'MESSAGE_EMPTY' }),
  })
  .meta({ id: 'MessageTemplateInput' });
export type MessageTemplateInput = z.input<typeof MessageTemplateInputSchema>;

export const MessageTemplateSchema = z
  .object({ Id: z.number().int(), Name: z.string(), Body: z.string(), UpdatedAt: z.string() })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

export const MessageTemplateListSchema = z.object({ Items: z.array(MessageTemplateSchema) }).meta({ id: 'MessageTemplateList' });

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

export const PreBookingMessageSchema = z
  .object({ Message: z.string().trim().max(maxPreBookingMessageLength, { error: 'PRE_BOOKING_TOO_LONG' }) })
  .meta({ id: 'PreBookingMessage' });
export type PreBookingMessage = z.infer<typeof PreBookingMessageSchema>;

/** The live channel's event names (server-sent events on GET /api/Message/live). */
export const liveEventTypes = ['message', 'notifications', 'booking', 'thread'] as const;
