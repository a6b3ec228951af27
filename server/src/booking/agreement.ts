// The rental agreement between host and renter, written from the booking's facts in English or French (its words in
// locales/{en,fr}/server.json, section `agreement`). The renter signs it by typing their full name; the signature
// keeps the version, language, time and a hash of the text.
import type { Locale } from '@rove/contract';
import { createHash } from 'node:crypto';
import { type CancellationPolicyName, cancellationPolicies, minimumDriverAgeOf, normaliseName } from '@rove/contract';
import { addDays } from '../pricing/calendar.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { serverWords } from '../i18n/server-words.ts';
import { formatInvoiceDay, formatInvoiceMoney, levelName } from './invoice.ts';

export const agreementVersion = '2026-1';

export interface AgreementFacts {
  language: Locale;
  hostName: string;
  renterName: string;
  rvName: string;
  rvLocation: string;
  quote: TripQuote;
  guests: number;
  pets: boolean;
  pickupTime: string;
  dropoffTime: string;
  policy: CancellationPolicyName;
  smokingAllowed: boolean;
  petsAllowed: boolean;
}

export interface AgreementText {
  Version: string;
  Title: string;
  Clauses: { Heading: string; Body: string }[];
}

/** The agreement's words: locales/{en,fr}/server.json, section `agreement`. */
const say = (language: Locale, key: string, values?: Readonly<Record<string, string | number>>) =>
  serverWords(language, `agreement.${key}`, values);

/** A clause's body: the sentences that apply, separated by a space. */
const sentences = (...parts: (string | false)[]) => parts.filter((part) => part !== false).join(' ');

function allowanceText(language: Locale, free: number | null, unit: string, price: string, days: number) {
  if (free === null) return say(language, 'unlimited');
  return say(language, 'allowance', { free, unit, perDay: free / days, price, days });
}

/**
 * The agreement's text in the booking's language. Version 2026-1 is signed as it was first written, byte for byte
 * (server/test/booking/agreement-bytes.test.ts holds its hashes): "(1 nights)", "guest(s)", "day(s)" and its French
 * spacing stay as they are; a change to its words is a new version.
 */
export function rentalAgreement(f: AgreementFacts): AgreementText {
  const q = f.quote;
  const language = f.language;
  const money = (cents: number) => formatInvoiceMoney(cents / 100, q.currency, language);
  const day = (iso: string) => formatInvoiceDay(iso, language);
  const unit = q.distanceUnit;
  // The cancellation rules in one line, separated by "; " in both languages.
  const rules = cancellationPolicies[f.policy].Rules.map((rule) =>
    say(language, 'cancellationRule', { percent: rule.RefundPercent, days: rule.MinDaysBefore }),
  ).join('; ');
  const distance = allowanceText(language, q.allowances.freeDistance, unit, money(q.allowances.chargePerDistanceOver), q.totalDays);
  const generator = allowanceText(
    language,
    q.allowances.freeGeneratorHours,
    'h',
    money(q.allowances.chargePerGeneratorHourOver),
    q.totalDays,
  );
  const bodies: [clause: string, body: string][] = [
    ['parties', say(language, 'parties.body', { host: f.hostName, renter: f.renterName, rv: f.rvName, location: f.rvLocation })],
    [
      'period',
      say(language, 'period.body', {
        start: day(q.startDate),
        pickup: f.pickupTime,
        end: day(q.endDate),
        dropoff: f.dropoffTime,
        nights: q.nights,
      }),
    ],
    [
      'guests',
      sentences(
        say(language, 'guests.body', { guests: f.guests }),
        say(language, f.pets ? 'guests.pets' : 'guests.noPets'),
        !f.smokingAllowed && say(language, 'guests.noSmoking'),
      ),
    ],
    ['allowances', say(language, 'allowances.body', { distance, generator })],
    ['drivers', say(language, 'drivers.body', { age: minimumDriverAgeOf(q.protection.level) })],
    [
      'protection',
      sentences(
        say(language, 'protection.body', { level: levelName(language, q.protection.level), deductible: money(q.protection.deductible) }),
        q.protection.roadsideTotal > 0 && say(language, 'protection.roadside'),
        say(language, 'protection.incidents'),
      ),
    ],
    [
      'deposit',
      q.securityDeposit.amount > 0
        ? say(language, 'deposit.body', { amount: money(q.securityDeposit.amount), on: day(q.securityDeposit.on) })
        : say(language, 'deposit.none'),
    ],
    ['closeout', say(language, 'closeout.body', { by: day(addDays(q.endDate, 30)) })],
    ['cancellation', say(language, 'cancellation.body', { policy: say(language, `policies.${f.policy}`), rules })],
    ['signature', say(language, 'signature.body')],
  ];
  return {
    Version: agreementVersion,
    Title: say(language, 'title'),
    Clauses: bodies.map(([clause, body], index) => ({ Heading: `${index + 1}. ${say(language, `${clause}.heading`)}`, Body: body })),
  };
}

export function agreementHash(text: AgreementText): string {
  return createHash('sha256').update(JSON.stringify(text)).digest('hex');
}

/** Typed signatures match when they are the same name, whatever the case, accents or extra spaces (normaliseName). */
export function signatureMatches(typed: string, expected: string): boolean {
  return normaliseName(typed) !== '' && normaliseName(typed) === normaliseName(expected);
}
