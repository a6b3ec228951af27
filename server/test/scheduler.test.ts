import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '../src/jobs/scheduler.ts';
import { createLocalEventBus } from '../src/events/event-bus.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: 'none' });
});
afterAll(() => ctx.close());

describe('scheduler', () => {
  it('runs a job on demand, once at a time, and refuses a second job of the same name', async () => {
    const scheduler = createScheduler({ db: ctx.db, dbKind: ctx.kind, logger: ctx.deps.logger });
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    scheduler.add({
      name: 'count',
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await gate;
      },
    });
    expect(() => scheduler.add({ name: 'count', everyMs: 1, run: async () => {} })).toThrow("Job 'count' is already scheduled");
    const first = scheduler.runNow('count');
    const second = scheduler.runNow('count');
    release();
    await Promise.all([first, second]);
    expect(runs).toBe(1);
    await scheduler.runNow('count');
    expect(runs).toBe(2);
    await expect(scheduler.runNow('nope')).rejects.toThrow("Unknown job 'nope'");
    await scheduler.stop();
  });

  // Several processes on one PostgreSQL: a job due in both runs once (an advisory lock), here two schedulers
  // (two processes' worth) on one database. PostgreSQL suite only; PGlite is one process.
  it.runIf(Boolean(process.env.DATABASE_URL))('runs a job due in two processes once at a time, by its advisory lock', async () => {
    const [a, b] = [0, 1].map(() => createScheduler({ db: ctx.db, dbKind: ctx.kind, logger: ctx.deps.logger }));
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    for (const scheduler of [a, b])
      scheduler.add({
        name: 'shared',
        everyMs: 60_000,
        run: async () => {
          runs += 1;
          started();
          await gate;
        },
      });
    const first = a.runNow('shared');
    await running;
    // The other process finds the lock taken and skips this run.
    await b.runNow('shared');
    expect(runs).toBe(1);
    release();
    await first;
    // Once the first run is over, the lock is free again.
    await b.runNow('shared');
    expect(runs).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('logs a failing job instead of crashing the process', async () => {
    const scheduler = createScheduler({ db: ctx.db, dbKind: ctx.kind, logger: ctx.deps.logger });
    scheduler.add({
      name: 'broken',
      everyMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    });
    await scheduler.runNow('broken');
    expect(ctx.logs.some((line) => line.message === 'job failed' && line.job === 'broken')).toBe(true);
  });
});

describe('event bus', () => {
  it('delivers to every subscriber until it unsubscribes, even when one throws', () => {
    const bus = createLocalEventBus();
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('broken listener');
    });
    const stop = bus.subscribe((event) => seen.push(event.type));
    bus.publish({ userId: 1, type: 'message', data: {} });
    stop();
    bus.publish({ userId: 1, type: 'later', data: {} });
    expect(seen).toEqual(['message']);
  });
});
