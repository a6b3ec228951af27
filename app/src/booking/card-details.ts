// Card entry checks before anything is sent (the provider decides the rest): Luhn number, MM/YY expiry not in the
// past, 3 or 4 digit CVC; and the deposit-hold day. Pure.
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface Card {
  Number: string;
  ExpMonth: number;
  ExpYear: number;
  Cvc: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "12/30", "12 / 2030", "1230" -> { month 12, year 2030 }, else null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Error keys (booking catalogue) by field; `today` as YYYY-MM-DD. */
export function checkCard(input: CardInput, today: string): { errors: CardErrors; card: Card | null } {
  const errors: CardErrors = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (!digits) errors.number = 'card.errors.required';
  else if (!luhnValid(digits)) errors.number = 'card.errors.number';
  const expiry = parseExpiry(input.expiry);
  const [ty, tm] = today.split('-').map(Number);
  if (!input.expiry.trim()) errors.expiry = 'card.errors.required';
  else if (!expiry) errors.expiry = 'card.errors.expiry';
  else if (expiry.year < ty || (expiry.year === ty && expiry.month < tm)) errors.expiry = 'card.errors.expired';
  if (!input.cvc.trim()) errors.cvc = 'card.errors.required';
  else if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'card.errors.cvc';
  if (Object.keys(errors).length || !expiry) return { errors, card: null };
  return { errors, card: { Number: digits, ExpMonth: expiry.month, ExpYear: expiry.year, Cvc: input.cvc.trim() } };
}

/**
 * The words of one payment-schedule line: what was paid is "Paid" (never the new total after a change), what is
 * due now is charged on acceptance while the host decides, else "Due now"; a dated line is due on its date.
 */
export function scheduleLabelKey(
  payment: { Kind?: 'Paid' | 'DueNow' | 'DueLater'; DueOn: string | null },
  awaitingHost: boolean,
): 'complete.paid' | 'complete.dueNow' | 'complete.onAcceptance' | 'complete.paidNow' | 'complete.dueOn' {
  if (payment.Kind === 'Paid') return 'complete.paid';
  if (payment.DueOn !== null) return 'complete.dueOn';
  if (awaitingHost) return 'complete.onAcceptance';
  return payment.Kind === 'DueNow' ? 'complete.dueNow' : 'complete.paidNow';
}

/** The security deposit is held 3 days before the trip starts (domain facts). */
export function depositHoldDay(startDate: string): string {
  const day = new Date(`${startDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 3);
  return day.toISOString().slice(0, 10);
}
