import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './idempotency.ts';

describe('createAttemptKeys', () => {
  it('keeps the key for the same body and makes a new one when the body changes', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const body = { RvId: 1, Estimate: { dateStart: '2027-07-01' } };
    expect(keys.keyFor(body)).toBe('key-1');
    expect(keys.keyFor({ ...body })).toBe('key-1');
    expect(keys.keyFor({ ...body, MessageToHost: 'Hi' })).toBe('key-2');
    expect(keys.keyFor({ ...body, MessageToHost: 'Hi' })).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(createAttemptKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
