// Fair admission (http/overload.ts): requests start in arrival order, a few per turn of the event loop, so a turn
// stays short and the server accepts new connections between turns (issue 24's 200-connection load step).
import { describe, expect, it } from 'vitest';
import { createTurnstile } from '../../src/http/overload.ts';

const nextTurn = () => new Promise<void>((done) => setImmediate(done));

describe('the turnstile', () => {
  it('lets at most its number through per turn, first come first served', async () => {
    const turnstile = createTurnstile(3);
    const order: number[] = [];
    const entered = Array.from({ length: 8 }, (_, i) => turnstile.enter().then(() => order.push(i)));
    expect(turnstile.waiting).toBe(8);
    await nextTurn();
    expect(order).toEqual([0, 1, 2]);
    expect(turnstile.waiting).toBe(5);
    await nextTurn();
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    await Promise.all(entered);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(turnstile.waiting).toBe(0);
  });

  it('lets a lone request through on the next turn', async () => {
    const turnstile = createTurnstile(3);
    let through = false;
    void turnstile.enter().then(() => (through = true));
    await nextTurn();
    expect(through).toBe(true);
  });
});
