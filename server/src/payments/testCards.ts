/** The simulator's test cards (the same numbers the mainstream providers use in test mode). */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
} as const;

export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication' | 'invalid_number';

/** Luhn check: a mistyped number is refused before it reaches the provider. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let total = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

export function cardOutcome(rawNumber: string): CardOutcome {
  const number = rawNumber.replace(/[\s-]/g, '');
  if (!passesLuhn(number)) return 'invalid_number';
  if (number === testCards.declined) return 'declined';
  if (number === testCards.insufficientFunds) return 'insufficient_funds';
  if (number === testCards.requiresAuthentication) return 'requires_authentication';
  return 'succeeds';
}
