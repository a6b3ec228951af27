// Card entry checks before anything is sent (the provider decides the rest): the contract's CardInputSchema (Luhn
// number, 3 or 4 digit CVC) and an MM/YY expiry not in the past; and the deposit-hold day. Pure.
import type { CardInputSchema } from '@rove/contract';
import { type FieldProblems, validateWith } from './contract-form.ts';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** "12/30", "12 / 2030", "1230" -> { month 12, year 2030 }, else null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The card as the payment confirmation takes it (CardInputSchema of the contract); an unreadable expiry is NaN. */
export function cardBody(input: CardInput): { Number: string; ExpMonth: number; ExpYear: number; Cvc: string } {
  const expiry = parseExpiry(input.expiry);
  return {
    Number: input.number.replace(/[\s-]/g, ''),
    ExpMonth: expiry?.month ?? Number.NaN,
    ExpYear: expiry?.year ?? Number.NaN,
    Cvc: input.cvc.trim(),
  };
}

/** The card sent to the provider. */
export type Card = ReturnType<typeof cardBody>;

/** The form field of each field of the card body. */
export const cardFieldOf = (path: string): keyof CardInput => (path.startsWith('Exp') ? 'expiry' : path === 'Cvc' ? 'cvc' : 'number');

/** A card whose expiry month is before this month (`today` as YYYY-MM-DD) has expired. */
export function expiryProblems(input: CardInput, today: string): FieldProblems<keyof CardInput> {
  const expiry = parseExpiry(input.expiry);
  const [ty, tm] = today.split('-').map(Number);
  return expiry && (expiry.year < ty || (expiry.year === ty && expiry.month < tm)) ? { expiry: { code: 'expired' } } : {};
}

/** All the problems of a card: the contract's CardInputSchema (Luhn number, month, 3 or 4 digit CVC), then the expiry. */
export function cardProblems(input: CardInput, today: string, schema: typeof CardInputSchema): FieldProblems<keyof CardInput> {
  const checked = validateWith(schema, cardBody(input), cardFieldOf, { ...input });
  return { ...expiryProblems(input, today), ...(checked.ok ? {} : checked.problems) };
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
