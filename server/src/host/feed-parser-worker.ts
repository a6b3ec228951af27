// The iCal parser's worker thread (started by feed-parser.ts, one per feed read): parses and expands one feed with
// parseBusyNights and posts its busy nights, or why it could not. The main thread bounds its memory (resourceLimits)
// and its time (it terminates the worker), so a hostile calendar costs this thread, never the server's event loop.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type IcalLimits, IcalFormatError, IcalLimitError, type ImportedEvent, parseBusyNights } from './ical.ts';

export interface FeedParserInput {
  text: string;
  window: { from: string; until: string };
  limits: IcalLimits;
}

export type FeedParserReply =
  | { ok: true; events: ImportedEvent[] }
  | { ok: false; kind: 'format' }
  | { ok: false; kind: 'limit'; limit: IcalLimitError['limit'] }
  | { ok: false; kind: 'crash'; message: string };

if (parentPort) {
  // Below the server's threads: on Linux the nice value is per thread, so this thread yields the CPU to the event
  // loop (health checks, every other request) whenever both want it. Elsewhere it may not apply: no matter.
  try {
    setPriority(10);
  } catch {
    // not permitted here: the time budget still bounds the parse
  }
  const input = workerData as FeedParserInput;
  let reply: FeedParserReply;
  try {
    reply = { ok: true, events: parseBusyNights(input.text, input.window, input.limits) };
  } catch (error) {
    if (error instanceof IcalFormatError) reply = { ok: false, kind: 'format' };
    else if (error instanceof IcalLimitError) reply = { ok: false, kind: 'limit', limit: error.limit };
    else reply = { ok: false, kind: 'crash', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort.postMessage(reply);
}
