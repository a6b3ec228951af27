// Host operations' vocabulary and rules, without zod (issue 35): the drivers' ages and regions, the payout account's
// checks, the field messages' codes (hostWords; sentences in locales/*/forms.json). The app's pages read them without loading a schema;
// host.ts builds its schemas on them.
import type { CodeWords } from './bilingual.ts';
import { isCalendarDay } from './calendar-day.ts';
import { type ProtectionLevel, stationaryProtectionLevels } from './constants.ts';
import type { DriverInput, PayoutMethodInput } from './host.ts';
import { rvLimits } from './rvs-vocabulary.ts';

/** Calendar ranges are whole nights: StartDate and EndDate are both included (the last night starts on EndDate). */
export const calendarLimits = {
  /** The longest range one change may cover. */
  RangeNights: 366,
  /** How far ahead the calendar goes (days). */
  AheadDays: 730,
  NightlyPrice: rvLimits.NightlyPrice,
  MinimumNights: { min: 1, max: 365 },
  Note: { max: 200 },
  FeedName: { min: 1, max: 60 },
  FeedUrl: { max: 2000 },
  /** An iCal feed larger than this is refused (bytes). */
  FeedBytes: 2_000_000,
  /** Events in one feed at most: a feed with more is refused ("This calendar has too many events"). */
  FeedEvents: 5000,
  /** Busy ranges of one feed once its recurring events are expanded over the calendar's horizon. */
  FeedOccurrences: 5000,
  /** Steps of all recurrence expansions of one feed (those before today count too). */
  FeedRecurrenceSteps: 200_000,
  /** Redirects followed when fetching a feed. */
  FeedRedirects: 5,
  /** Feeds per RV. */
  FeedsPerRv: 10,
} as const;

/**
 * The specification's two age constants (21 and 25 years, "unknown use"). Decision: 21 is the minimum age of any
 * driver (the account holder and every additional driver); a driver under 25 is a young driver, shown a notice
 * (young drivers may pay more and some protection plans exclude them).
 */
export const minimumDriverAge = 21;
export const youngDriverAge = 25;

/**
 * The youngest driver a protection plan covers: drivers must be 25 on the first day of the trip, 21 with the Premium
 * plan or a stationary plan (no plan chosen yet: 25). The app answers early with it; the server refuses with
 * DRIVER_TOO_YOUNG, writes it in the rental agreement and publishes it on the protection page.
 */
export function minimumDriverAgeOf(level: ProtectionLevel | null): number {
  if (level === 'Premium') return minimumDriverAge;
  return level !== null && (stationaryProtectionLevels as readonly ProtectionLevel[]).includes(level) ? minimumDriverAge : youngDriverAge;
}

/** The host operations' codes; their sentences are in locales/{en,fr}/forms.json, section `host`. */
export const hostMessageCodes = [
  'Field.invalid',
  'Field.required',
  'Date.format',
  'Range.order',
  'Range.past',
  'Range.tooLong',
  'Range.tooFar',
  'NightlyPrice.range',
  'MinimumNights.range',
  'Note.tooLong',
  'FeedName.length',
  'FeedUrl.format',
  'FeedContent.required',
  'FirstName.required',
  'LastName.required',
  'DateOfBirth.tooYoung',
  'DateOfBirth.implausible',
  'LicenceNumber.format',
  'LicenceCountry.option',
  'LicenceRegion.option',
  'Reply.length',
  'LicenceExpiry.expired',
  'About.tooLong',
  'Languages.option',
  'City.tooLong',
  'PhoneNumber.format',
  'Language.option',
  'Goal.range',
  'AccountHolder.length',
  'RoutingNumber.format',
  'RoutingNumber.checksum',
  'InstitutionNumber.format',
  'TransitNumber.format',
  'AccountNumber.formatUS',
  'AccountNumber.formatCA',
  'AccountNumber.mismatch',
  'CardNumber.invalid',
  'CardExpiry.past',
  'CardCvc.format',
] as const;
export type HostMessageCode = (typeof hostMessageCodes)[number];

/** The host codes' words: an unknown code reads as "This answer is not valid." (Field.invalid). */
export const hostWords: CodeWords<HostMessageCode> = {
  section: 'host',
  codes: hostMessageCodes,
  fallback: 'Field.invalid',
  values: () => ({
    rangeNights: calendarLimits.RangeNights,
    aheadDays: calendarLimits.AheadDays,
    nightlyPriceMin: calendarLimits.NightlyPrice.min,
    nightlyPriceMax: calendarLimits.NightlyPrice.max,
    minimumNightsMin: calendarLimits.MinimumNights.min,
    minimumNightsMax: calendarLimits.MinimumNights.max,
    noteMax: calendarLimits.Note.max,
    feedNameMax: calendarLimits.FeedName.max,
    minimumDriverAge: minimumDriverAge,
  }),
};

/** Field errors as the API answers them: field -> sentences (each code worded in the request's language). */
export function hostFieldErrors(codes: Record<string, string[]>, words: (code: string) => string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(codes).map(([field, list]) => [field, [...new Set(list.map(words))]]));
}

/** A real calendar day written YYYY-MM-DD (the contract's one check, calendar-day.ts). */
export const isCalendarDate = isCalendarDay;

export const driverRegions = {
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ],
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
} as const;

/** Full years from the date of birth to `today` (a birthday counts on its day; 29 February counts on 1 March). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

export type DriverAgeStatus = 'tooYoung' | 'young' | 'adult';

/** Under 21: may not drive; 21 to 24: a young driver (a notice); 25 and over: nothing to say. */
export function driverAgeStatus(dateOfBirth: string, today: string): DriverAgeStatus {
  const age = ageOn(dateOfBirth, today);
  if (age < minimumDriverAge) return 'tooYoung';
  if (age < youngDriverAge) return 'young';
  return 'adult';
}

/** The checks that need today: age (21 at least), a plausible birth date, a licence not expired. */
export function driverProblems(input: Pick<DriverInput, 'DateOfBirth' | 'LicenceExpiry'>, today: string): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (ageOn(input.DateOfBirth, today) > 120 || input.DateOfBirth > today) problems.DateOfBirth = ['DateOfBirth.implausible'];
  else if (driverAgeStatus(input.DateOfBirth, today) === 'tooYoung') problems.DateOfBirth = ['DateOfBirth.tooYoung'];
  if (input.LicenceExpiry < today) problems.LicenceExpiry = ['LicenceExpiry.expired'];
  return problems;
}

/** The ABA checksum of a US routing number: 3, 7, 1 weights, sum divisible by 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = value.split('').map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0 && sum > 0;
}

/** Field problems of a payout account (codes of hostMessage): US routing + account, or CA institution + transit + account. */
export function payoutAccountProblems(input: PayoutMethodInput): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');
  if (input.Country === 'US') {
    const routing = digits(input.RoutingNumber);
    if (!/^\d{9}$/.test(routing)) problems.RoutingNumber = ['RoutingNumber.format'];
    else if (!isAbaRoutingNumber(routing)) problems.RoutingNumber = ['RoutingNumber.checksum'];
    if (!/^\d{4,17}$/.test(digits(input.AccountNumber))) problems.AccountNumber = ['AccountNumber.formatUS'];
  } else {
    if (!/^\d{3}$/.test(digits(input.InstitutionNumber))) problems.InstitutionNumber = ['InstitutionNumber.format'];
    if (!/^\d{5}$/.test(digits(input.TransitNumber))) problems.TransitNumber = ['TransitNumber.format'];
    if (!/^\d{7,12}$/.test(digits(input.AccountNumber))) problems.AccountNumber = ['AccountNumber.formatCA'];
  }
  if (!problems.AccountNumber && digits(input.AccountNumber) !== digits(input.ConfirmAccountNumber))
    problems.ConfirmAccountNumber = ['AccountNumber.mismatch'];
  return problems;
}
