// The read cache's version reads on PostgreSQL (listings/read-cache.ts sharedFreshReads): callers share a read only if
// it started after they arrived, so none is given a snapshot older than a commit it could have seen.
import { describe, expect, it } from 'vitest';
import { sharedFreshReads } from '../src/listings/read-cache.ts';

function controlledReads() {
  const started: { resolve: (value: number) => void }[] = [];
  const read = () => new Promise<number>((resolve) => started.push({ resolve }));
  return { started, read };
}
const settle = () => new Promise<void>((done) => setImmediate(done));

describe('shared fresh reads', () => {
  it('gives a caller arriving during a read the next read, shared with everyone else waiting', async () => {
    const { started, read } = controlledReads();
    const fresh = sharedFreshReads(read);
    const first = fresh();
    expect(started).toHaveLength(1);
    // These arrive while read 0 runs: its snapshot may predate what they saw, so they wait for read 1.
    const late = [fresh(), fresh(), fresh()];
    expect(started).toHaveLength(1);
    started[0].resolve(0);
    expect(await first).toBe(0);
    await settle();
    expect(started).toHaveLength(2);
    // Arriving while read 1 runs: read 2, not read 1.
    const later = fresh();
    started[1].resolve(1);
    expect(await Promise.all(late)).toEqual([1, 1, 1]);
    await settle();
    expect(started).toHaveLength(3);
    started[2].resolve(2);
    expect(await later).toBe(2);
  });

  it('starts a new read when none runs, and goes on after a failed one', async () => {
    const { started, read } = controlledReads();
    let failNext = true;
    const fresh = sharedFreshReads(() => (failNext ? Promise.reject(new Error('lost connection')) : read()));
    await expect(fresh()).rejects.toThrow('lost connection');
    failNext = false;
    const next = fresh();
    started[0].resolve(7);
    expect(await next).toBe(7);
  });
});
