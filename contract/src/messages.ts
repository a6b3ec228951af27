// Messages between renters and hosts (issue 20): threads (one per booking, one per enquiry about an RV), plain-text
// messages with optional photos, the inbox folders, the host's message templates and an RV's pre-booking message.
// The limits and error codes live here (their sentences in locales/{en,fr}/forms.json) so that the page and the API
// say the same thing.
import { z } from 'zod';
import {
  maxMessageLength,
  maxMessagePhotos,
  maxTemplateNameLength,
  maxPreBookingMessageLength,
  threadKinds,
  messageFolders,
  messageKinds,
  type MessageErrorCode,
  isMessageErrorCode,
} from './messages-vocabulary.ts';

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

/**
 * Marking a thread read: up to the newest message the reader was shown (UpTo, a message id), so that one that
 * arrived meanwhile stays unread; without it, every message in the thread.
 */
export const MarkThreadReadSchema = z.object({ UpTo: z.number().int().positive().optional() }).meta({ id: 'MarkThreadRead' });
export type MarkThreadRead = z.input<typeof MarkThreadReadSchema>;

export const ThreadListQuerySchema = z.object({
  Folder: z.enum(messageFolders).default('inbox'),
  Page: z.coerce.number().int().min(1).max(1000).default(1),
});

// ---------------------------------------------------------------------------------------------------------------
// The host's message templates (profile/message-templates) and their placeholders.

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

export const PreBookingMessageSchema = z
  .object({ Message: z.string().trim().max(maxPreBookingMessageLength, { error: 'PRE_BOOKING_TOO_LONG' }) })
  .meta({ id: 'PreBookingMessage' });
export type PreBookingMessage = z.infer<typeof PreBookingMessageSchema>;
