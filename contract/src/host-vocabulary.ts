// Host operations' vocabulary and rules, without zod (issue 35): the drivers' ages and regions, the payout account's
// checks, the field messages (hostMessage, English and French). The app's pages read them without loading a schema;
// host.ts builds its schemas on them.
import { type Bilingual, inLanguage } from './bilingual.ts';
import { isCalendarDay } from './calendar-day.ts';
import { type Locale, type ProtectionLevel, stationaryProtectionLevels } from './constants.ts';
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

const messageTable = {
  'Field.invalid': { en: 'This answer is not valid.', fr: 'Cette réponse n’est pas valide.' },
  'Field.required': { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  'Date.format': { en: 'Enter a date as YYYY-MM-DD.', fr: 'Entrez une date au format AAAA-MM-JJ.' },
  'Range.order': {
    en: 'The end date must be on or after the start date.',
    fr: 'La date de fin doit être le même jour ou après la date de début.',
  },
  'Range.past': { en: 'Past nights cannot be changed.', fr: 'Les nuits passées ne peuvent pas être modifiées.' },
  'Range.tooLong': {
    en: `A change covers at most ${calendarLimits.RangeNights} nights.`,
    fr: `Une modification couvre au plus ${calendarLimits.RangeNights} nuits.`,
  },
  'Range.tooFar': {
    en: `The calendar goes ${calendarLimits.AheadDays} days ahead.`,
    fr: `Le calendrier s’étend sur ${calendarLimits.AheadDays} jours.`,
  },
  'NightlyPrice.range': {
    en: `Enter a nightly price from ${calendarLimits.NightlyPrice.min} to ${calendarLimits.NightlyPrice.max}.`,
    fr: `Entrez un prix par nuit de ${calendarLimits.NightlyPrice.min} à ${calendarLimits.NightlyPrice.max}.`,
  },
  'MinimumNights.range': {
    en: `Enter a minimum stay from ${calendarLimits.MinimumNights.min} to ${calendarLimits.MinimumNights.max} nights.`,
    fr: `Entrez un séjour minimum de ${calendarLimits.MinimumNights.min} à ${calendarLimits.MinimumNights.max} nuits.`,
  },
  'Note.tooLong': {
    en: `Keep the note under ${calendarLimits.Note.max} characters.`,
    fr: `Limitez la note à ${calendarLimits.Note.max} caractères.`,
  },
  'FeedName.length': {
    en: `Name the calendar in 1 to ${calendarLimits.FeedName.max} characters.`,
    fr: `Nommez le calendrier en 1 à ${calendarLimits.FeedName.max} caractères.`,
  },
  'FeedUrl.format': {
    en: 'Enter the calendar’s address, starting with https:// or http://.',
    fr: 'Entrez l’adresse du calendrier, qui commence par https:// ou http://.',
  },
  'FeedContent.required': { en: 'Choose an iCal file (.ics).', fr: 'Choisissez un fichier iCal (.ics).' },
  'FirstName.required': { en: 'Enter the driver’s first name.', fr: 'Entrez le prénom du conducteur.' },
  'LastName.required': { en: 'Enter the driver’s last name.', fr: 'Entrez le nom du conducteur.' },
  'DateOfBirth.tooYoung': {
    en: `Drivers must be at least ${minimumDriverAge} years old.`,
    fr: `Les conducteurs doivent avoir au moins ${minimumDriverAge} ans.`,
  },
  'DateOfBirth.implausible': { en: 'Check the date of birth.', fr: 'Vérifiez la date de naissance.' },
  'LicenceNumber.format': {
    en: 'Enter the licence number: 4 to 20 letters, digits or dashes.',
    fr: 'Entrez le numéro de permis : 4 à 20 lettres, chiffres ou tirets.',
  },
  'LicenceCountry.option': { en: 'Choose the United States or Canada.', fr: 'Choisissez les États-Unis ou le Canada.' },
  'LicenceRegion.option': {
    en: 'Choose the state or province that issued the licence.',
    fr: 'Choisissez l’État ou la province qui a délivré le permis.',
  },
  'Reply.length': { en: 'Write a reply of 2 to 1000 characters.', fr: 'Écrivez une réponse de 2 à 1000 caractères.' },
  'LicenceExpiry.expired': { en: 'This licence has expired.', fr: 'Ce permis est expiré.' },
} as const;

export type HostMessageCode = keyof typeof messageTable;

export function hostMessage(code: string, locale: Locale): string {
  return inLanguage((messageTable as Record<string, Bilingual>)[code] ?? messageTable['Field.invalid'], locale);
}

/** Field errors as the API answers them: field -> sentences (in the request's language). */
export function hostFieldErrors(codes: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(Object.entries(codes).map(([field, list]) => [field, [...new Set(list.map((c) => hostMessage(c, locale)))]]));
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

const profileMessages = {
  'About.tooLong': { en: 'Keep “About you” under 1000 characters.', fr: 'Limitez « À propos de vous » à 1000 caractères.' },
  'Languages.option': { en: 'Choose languages from the list.', fr: 'Choisissez des langues de la liste.' },
  'City.tooLong': { en: 'Enter a city of up to 80 characters.', fr: 'Entrez une ville de 80 caractères au plus.' },
  'PhoneNumber.format': {
    en: 'Enter a 10-digit phone number, e.g. 416 555 0199.',
    fr: 'Entrez un numéro à 10 chiffres, p. ex. 416 555 0199.',
  },
  'Language.option': { en: 'Choose English or French.', fr: 'Choisissez l’anglais ou le français.' },
  'Goal.range': { en: 'Enter a goal from 1 to 10,000,000.', fr: 'Entrez un objectif de 1 à 10 000 000.' },
  'AccountHolder.length': { en: 'Enter the account holder’s name.', fr: 'Entrez le nom du titulaire du compte.' },
  'RoutingNumber.format': {
    en: 'Enter the 9-digit routing number printed on your cheques.',
    fr: 'Entrez le numéro d’acheminement de 9 chiffres imprimé sur vos chèques.',
  },
  'RoutingNumber.checksum': {
    en: 'This routing number does not exist: check its digits.',
    fr: 'Ce numéro d’acheminement n’existe pas : vérifiez ses chiffres.',
  },
  'InstitutionNumber.format': { en: 'Enter the 3-digit institution number.', fr: 'Entrez le numéro d’institution de 3 chiffres.' },
  'TransitNumber.format': { en: 'Enter the 5-digit transit number.', fr: 'Entrez le numéro de transit de 5 chiffres.' },
  'AccountNumber.formatUS': { en: 'Enter an account number of 4 to 17 digits.', fr: 'Entrez un numéro de compte de 4 à 17 chiffres.' },
  'AccountNumber.formatCA': { en: 'Enter an account number of 7 to 12 digits.', fr: 'Entrez un numéro de compte de 7 à 12 chiffres.' },
  'AccountNumber.mismatch': { en: 'The two account numbers differ.', fr: 'Les deux numéros de compte diffèrent.' },
  'CardNumber.invalid': { en: 'Enter a valid card number.', fr: 'Entrez un numéro de carte valide.' },
  'CardExpiry.past': { en: 'This card has expired.', fr: 'Cette carte est expirée.' },
  'CardCvc.format': { en: 'Enter the 3 or 4 digits on the back of the card.', fr: 'Entrez les 3 ou 4 chiffres au dos de la carte.' },
} as const;
Object.assign(messageTable, profileMessages);

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
