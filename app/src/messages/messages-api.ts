// The messages area's data: SWR hooks over /api/Message (keys start with the API path, so the live channel can
// revalidate them all) and the calls that change something. Words from the server come in the page's language.
import type {
  MarkThreadRead,
  Message,
  MessageFolder,
  MessageTemplate,
  MessageTemplateInput,
  SendMessage,
  ThreadDetail,
  ThreadList,
  ThreadSummary,
} from '@rove/contract';
import { useApi } from '../api/use-api.ts';
import { type ApiError, apiFetch } from '../api/api-fetch.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { languageHeaders } from '../api/language-headers.ts';

export type { ApiError };

function useLocalizedApi<T>(path: string | null, quiet: number[] = []) {
  const locale = useLocale();
  return useApi<T, ApiError>(path ? [path, locale] : null, ([url, language]: [string, string]) =>
    apiFetch<T>(url, { headers: languageHeaders(language), quietStatuses: quiet }),
  );
}

/** A folder's page of threads, and a thread (read in the page's language: the inbox's first reads too). */
export const threadsPath = (folder: MessageFolder, page: number) => `/api/Message/threads?Folder=${folder}&Page=${page}`;
const threadPath = (id: number) => `/api/Message/threads/${id}`;

export const useThreads = (folder: MessageFolder, page: number) => useLocalizedApi<ThreadList>(threadsPath(folder, page));
export const useThread = (id: number | null) => useLocalizedApi<ThreadDetail>(id ? threadPath(id) : null, [404]);
export const useTemplates = (enabled = true) => useLocalizedApi<{ Items: MessageTemplate[] }>(enabled ? '/api/Message/templates' : null);
export const usePreBookingMessage = (rvId: string | undefined) =>
  useLocalizedApi<{ RvId: number; Message: string; UpdatedAt: string | null }>(
    rvId ? `/api/hosts/rvs/${rvId}/pre-booking-message` : null,
    [404],
  );

const call = <T>(path: string, method: string, locale: string, body?: unknown, headers: Record<string, string> = {}) =>
  apiFetch<T>(path, { method, body, headers: { ...languageHeaders(locale), ...headers }, quietStatuses: [400, 403, 404, 409, 422, 429] });

/** Sends a message; the key makes a retry of the same attempt answer the message already stored. */
export const sendMessage = (threadId: number, input: SendMessage, idempotencyKey: string, locale: string) =>
  call<Message>(`/api/Message/threads/${threadId}/messages`, 'POST', locale, input, { 'Idempotency-Key': idempotencyKey });

export const sendEnquiry = (rvId: number, body: string, idempotencyKey: string, locale: string) =>
  call<{ Thread: ThreadSummary; Message: Message }>(
    '/api/Message/enquiries',
    'POST',
    locale,
    { RvId: rvId, Body: body },
    {
      'Idempotency-Key': idempotencyKey,
    },
  );

/** Marks the thread read up to the newest message shown (one that arrived meanwhile stays unread). */
export const markThreadRead = (threadId: number, locale: string, upTo: number) =>
  call<void>(`/api/Message/threads/${threadId}/read`, 'POST', locale, { UpTo: upTo } satisfies MarkThreadRead);
export const setThreadArchived = (threadId: number, archived: boolean, locale: string) =>
  call<ThreadSummary>(`/api/Message/threads/${threadId}/${archived ? 'archive' : 'unarchive'}`, 'POST', locale);

export const createTemplate = (input: MessageTemplateInput, locale: string) =>
  call<MessageTemplate>('/api/Message/templates', 'POST', locale, input);
export const updateTemplate = (id: number, input: MessageTemplateInput, locale: string) =>
  call<MessageTemplate>(`/api/Message/templates/${id}`, 'PUT', locale, input);
export const deleteTemplate = (id: number, locale: string) => call<void>(`/api/Message/templates/${id}`, 'DELETE', locale);
export const savePreBookingMessage = (rvId: string, message: string, locale: string) =>
  call<{ Message: string }>(`/api/hosts/rvs/${rvId}/pre-booking-message`, 'PUT', locale, { Message: message });
