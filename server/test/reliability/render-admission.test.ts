// Admission of the pages the server renders (http/overload.ts createRenderAdmission, issue 35): a few at once, the
// others in arrival order while the wait they can expect stays under the limit, 503 at once beyond it, and a
// request whose client leaves while it waits leaves the queue.
import { describe, expect, it } from 'vitest';
import { createRenderAdmission, paceWindow, renderPace } from '../../src/http/overload.ts';

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

  it('keeps 50 connections waiting through a few slow renders in a row: no 503 while the wait stays well under the limit', async () => {
    let now = 0;
    const admission = createRenderAdmission({ concurrency: 4, maxWaitMs: 1000, initialPaceMs: 20, now: () => now });
    const turns: Promise<(() => void) | null>[] = [];
    // Each client asks for its next page as soon as it has an answer: 50 always asking, 46 of them waiting.
    for (let i = 0; i < 50; i++) turns.push(admission.enter());
    let shed = 0;
    for (let i = 0; i < 400; i++) {
      const end = await turns.shift();
      if (!end) shed++;
      else {
        // Renders end 8 ms apart, every tenth 30 ms, and four in a row 45 ms apart (a collection, the database's own
        // work) each hundred: about 11 ms on average, so the last in line expects some 0.5 s.
        now += i % 100 >= 50 && i % 100 < 54 ? 45 : i % 10 === 0 ? 30 : 8;
        end();
      }
      turns.push(admission.enter());
    }
    expect(shed).toBe(0);
    expect(admission.pace).toBeGreaterThan(8);
    expect(admission.pace).toBeLessThan(14);
    for (const turn of turns) (await turn)?.();
  });

  it('measures the pace from the start of a busy stretch, never across the idle time before it', async () => {
    let now = 0;
    const admission = createRenderAdmission({ concurrency: 1, maxWaitMs: 100, initialPaceMs: 20, now: () => now });
    now = 10;
    (await admission.enter())?.();
    // Ten seconds idle, then two pages: the second waits for the first, which takes 15 ms.
    now = 10_010;
    const first = await admission.enter();
    const second = admission.enter();
    now = 10_025;
    first?.();
    (await second)?.();
    expect(admission.pace).toBeLessThan(20);
  });
});

describe('render pace', () => {
  it('is the initial pace until renders are measured, then the mean gap between them', () => {
    const pace = renderPace(20);
    expect(pace.ms).toBe(20);
    for (let i = 0; i < paceWindow; i++) pace.add(9.5);
    expect(pace.ms).toBeCloseTo(9.5);
  });

  it('leaves one long gap (a stall) out', () => {
    const pace = renderPace(20);
    for (let i = 0; i < paceWindow; i++) pace.add(9.5);
    pace.add(10_000);
    expect(pace.ms).toBeLessThan(9.5 * 1.1);
  });

  it('averages renders whose ends are read together (gaps near 0, then a long one) to their pace', () => {
    const pace = renderPace(20);
    for (let i = 0; i < paceWindow * 2; i++) pace.add(i % 3 === 2 ? 30 : 0.01);
    expect(pace.ms).toBeGreaterThan(9);
    expect(pace.ms).toBeLessThan(11);
  });

  it('follows a renderer that really slows down within a window', () => {
    const pace = renderPace(20);
    for (let i = 0; i < paceWindow; i++) pace.add(9.5);
    for (let i = 0; i < paceWindow / 2; i++) pace.add(50);
    expect(pace.ms).toBeGreaterThan(25);
    for (let i = 0; i < paceWindow / 2; i++) pace.add(50);
    expect(pace.ms).toBeCloseTo(50);
  });
});
