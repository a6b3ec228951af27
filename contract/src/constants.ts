// Business constants from spec 000 section 9, spelt as the specification spells them.
export const drivableTypes = ['ClassA', 'ClassB', 'ClassC', 'TruckCamper', 'Campervan'] as const;
export const towableTypes = ['FifthWheel', 'Hybrid', 'MicroTrailer', 'TravelTrailer', 'TentTrailer', 'ToyHauler'] as const;
export const otherTypes = ['Vintage', 'MotoVintage', 'MotorHome'] as const;
export const rvTypes = [...drivableTypes, ...towableTypes, ...otherTypes] as const;
export type RvType = (typeof rvTypes)[number];
/** Of the other types, these are driven; Vintage is a (vintage) trailer. */
export const drivableOtherTypes: readonly RvType[] = ['MotoVintage', 'MotorHome'];
export const isDrivable = (type: RvType) => (drivableTypes as readonly RvType[]).includes(type) || drivableOtherTypes.includes(type);

/** The search request's boolean per type: the travel trailer goes under its sub name. */
export const typeSearchField: Record<RvType, string> = {
  ClassA: 'ClassA',
  ClassB: 'ClassB',
  ClassC: 'ClassC',
  TruckCamper: 'TruckCamper',
  Campervan: 'Campervan',
  FifthWheel: 'FifthWheel',
  Hybrid: 'Hybrid',
  MicroTrailer: 'MicroTrailer',
  TravelTrailer: 'SubTravelTrailer',
  TentTrailer: 'TentTrailer',
  ToyHauler: 'ToyHauler',
  Vintage: 'Vintage',
  MotoVintage: 'MotoVintage',
  MotorHome: 'MotorHome',
};

export const amenities = [
  'AirConditioner',
  'AirportPickup',
  'DiningTable',
  'Family_kidfriendly',
  'Heater',
  'InsideShower',
  'KitchenSink',
  'Microwave',
  'OutsideShower',
  'Refrigerator',
  'Stove_Range',
  'Toilet',
] as const;
export type Amenity = (typeof amenities)[number];
/** Pet-friendly travels in the Amenities list under this name. */
export const petFriendlyAmenity = 'Petfriendly';

export const bedTypes = ['BedKing', 'BedQueen', 'BedDinette', 'BedSofa', 'BedBunkTwin', 'BedBunkDouble'] as const;
export const fuels = ['Diesel', 'Gasoline'] as const;
export const sortOrders = ['Recommended', 'PriceASC', 'PriceDESC', 'DistanceASC'] as const;
export type SortOrder = (typeof sortOrders)[number];
/** Sort order must be one of Recommended, PriceASC, PriceDESC or DistanceASC, otherwise it is ignored (null). */
export function parseSortOrder(value: string | null | undefined): SortOrder | null {
  return sortOrders.find((order) => order === value) ?? null;
}
export const reviewSorts = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const badges = ['Superhost', 'InstantBook', 'DeliveryOnly', 'Featured'] as const;

export const countries = ['US', 'CA'] as const;
export type Country = (typeof countries)[number];
export const currencies = ['USD', 'CAD'] as const;
export type Currency = (typeof currencies)[number];
/** Currency is looked up from the country (US USD, CA CAD). */
export const currencyOf = (country: Country): Currency => (country === 'CA' ? 'CAD' : 'USD');
/** The market of a currency: a reader shown CAD reads distances in km, one shown USD in miles (one unit per page). */
export const countryOfCurrency = (currency: Currency): Country => (currency === 'CAD' ? 'CA' : 'US');

/** Spec 000 section 9: 1 CAD = 0.73 USD. */
export const usdPerCad = 0.73;

/**
 * Amounts are shown in the currency the visitor chose, converted at 1 CAD = 0.73 USD and rounded to the cent;
 * money is still charged in the listing's currency. The one conversion of client and server.
 */
export function convertCurrency(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  const value = from === 'CAD' ? amount * usdPerCad : amount / usdPerCad;
  return Math.round(value * 100) / 100;
}
export const distanceUnits = ['mi', 'km'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];
/** Distances are in kilometres in Canada and miles in the United States. */
export const distanceUnitOf = (country: Country): DistanceUnit => (country === 'CA' ? 'km' : 'mi');
/** Km to miles: x 0.621371 (spec 001 section 5). */
export const kmToMilesFactor = 0.621371;
/** Miles to km: x 1.60934 (spec 001 section 5). */
export const milesToKmFactor = 1.60934;
export const kmToMiles = (km: number) => km * kmToMilesFactor;
export const milesToKm = (miles: number) => miles * milesToKmFactor;
/** A distance given in km, in the country's unit (miles in the US, km in Canada). */
export const toMarketUnit = (km: number, country: Country) => (distanceUnitOf(country) === 'mi' ? kmToMiles(km) : km);
/** A distance given in the country's unit, in km. */
export const fromMarketUnit = (distance: number, unit: DistanceUnit) => (unit === 'mi' ? milesToKm(distance) : distance);

/** Search filter ranges (spec 000 section 5); a range equal to its full default counts as no filter. */
export function searchRanges(currentYear: number) {
  return {
    price: { min: 0, max: 500 },
    weight: { min: 0, max: 20000 },
    length: { min: 0, max: 50 },
    year: { min: currentYear - 20, max: currentYear + 1 },
  };
}

/** Driving protection plans, in the order renters compare them (spec 001 section 3). */
export const drivingProtectionLevels = ['Basic', 'Standard', 'Premium'] as const;
/** Stationary protection plans, for an RV delivered and parked (spec 001 section 3). */
export const stationaryProtectionLevels = ['Stationary', 'StationaryPlus'] as const;
/** Protection levels (spec 001 section 3). */
export const protectionLevels = [...drivingProtectionLevels, ...stationaryProtectionLevels] as const;
export type ProtectionLevel = (typeof protectionLevels)[number];

/** rvUsage values: the RV is picked up, delivered for a road trip, or delivered and parked. */
export const rvUsages = ['Pickup', 'Delivery', 'StationaryAfterDelivery'] as const;
export type RvUsage = (typeof rvUsages)[number];

/** How protection sees a trip: the RV is driven, or delivered and parked. */
export type ProtectionUsage = 'driving' | 'stationary';

/** The protection levels of each usage, in the order renters compare them. */
export const protectionLevelsByUsage: Readonly<Record<ProtectionUsage, readonly ProtectionLevel[]>> = {
  driving: drivingProtectionLevels,
  stationary: stationaryProtectionLevels,
};

/**
 * Protection plans: Basic, Standard, Premium for driving trips; Stationary and StationaryPlus when the RV is
 * delivered and parked (DESIGN.md). Stationary plans only when the RV is delivered and parked (rvUsage
 * StationaryAfterDelivery); driving plans otherwise (Pickup, Delivery, or no usage given).
 */
export function protectionUsageOf(rvUsage: string | null | undefined): ProtectionUsage {
  return rvUsage === 'StationaryAfterDelivery' ? 'stationary' : 'driving';
}

/** The usage a protection level belongs to: Stationary and StationaryPlus are stationary, the others driving. */
export function protectionUsageOfLevel(level: ProtectionLevel): ProtectionUsage {
  return protectionLevelsByUsage.stationary.includes(level) ? 'stationary' : 'driving';
}

/** A level fits a trip when it is a plan of the trip's usage (stationary plans only when delivered and parked). */
export function protectionLevelFitsUsage(level: ProtectionLevel, rvUsage: string | null | undefined): boolean {
  return protectionUsageOfLevel(level) === protectionUsageOf(rvUsage);
}

/** The site's languages (spec 000 sections 1 and 9): English by default (no path prefix), French under /fr. */
export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** A host's performance tier (spec 000 section 4): ActionRequired suspends the host (no new bookings, hidden listings). */
export const performanceTiers = ['Good', 'NeedsImprovement', 'ActionRequired'] as const;
export type PerformanceTier = (typeof performanceTiers)[number];

/** Booking statuses: a request waits for the host unless instant-book, then for payment; paying confirms it. */
export const bookingStatuses = [
  'AwaitingOwnerApproval',
  'AwaitingPayment',
  'Confirmed',
  'Declined',
  'Expired',
  'CancelledByRenter',
  'CancelledByOwner',
  'Completed',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The groups of booking statuses both sides read, defined once (issue 39: they were written by hand in 7 places). */
export const bookingStatusGroups = {
  /** Waiting for the host's answer or the renter's payment: it expires 48 hours after it started waiting. */
  pending: ['AwaitingOwnerApproval', 'AwaitingPayment'],
  /** Holding the RV's nights (the database's exclusion constraint covers exactly these); a change can be asked. */
  holding: ['AwaitingOwnerApproval', 'AwaitingPayment', 'Confirmed'],
  /** On the calendar and in the booking's documents: held, or a trip that happened. */
  live: ['AwaitingOwnerApproval', 'AwaitingPayment', 'Confirmed', 'Completed'],
  /** The host said yes (or the RV is instant-book): paying or paid. */
  accepted: ['AwaitingPayment', 'Confirmed', 'Completed'],
  /** The renter paid for the trip (a payout is due to the host). */
  paid: ['Confirmed', 'Completed', 'CancelledByRenter'],
  /** Nothing more happens to it. */
  final: ['Declined', 'Expired', 'CancelledByRenter', 'CancelledByOwner', 'Completed'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type BookingStatusGroup = keyof typeof bookingStatusGroups;

/** Whether a status (as the API answers it) belongs to a group. */
export function inStatusGroup(status: string, group: BookingStatusGroup): status is BookingStatus {
  return (bookingStatusGroups[group] as readonly string[]).includes(status);
}

export { type RvWizardStep, rvWizardSteps } from './wizard-steps.ts';
export * from './external-sign-in.ts';
export { isCalendarDay, isoDatePattern } from './calendar-day.ts';

/** The languages a member can say they speak (ISO 639-1), shown on their profiles. */
export const spokenLanguages = ['en', 'fr', 'es', 'de', 'it', 'pt', 'zh', 'pa', 'ar', 'tl', 'hi', 'ja', 'ko', 'vi'] as const;
export type SpokenLanguage = (typeof spokenLanguages)[number];

/** Tax names as French-speaking renters read them (Canada's TPS/TVH/TVP/TVQ/TVD); unknown names pass through. */
export const frenchTaxNames: Readonly<Record<string, string>> = {
  GST: 'TPS',
  HST: 'TVH',
  PST: 'TVP',
  QST: 'TVQ',
  RST: 'TVD',
  'Sales tax': 'Taxe de vente',
};

/** A tax's name in a language: the one naming of taxes for screens, invoices and mails. */
export function taxName(name: string, language: Locale): string {
  return language === 'fr' ? (frenchTaxNames[name] ?? name) : name;
}

/** Crawler user agents (containing inspection, bot, googlebot, crawler, spider, robot or crawling; spec 000 section 5). */
export const crawlerWords = ['inspection', 'bot', 'googlebot', 'crawler', 'spider', 'robot', 'crawling'] as const;

/**
 * Crawler user agents get no-op marketing and push behaviour, and no geocoding (spec 000 section 5); the app shows
 * them no error page. The test: the user agent contains one of the crawler words.
 */
export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return crawlerWords.some((word) => ua.includes(word));
}

// Cookie names and lifetimes, the analytics events' versions and the flag names are part of the vocabulary too.
export * from './cookies.ts';
export * from './analytics-events.ts';
export * from './experiment-flags.ts';

// The keys of the contract's problem codes (their sentences in locales/), zod-free for the app's forms.
export { type CodeWords, codeWordsKey, codeWordsNamespace } from './bilingual.ts';
