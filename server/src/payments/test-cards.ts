import { luhnValid } from '@rove/contract';

/** The simulator's test cards (the same numbers the mainstream providers use in test mode). */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
} as const;

export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication' | 'invalid_number';

export function cardOutcome(rawNumber: string): CardOutcome {
  const number = rawNumber.replace(/[\s-]/g, '');
  // Luhn check (the contract's): a mistyped number is refused before it reaches the provider.
  if (!luhnValid(number)) return 'invalid_number';
  if (number === testCards.declined) return 'declined';
  if (number === testCards.insufficientFunds) return 'insufficient_funds';
  if (number === testCards.requiresAuthentication) return 'requires_authentication';
  return 'succeeds';
}
