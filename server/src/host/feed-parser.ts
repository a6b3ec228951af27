// Reads an iCal feed off the event loop, in a parser process (feed-parser-worker.ts) with a memory budget (V8's
// heap limit) and a time budget (its CPU time on the feed, bounded in wall time too). Over either, the process is killed and the feed is refused as too big
// (IcalLimitError 'memory' or 'time', "This calendar has too many events"). At most `concurrency` feeds are parsed
// at once, the others wait their turn; stopFeedParsers() kills them all (shutdown: SIGTERM never waits for one).
//
// Why processes, not worker threads: a worker thread per feed cost 150-300 ms of start-up (its modules loaded and
// type-stripped again) and, ended while V8 was still compiling in it, aborted the whole server once in a while (V8's
// `Check failed: jit_page.has_value()`, SIGTRAP, seen in the PostgreSQL suite). A process is started once and
// reused; killing one, as a hostile feed needs, cannot take the server with it. An idle parser exits after a while.
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FeedParserInput, FeedParserReply } from './feed-parser-worker.ts';
import { IcalFormatError, type IcalLimits, IcalLimitError, icalLimits, type ImportedEvent } from './ical-parse.ts';

export interface FeedParserBudget {
  /**
   * Time of one parse, from the moment its parser is ready (ROVE_ICAL_PARSE_MS to change): the CPU time the parser
   * spends on the feed where the system tells it (Linux), so a busy machine does not refuse a small feed, with at
   * most `wallFactor` times as much wall time; elsewhere wall time.
   */
  timeMs: number;
  wallFactor: number;
  /** The parser's JavaScript heap (V8's old generation), in MB. */
  memoryMb: number;
  /** Parses running at once (one parser process each). */
  concurrency: number;
}

export function feedParserBudget(): FeedParserBudget {
  const fromEnv = Number(process.env.ROVE_ICAL_PARSE_MS);
  return {
    timeMs: Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 10_000,
    wallFactor: 6,
    memoryMb: 96,
    concurrency: 2,
  };
}

/** An idle parser process exits after this long (the next feed starts one again). */
const idleMs = 30_000;
/** A parser process that has not loaded its modules after this long is killed (a frozen machine, not a feed). */
const startMs = 60_000;

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
  /** Resolves once its modules are loaded (its first message); rejects if it dies or takes over `startMs` first. */
  ready: Promise<void>;
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const parser: Parser = {
    child,
    memoryMb,
    stderr: '',
    exited,
    // Its first message says its modules are loaded: the parse's time counts from then (a start slowed by a busy
    // machine is not the feed's fault).
    ready: new Promise<void>((resolve, reject) => {
      // Held (not unref'd): a parse waiting for its parser keeps the process alive, as its own timer does after.
      const timer = setTimeout(() => reject(new Error(`the feed parser did not start within ${startMs / 1000} s`)), startMs);
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the feed parser stopped as it started: ${parser.stderr.trim()}`));
      });
    }),
  };
  parser.ready.catch(() => kill(parser));
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

/** CPU milliseconds a process has used (user and system, /proc/<pid>/stat at 100 ticks a second), or undefined. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // After the command name (in parentheses, which may hold spaces): state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** V8 reports a heap over its limit on stderr and aborts the process. */
const outOfMemory = (parser: Parser, signal: NodeJS.Signals | null) =>
  /heap out of memory|heap limit/i.test(parser.stderr) || signal === 'SIGABRT';

async function inParser(input: FeedParserInput, budget: FeedParserBudget): Promise<FeedParserReply> {
  const at = free.findIndex((p) => p.memoryMb === budget.memoryMb);
  const parser = at >= 0 ? free.splice(at, 1)[0] : startParser(budget.memoryMb);
  clearTimeout(parser.idle);
  // Shutdown while it starts: the parse is stopped like one under way.
  let stoppedWhileStarting = false;
  parser.abort = () => {
    stoppedWhileStarting = true;
    kill(parser);
  };
  try {
    await parser.ready;
  } catch (error) {
    throw stoppedWhileStarting || stopped ? new FeedParserStopped() : error;
  }
  if (stoppedWhileStarting || stopped) {
    kill(parser);
    throw new FeedParserStopped();
  }
  return new Promise<FeedParserReply>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
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
    // The budget is the CPU the parser spends on this feed: when it is up in wall time, a parser that was kept from
    // the CPU (a busy machine, its lower priority) gets the rest, up to `wallFactor` times the budget in wall time.
    const started = performance.now();
    const cpuAtStart = cpuMsOf(parser.child.pid);
    const check = () => {
      const cpuNow = cpuMsOf(parser.child.pid);
      const spent = cpuAtStart === undefined || cpuNow === undefined ? Number.POSITIVE_INFINITY : cpuNow - cpuAtStart;
      const wallLeft = budget.timeMs * budget.wallFactor - (performance.now() - started);
      if (spent >= budget.timeMs || wallLeft <= 0) parser.abort?.(new IcalLimitError('time'));
      else timer = setTimeout(check, Math.max(50, Math.min(budget.timeMs - spent, wallLeft)));
    };
    timer = setTimeout(check, budget.timeMs);
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

/**
 * Takes parses again after stopFeedParsers(): the last step of a server's close, once nothing of that server can ask
 * for one. The parsers belong to the process, not to one server: a test file that started and closed a server left
 * every later file in the same worker answering 503 SHUTTING_DOWN to a calendar import (a run on PostgreSQL, one
 * worker, issue 40).
 */
export function resumeFeedParsers(): void {
  stopped = false;
}

/** Parser processes alive (tests: a parser is reused, and one over its budget is gone). */
export function feedParserProcesses(): number[] {
  return [...parsers].map((parser) => parser.child.pid ?? -1);
}
