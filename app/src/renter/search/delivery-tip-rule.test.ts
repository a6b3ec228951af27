import { describe, expect, it } from 'vitest';
import { showDeliveryTip } from './delivery-tip-rule.ts';

describe('the discover-delivery tooltip', () => {
  it.each([
    [undefined, false, true],
    ['', false, true],
    ['1', false, false],
    [undefined, true, false],
    ['1', true, false],
  ])('cookie %o, delivery filter %s -> shown %s', (cookie, delivery, shown) => {
    expect(showDeliveryTip(cookie, delivery)).toBe(shown);
  });
});
