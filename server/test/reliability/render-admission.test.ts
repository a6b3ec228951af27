// Admission of the pages the server renders (http/overload.ts createRenderAdmission, issue 35): a few at once, the
// others in arrival order while the wait they can expect stays under the limit, 503 at once beyond it, and a
// request whose client leaves while it waits leaves the queue.
import { describe, expect, it } from 'vitest';
import { createRenderAdmission } from '../../src/http/overload.ts';

describe('render admission', () => {
  it('starts renders up to its concurrency at once, then the others in arrival order as turns end', async () => {
    const admission = createRenderAdmission({ concurrency: 2, maxWaitMs: 1000, initialPaceMs: 10 });
    const first = await admission.enter();
    const second = await admission.enter();
    expect(first && second).toBeTruthy();
    expect(admission.running).toBe(2);
    const order: number[] = [];
    const third = admission.enter().then((end) => (order.push(3), end));
    const fourth = admission.enter().then((end) => (order.push(4), end));
    expect(admission.waiting).toBe(2);
    second?.();
    (await third)?.();
    first?.();
    (await fourth)?.();
    expect(order).toEqual([3, 4]);
    expect(admission.running).toBe(0);
  });

  it('answers at once (null: 503) when the expected wait, the renders ahead at the measured pace, is over the limit', async () => {
    let now = 0;
    const admission = createRenderAdmission({ concurrency: 1, maxWaitMs: 100, initialPaceMs: 40, now: () => now });
    const running = await admission.enter();
    // Two may wait (2 x 40 ms), a third would wait 120 ms.
    const waiting = [admission.enter(), admission.enter()];
    expect(await admission.enter()).toBeNull();
    expect(admission.waiting).toBe(2);
    // The renderer speeds up: turns ending 10 ms apart bring the pace down, and more may wait.
    now = 10;
    running?.();
    for (const turn of waiting) {
      now += 10;
      (await turn)?.();
    }
    expect(admission.pace).toBeLessThan(40);
  });

  it('ends a turn once, however often its end is called', async () => {
    const admission = createRenderAdmission({ concurrency: 1 });
    const end = await admission.enter();
    end?.();
    end?.();
    expect(admission.running).toBe(0);
    const again = await admission.enter();
    expect(admission.running).toBe(1);
    again?.();
  });

  it('drops a waiting request whose client has gone, and never starts it', async () => {
    const admission = createRenderAdmission({ concurrency: 1, maxWaitMs: 1000 });
    const running = await admission.enter();
    const client = new AbortController();
    const gone = admission.enter(client.signal);
    const next = admission.enter();
    client.abort();
    expect(await gone).toBeNull();
    expect(admission.waiting).toBe(1);
    running?.();
    const turn = await next;
    expect(turn).toBeTruthy();
    expect(admission.running).toBe(1);
    turn?.();
    // A client already gone never waits.
    expect(await admission.enter(AbortSignal.abort())).toBeNull();
  });

  it('answers 503 to a request that has waited half as long again as the limit (the renderer slowed down)', async () => {
    const admission = createRenderAdmission({ concurrency: 1, maxWaitMs: 40, initialPaceMs: 1 });
    const running = await admission.enter();
    const started = performance.now();
    expect(await admission.enter()).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(admission.waiting).toBe(0);
    running?.();
  });
});
