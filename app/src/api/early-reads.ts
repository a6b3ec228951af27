// The first reads of a page the browser renders alone for a signed-in reader, asked by the start script as soon as
// the session's refresh answered, beside the app's code (scripts/first-paint-html.ts; the server names them:
// shell/server/browser-page-reads.ts). apiFetch takes a read's answer, once, when it would make that very call: the same
// address and the same headers bar its own correlation id, its anonymous id and the token (the refresh's, which the
// app adopted too). A read that failed, or answered other than 2xx, is not taken: the app asks again and handles the
// answer as its own. The reads are for the first page only: once it has shown, those not taken are dropped, so no
// later page gets them.
import { ApiHeaders } from '@rove/contract';
import { sessionRefresh } from '@rove/contract/cookies';

/** A read the start script made: the headers it went with (no token) and its answer, undefined when it was not made. */
export interface EarlyRead {
  headers: Record<string, string>;
  answer: Promise<Response | undefined>;
}

type Holder = Record<string, Record<string, EarlyRead> | undefined>;
const holder = globalThis as unknown as Holder;

/**
 * Headers that do not change the answer and differ from call to call, or that the early read could not know: not
 * compared. The anonymous id is the browser's for analytics (a first visit's is written by the app, after the read).
 */
const ownHeaders = new Set([ApiHeaders.CorrelationId, ApiHeaders.AnonymousId, 'Authorization'].map((name) => name.toLowerCase()));

/** Whether a call with `headers` is the one made early with `early` (names compared without case). */
export function sameRead(early: Record<string, string>, headers: Record<string, string>): boolean {
  const shared = (all: Record<string, string>) =>
    Object.entries(all)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => !ownHeaders.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(shared(early)) === JSON.stringify(shared(headers));
}

/**
 * The answer of the early read of `url`, taken once, when a signed-in call (`headers` carries its token) with these
 * headers would make it; undefined (at once, or as its answer) when there is none, it is another call, or it failed:
 * the caller fetches then.
 */
export function takeEarlyRead(url: string, headers: Record<string, string>): Promise<Response | undefined> | undefined {
  const reads = holder[sessionRefresh.earlyReads];
  const read = reads?.[url];
  if (!reads || !read) return undefined;
  delete reads[url];
  if (!headers.Authorization || !sameRead(read.headers, headers)) return undefined;
  return read.answer.then(
    (response) => (response?.ok ? response : undefined),
    () => undefined,
  );
}

/** Drops the reads not taken: the first page has shown (main.tsx), and a later page asks afresh. */
export function dropEarlyReads(): void {
  holder[sessionRefresh.earlyReads] = undefined;
}
