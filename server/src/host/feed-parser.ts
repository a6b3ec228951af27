// Reads an iCal feed off the event loop: a worker thread per feed (feed-parser-worker.ts) with a memory budget
// (resourceLimits) and a wall-time budget. Over either, the worker is terminated and the feed is refused as too big
// (IcalLimitError 'memory' or 'time', "This calendar has too many events"). At most `concurrency` feeds are parsed
// at once, the others wait their turn; stopFeedParsers() terminates them all (shutdown: SIGTERM never waits for one).
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { FeedParserInput, FeedParserReply } from './feed-parser-worker.ts';
import { IcalFormatError, type IcalLimits, IcalLimitError, icalLimits, type ImportedEvent } from './ical.ts';

export interface FeedParserBudget {
  /** Wall time of one parse, worker start included (ROVE_ICAL_PARSE_MS to change). */
  timeMs: number;
  resourceLimits: ResourceLimits;
  /** Parses running at once. */
  concurrency: number;
}

export function feedParserBudget(): FeedParserBudget {
  const fromEnv = Number(process.env.ROVE_ICAL_PARSE_MS);
  return {
    timeMs: Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 10_000,
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    concurrency: 2,
  };
}

/** The server is shutting down: the parse was stopped (the import answers 503, nothing was saved). */
export class FeedParserStopped extends Error {
  constructor() {
    super('feed parsing stopped: the server is shutting down');
    this.name = 'FeedParserStopped';
  }
}

const running = new Set<{ worker: Worker; stop: () => void }>();
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
 * The feed's busy nights within `window`, parsed in a worker. Throws IcalFormatError (not iCal), IcalLimitError
 * (over a limit of `limits`, the time budget or the memory budget) or FeedParserStopped.
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
    const reply = await inWorker({ text, window, limits: options.limits ?? icalLimits }, budget);
    if (reply.ok) return reply.events;
    if (reply.kind === 'format') throw new IcalFormatError('not an iCal calendar');
    if (reply.kind === 'limit') throw new IcalLimitError(reply.limit);
    throw new Error(`feed parser failed: ${reply.message}`);
  } finally {
    done();
  }
}

function inWorker(input: FeedParserInput, budget: FeedParserBudget): Promise<FeedParserReply> {
  return new Promise<FeedParserReply>((resolve, reject) => {
    const worker = new Worker(new URL('./feed-parser-worker.ts', import.meta.url), {
      workerData: input,
      resourceLimits: budget.resourceLimits,
    });
    let outcome: { reply: FeedParserReply } | { error: Error } | undefined;
    const entry = {
      worker,
      stop: () => {
        outcome ??= { error: new FeedParserStopped() };
        void worker.terminate();
      },
    };
    running.add(entry);
    const timer = setTimeout(() => {
      outcome ??= { error: new IcalLimitError('time') };
      void worker.terminate();
    }, budget.timeMs);
    worker.once('message', (reply: FeedParserReply) => {
      outcome ??= { reply };
    });
    worker.once('error', (error: Error & { code?: string }) => {
      outcome ??= { error: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new IcalLimitError('memory') : error };
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      running.delete(entry);
      if (outcome && 'reply' in outcome) resolve(outcome.reply);
      else reject(outcome?.error ?? new Error('the feed parser stopped without an answer'));
    });
  });
}

/**
 * Terminates every parse under way (each rejects with FeedParserStopped) and refuses new ones (shutdown); resolves
 * when their threads are gone.
 */
export async function stopFeedParsers(): Promise<void> {
  stopped = true;
  const entries = [...running];
  for (const entry of entries) entry.stop();
  await Promise.all(
    entries.map((entry) => new Promise((resolve) => (entry.worker.threadId < 0 ? resolve(undefined) : entry.worker.once('exit', resolve)))),
  );
}
