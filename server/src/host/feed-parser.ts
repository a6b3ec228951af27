// Reads an iCal feed off the event loop, in a parser process (feed-parser-worker.ts) with a memory budget (V8's
// heap limit) and a wall-time budget. Over either, the process is killed and the feed is refused as too big
// (IcalLimitError 'memory' or 'time', "This calendar has too many events"). At most `concurrency` feeds are parsed
// at once, the others wait their turn; stopFeedParsers() kills them all (shutdown: SIGTERM never waits for one).
//
// Why processes, not worker threads: a worker thread per feed cost 150-300 ms of start-up (its modules loaded and
// type-stripped again) and, ended while V8 was still compiling in it, aborted the whole server once in a while (V8's
// `Check failed: jit_page.has_value()`, SIGTRAP, seen in the PostgreSQL suite). A process is started once and
// reused; killing one, as a hostile feed needs, cannot take the server with it. An idle parser exits after a while.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FeedParserInput, FeedParserReply } from './feed-parser-worker.ts';
import { IcalFormatError, type IcalLimits, IcalLimitError, icalLimits, type ImportedEvent } from './ical.ts';

export interface FeedParserBudget {
  /** Wall time of one parse, a parser's start included (ROVE_ICAL_PARSE_MS to change). */
  timeMs: number;
  /** The parser's JavaScript heap (V8's old generation), in MB. */
  memoryMb: number;
  /** Parses running at once (one parser process each). */
  concurrency: number;
}

export function feedParserBudget(): FeedParserBudget {
  const fromEnv = Number(process.env.ROVE_ICAL_PARSE_MS);
  return {
    timeMs: Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 10_000,
    memoryMb: 96,
    concurrency: 2,
  };
}

/** An idle parser process exits after this long (the next feed starts one again). */
const idleMs = 30_000;

/** The server is shutting down: the parse was stopped (the import answers 503, nothing was saved). */
export class FeedParserStopped extends Error {
  constructor() {
    super('feed parsing stopped: the server is shutting down');
    this.name = 'FeedParserStopped';
  }
}

interface Parser {
  child: ChildProcess;
  /** The heap budget it was started with: only a parse with the same budget reuses it. */
  memoryMb: number;
  /** The end of what it wrote on stderr (V8's out-of-memory report). */
  stderr: string;
  exited: Promise<void>;
  idle?: NodeJS.Timeout;
  /** Ends the parse under way, if any, with this error. */
  abort?: (error: Error) => void;
}

const parsers = new Set<Parser>();
const free: Parser[] = [];
const waiting: (() => void)[] = [];
let active = 0;
let stopped = false;

async function turn(concurrency: number): Promise<() => void> {
  if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  active += 1;
  return () => {
    active -= 1;
    waiting.shift()?.();
  };
}

/**
 * The feed's busy nights within `window`, parsed in a parser process. Throws IcalFormatError (not iCal),
 * IcalLimitError (over a limit of `limits`, the time budget or the memory budget) or FeedParserStopped.
 */
export async function parseFeed(
  text: string,
  window: { from: string; until: string },
  options: { limits?: IcalLimits; budget?: Partial<FeedParserBudget> } = {},
): Promise<ImportedEvent[]> {
  const budget = { ...feedParserBudget(), ...options.budget };
  const done = await turn(budget.concurrency);
  try {
    if (stopped) throw new FeedParserStopped();
    const reply = await inParser({ text, window, limits: options.limits ?? icalLimits }, budget);
    if (reply.ok) return reply.events;
    if (reply.kind === 'format') throw new IcalFormatError('not an iCal calendar');
    if (reply.kind === 'limit') throw new IcalLimitError(reply.limit);
    throw new Error(`feed parser failed: ${reply.message}`);
  } finally {
    done();
  }
}

function startParser(memoryMb: number): Parser {
  const child = fork(fileURLToPath(new URL('./feed-parser-worker.ts', import.meta.url)), [], {
    // Its own flags only (not the server's, nor a test runner's): the heap budget, and no warning on stderr.
    execArgv: [`--max-old-space-size=${memoryMb}`, '--max-semi-space-size=8', '--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  const parser: Parser = {
    child,
    memoryMb,
    stderr: '',
    exited: new Promise<void>((resolve) => child.once('exit', () => resolve())),
  };
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    parser.stderr = (parser.stderr + chunk).slice(-2000);
  });
  child.once('exit', () => forget(parser));
  // An idle parser keeps no server alive: a parse under way holds the process by its timer.
  child.unref();
  child.channel?.unref();
  (child.stderr as { unref?: () => void } | null)?.unref?.();
  parsers.add(parser);
  return parser;
}

function forget(parser: Parser): void {
  clearTimeout(parser.idle);
  parsers.delete(parser);
  const index = free.indexOf(parser);
  if (index >= 0) free.splice(index, 1);
}

function kill(parser: Parser): void {
  forget(parser);
  if (parser.child.exitCode === null && parser.child.signalCode === null) parser.child.kill('SIGKILL');
}

function release(parser: Parser): void {
  if (stopped) return kill(parser);
  free.push(parser);
  parser.idle = setTimeout(() => kill(parser), idleMs);
  parser.idle.unref();
}

/** V8 reports a heap over its limit on stderr and aborts the process. */
const outOfMemory = (parser: Parser, signal: NodeJS.Signals | null) =>
  /heap out of memory|heap limit/i.test(parser.stderr) || signal === 'SIGABRT';

function inParser(input: FeedParserInput, budget: FeedParserBudget): Promise<FeedParserReply> {
  const at = free.findIndex((p) => p.memoryMb === budget.memoryMb);
  const parser = at >= 0 ? free.splice(at, 1)[0] : startParser(budget.memoryMb);
  clearTimeout(parser.idle);
  return new Promise<FeedParserReply>((resolve, reject) => {
    const finish = (end: () => void) => {
      clearTimeout(timer);
      parser.child.off('message', onMessage);
      parser.child.off('exit', onExit);
      parser.abort = undefined;
      end();
    };
    const onMessage = (reply: FeedParserReply) =>
      finish(() => {
        release(parser);
        resolve(reply);
      });
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(() =>
        reject(
          stopped
            ? new FeedParserStopped()
            : outOfMemory(parser, signal)
              ? new IcalLimitError('memory')
              : new Error(`the feed parser stopped without an answer (${signal ?? `exit code ${code}`}): ${parser.stderr.trim()}`),
        ),
      );
    parser.abort = (error) =>
      finish(() => {
        kill(parser);
        reject(error);
      });
    const timer = setTimeout(() => parser.abort?.(new IcalLimitError('time')), budget.timeMs);
    parser.child.on('message', onMessage);
    parser.child.once('exit', onExit);
    parser.child.send(input, (error) => {
      if (error) parser.abort?.(error);
    });
  });
}

/**
 * Kills every parser process (a parse under way rejects with FeedParserStopped) and refuses new parses (shutdown);
 * resolves when the processes are gone.
 */
export async function stopFeedParsers(): Promise<void> {
  stopped = true;
  const all = [...parsers];
  for (const parser of all) {
    if (parser.abort) parser.abort(new FeedParserStopped());
    else kill(parser);
  }
  await Promise.all(all.map((parser) => parser.exited));
}

/** Parser processes alive (tests: a parser is reused, and one over its budget is gone). */
export function feedParserProcesses(): number[] {
  return [...parsers].map((parser) => parser.child.pid ?? -1);
}
