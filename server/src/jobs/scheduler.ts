// The one scheduler of the server process (request expiry, iCal refresh, payouts...). Jobs are idempotent, so a
// run that happens twice changes nothing; on PostgreSQL a job holds an advisory lock while it runs, so with
// several processes on one database each run happens once. PGlite is one process: no lock needed.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';

export interface Job {
  /** Unique name (logs, lock key). */
  name: string;
  /** Time between two runs. */
  everyMs: number;
  /** One run; must be idempotent. */
  run(): Promise<void>;
}

export interface Scheduler {
  add(job: Job): void;
  /** Starts the timers (npm start); tests call `runNow` instead. */
  start(): void;
  /** Runs one job at once (tests, or an event that makes it due). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
  readonly jobs: readonly Job[];
}

export function createScheduler(options: { db: Kysely<Database>; dbKind: 'pglite' | 'postgres'; logger: Logger }): Scheduler {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  async function locked(job: Job): Promise<void> {
    if (options.dbKind === 'pglite') return job.run();
    await options.db.connection().execute(async (conn) => {
      const key = sql<number>`hashtext(${`rove-job:${job.name}`})`;
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
      if (!rows[0]?.locked) return;
      try {
        await job.run();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  }

  function runOnce(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    const started = Date.now();
    const promise = locked(job)
      .then(() => options.logger.debug('job done', { job: job.name, ms: Date.now() - started }))
      .catch((error) => options.logger.error('job failed', { job: job.name, error }))
      .finally(() => running.delete(job.name));
    running.set(job.name, promise);
    return promise;
  }

  return {
    jobs,
    add(job) {
      if (jobs.some((j) => j.name === job.name)) throw new Error(`Job '${job.name}' is already scheduled`);
      jobs.push(job);
    },
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => {
          if (!stopped) void runOnce(job);
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`Unknown job '${name}'`);
      await runOnce(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
