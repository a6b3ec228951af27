// The iCal parser's process (started by feed-parser.ts and reused, one feed at a time): parses and expands each
// feed it is sent with parseBusyNights and answers its busy nights, or why it could not. The server bounds its heap
// (--max-old-space-size) and its time (it kills the process), so a hostile calendar costs this process, never the
// server's event loop nor the server itself.
import { setPriority } from 'node:os';
import { type IcalLimits, IcalFormatError, IcalLimitError, type ImportedEvent, parseBusyNights } from './ical-parse.ts';

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

function parse(input: FeedParserInput): FeedParserReply {
  try {
    return { ok: true, events: parseBusyNights(input.text, input.window, input.limits) };
  } catch (error) {
    if (error instanceof IcalFormatError) return { ok: false, kind: 'format' };
    if (error instanceof IcalLimitError) return { ok: false, kind: 'limit', limit: error.limit };
    return { ok: false, kind: 'crash', message: error instanceof Error ? error.message : String(error) };
  }
}

if (process.send) {
  // Below the server: this process yields the CPU to the server's event loop (health checks, every other request)
  // whenever both want it. Where that is not permitted, the time budget still bounds the parse.
  try {
    setPriority(10);
  } catch {
    // not permitted here
  }
  process.on('message', (input: FeedParserInput) => {
    process.send?.(parse(input));
  });
  // The server is gone (or let this parser go): nothing more will come.
  process.on('disconnect', () => process.exit(0));
  // Its modules are loaded: the server counts a parse's time from here.
  process.send({ ready: true });
}
