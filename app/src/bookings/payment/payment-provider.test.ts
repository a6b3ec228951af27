import { describe, expect, it } from 'vitest';
import { declineMessageKey } from './payment-provider.ts';

describe('declineMessageKey', () => {
  it.each([
    ['Your card was declined.', 'payment.decline.declined'],
    ['Your card has insufficient funds.', 'payment.decline.insufficientFunds'],
    ['We are unable to authenticate your payment method.', 'payment.decline.authenticationFailed'],
    ['Something else', null],
    [null, null],
  ])('%s -> %s', (message, key) => expect(declineMessageKey(message)).toBe(key));
});
