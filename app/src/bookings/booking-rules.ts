// Pure rules of the bookings pages: which list a route shows, how a status looks, how long a request has left,
// where a next step leads, and the checks of every form (message keys in the bookings catalogue; the server
// checks the same limits again). A check that runs the contract's schema takes it as an argument: the pages import
// these rules, and zod loads with a form's first check only (booking-schemas.ts). Tested by tables in booking-rules.test.ts.
import { type BookingListFilterName, type BookingNextStep, isWholeCents, normaliseName, type ReviewCategory } from '@rove/contract';
import { inStatusGroup, isoDatePattern } from '@rove/contract/vocabulary';
import type {
  BookCallSchema,
  ClaimRequestSchema,
  CloseoutRequestSchema,
  MoneyRequestSchema,
  ReviewRequestSchema,
  SignAgreementSchema,
} from '@rove/contract';
import { type FieldProblems, validateWith } from '../forms/contract-form.ts';
import type { RouteName } from '../routes/table.ts';

export type Side = 'renter' | 'owner';

/** trips (all, pending, completed) are the renter's side; bookings (all, pending, completed, confirmed) the host's. */
export function listOfRoute(name: string): { side: Side; filter: BookingListFilterName } | null {
  const match = /^dashboard-(trips|bookings)(?:-(all|pending|completed|confirmed))?$/.exec(name);
  if (!match) return null;
  const side: Side = match[1] === 'trips' ? 'renter' : 'owner';
  const filter = (match[2] ?? 'all') as BookingListFilterName;
  if (side === 'renter' && filter === 'confirmed') return null;
  return { side, filter };
}

/** The route name of a list tab. */
export function listRoute(side: Side, filter: BookingListFilterName): RouteName {
  // Trips have no 'confirmed' tab (tripListFilters); the route table test checks every tab's route exists.
  return `dashboard-${side === 'renter' ? 'trips' : 'bookings'}-${filter}` as RouteName;
}

/** ?page= is a whole number from 1; anything else is page 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function statusTone(status: string): Tone {
  switch (status) {
    case 'AwaitingOwnerApproval':
    case 'AwaitingPayment':
      return 'warning';
    case 'Confirmed':
      return 'success';
    case 'Completed':
    case 'MoneyWithdrawn':
      return 'info';
    case 'MoneyPending':
      return 'warning';
    case 'MoneyPaid':
      return 'success';
    case 'MoneyDisputed':
      return 'danger';
    case 'Declined':
    case 'Expired':
    case 'CancelledByRenter':
    case 'CancelledByOwner':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** Time left before a request or an unpaid acceptance expires: whole hours and minutes, or null when it has. */
export function timeLeft(expiresAt: string | null, now: Date): { hours: number; minutes: number } | null {
  if (!expiresAt) return null;
  const ms = Date.parse(expiresAt) - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Where the card's call to action leads for each next step (route names of spec 001 section 2). */
export const nextStepRoute: Record<BookingNextStep, RouteName> = {
  answer: 'dashboard-bookings-id-accept',
  pay: 'payment',
  sign: 'dashboard-bookings-id-agreement',
  closeout: 'dashboard-bookings-id-closeout',
  payCloseout: 'dashboard-bookings-id-closeout',
  review: 'dashboard-bookings-id-review',
  answerQuote: 'dashboard-bookings-id-custom-quote',
  payMoneyRequest: 'dashboard-bookings-id-send-request-money',
};

/** The dashboard prefix a booking page should use for this viewer: the host's pages live under /host. */
export function modeFor(role: Side | null | undefined): 'dashboard' | 'host' {
  return role === 'owner' ? 'host' : 'dashboard';
}

/** "mm" of a trip: the whole days between two YYYY-MM-DD days. */
export function nightsBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

// ---- Form checks --------------------------------------------------------------------------------------------

export type FieldErrors<K extends string> = Partial<Record<K, { key: string; values?: Record<string, number | string> }>>;

const number = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

export type CloseoutForm = {
  startOdometer: string;
  endOdometer: string;
  generatorHours: string;
  damages: string;
  damageDescription: string;
};

export const emptyCloseout: CloseoutForm = { startOdometer: '', endOdometer: '', generatorHours: '', damages: '', damageDescription: '' };

/** POST .../closeout: readings as numbers (null when blank, NaN when not a number), as CloseoutRequestSchema reads them. */
export function closeoutBody(form: CloseoutForm) {
  return {
    StartOdometer: number(form.startOdometer),
    EndOdometer: number(form.endOdometer),
    GeneratorHours: number(form.generatorHours),
    Damages: number(form.damages) ?? 0,
    DamageDescription: form.damageDescription.trim(),
  };
}

const closeoutFields: Record<string, keyof CloseoutForm> = {
  StartOdometer: 'startOdometer',
  EndOdometer: 'endOdometer',
  GeneratorHours: 'generatorHours',
  Damages: 'damages',
  DamageDescription: 'damageDescription',
};
export const closeoutFieldOf = (path: string) => closeoutFields[path] ?? (path as keyof CloseoutForm);

/**
 * Beyond CloseoutRequestSchema (readings of 0 or more, damages up to 10,000): this form asks for both readings, the
 * return reading at or above the pickup one (the server's ODOMETER_BACKWARDS), and damages described when charged.
 */
export function closeoutProblems(form: CloseoutForm): FieldProblems<keyof CloseoutForm> {
  const problems: FieldProblems<keyof CloseoutForm> = {};
  const start = number(form.startOdometer);
  const end = number(form.endOdometer);
  const damages = number(form.damages);
  if (start === null) problems.startOdometer = { code: 'required' };
  if (end === null) problems.endOdometer = { code: 'required' };
  else if (start !== null && Number.isFinite(start) && Number.isFinite(end) && end < start)
    problems.endOdometer = { code: 'odometerBackwards' };
  if (damages !== null && damages > 0 && form.damageDescription.trim().length < 5) problems.damageDescription = { code: 'describeDamages' };
  return problems;
}

/** All the problems of a closeout: the contract's schema (the server's), then this form's rules. */
export function validateCloseout(form: CloseoutForm, schema: typeof CloseoutRequestSchema): FieldProblems<keyof CloseoutForm> {
  const checked = validateWith(schema, closeoutBody(form), closeoutFieldOf, { ...form });
  return { ...closeoutProblems(form), ...(checked.ok ? {} : checked.problems) };
}

/** A decline's or a cancellation's reason, as DeclineRequestSchema and CancelRequestSchema name them. */
export type ReasonForm = { ReasonCode: string; Reason: string };

/** The rule beyond the schema: "Other" is explained (the schema bounds the text, the form asks for it). */
export function reasonProblems(form: ReasonForm): FieldProblems<keyof ReasonForm> {
  return form.ReasonCode === 'Other' && !form.Reason.trim() ? { Reason: { code: 'required' } } : {};
}

/** A review being reported: the reason and its details, as ReviewReportSchema names them (the side is the page's). */
export type ReportForm = { Reason: string; Details: string };

/** Beyond the schema: "Other" is explained. */
export function reportProblems(form: ReportForm): FieldProblems<keyof ReportForm> {
  return form.Reason === 'Other' && !form.Details.trim() ? { Details: { code: 'required' } } : {};
}

/** A custom quote being written: the nightly price as typed and the message (CustomQuoteRequestSchema's body). */
export type QuoteForm = { price: string; message: string };

export const quoteBody = (form: QuoteForm) => ({ NightlyPrice: number(form.price), Message: form.message });

export const quoteFieldOf = (path: string): keyof QuoteForm => (path === 'NightlyPrice' ? 'price' : 'message');

/** A review being written: the four categories (null until rated) and the body, as ReviewRequestSchema names them. */
export type ReviewForm = Record<ReviewCategory, number | null> & { Body: string };

export const emptyReview: ReviewForm = { ListingAccuracy: null, Value: null, Cleanliness: null, Communication: null, Body: '' };

/** The problems of a review: the contract's ReviewRequestSchema (the server's): each category rated, a body of 20 to 2000. */
export function validateReview(form: ReviewForm, schema: typeof ReviewRequestSchema): FieldProblems<keyof ReviewForm> {
  const checked = validateWith(schema, form, undefined, form);
  return checked.ok ? {} : checked.problems;
}

export type MoneyRequestForm = {
  amount: string;
  reason: string;
};

/** POST .../money-requests: the amount as a number (NaN when it is not one), the reason as written. */
export function moneyRequestBody(form: MoneyRequestForm) {
  return { Amount: number(form.amount) ?? Number.NaN, Reason: form.reason };
}

/** Beyond MoneyRequestSchema (above zero, up to 5,000; a reason of 5 characters): whole cents only. */
export function centsProblems(form: MoneyRequestForm): FieldProblems<keyof MoneyRequestForm> {
  const amount = number(form.amount);
  return amount !== null && Number.isFinite(amount) && !isWholeCents(amount) ? { amount: { code: 'cents' } } : {};
}

/** All the problems of a money request: the contract's MoneyRequestSchema (the server's), then whole cents. */
export function validateMoneyRequest(form: MoneyRequestForm, schema: typeof MoneyRequestSchema): FieldProblems<keyof MoneyRequestForm> {
  const checked = validateWith(schema, moneyRequestBody(form), (path) => path.toLowerCase(), { ...form });
  return { ...centsProblems(form), ...(checked.ok ? {} : checked.problems) };
}

/** A claim being written, as ClaimRequestSchema names its fields (the time may be left blank). */
export type ClaimForm = {
  Kind: string;
  IncidentDate: string;
  IncidentTime: string;
  Location: string;
  Description: string;
  PoliceReport: string;
  OtherPartyInvolved: boolean;
  Photos: string[];
};

export const emptyClaim: ClaimForm = {
  Kind: '',
  IncidentDate: '',
  IncidentTime: '',
  Location: '',
  Description: '',
  PoliceReport: '',
  OtherPartyInvolved: false,
  Photos: [],
};

/** POST .../claims: a blank time is none. */
export const claimBody = (form: ClaimForm) => ({ ...form, IncidentTime: form.IncidentTime || null });

/** Beyond ClaimRequestSchema: the incident happened during the trip, and not in the future. */
export function claimDayProblems(form: ClaimForm, trip: { start: string; end: string; today: string }): FieldProblems<keyof ClaimForm> {
  const day = form.IncidentDate;
  return isoDatePattern.test(day) && (day < trip.start || day > trip.end || day > trip.today)
    ? { IncidentDate: { code: 'dateInTrip' } }
    : {};
}

/** All the problems of a claim: the contract's ClaimRequestSchema (the server's), then the day. */
export function validateClaim(
  form: ClaimForm,
  trip: { start: string; end: string; today: string },
  schema: typeof ClaimRequestSchema,
): FieldProblems<keyof ClaimForm> {
  const checked = validateWith(schema, claimBody(form), undefined, form);
  return { ...claimDayProblems(form, trip), ...(checked.ok ? {} : checked.problems) };
}

export type SignatureForm = { Name: string; Agree: boolean };

/** Beyond SignAgreementSchema: the typed name is the one on the booking (whatever the case, accents or spaces). */
export function signatureProblems(form: SignatureForm, expected: string | null): FieldProblems<keyof SignatureForm> {
  return form.Name.trim() && expected && normaliseName(form.Name) !== normaliseName(expected)
    ? { Name: { code: 'nameMismatch', values: { name: expected } } }
    : {};
}

/** All the problems of a signature: the contract's SignAgreementSchema (the server's), then the name. */
export function validateSignature(
  form: SignatureForm,
  expected: string | null,
  schema: typeof SignAgreementSchema,
): FieldProblems<keyof SignatureForm> {
  const checked = validateWith(schema, form, undefined, form);
  return { ...signatureProblems(form, expected), ...(checked.ok ? {} : checked.problems) };
}

export type BookCallForm = {
  phone: string;
  date: string;
  window: string;
  topic: string;
};

const bookCallFields: Record<string, keyof BookCallForm> = {
  PhoneNumber: 'phone',
  PreferredDate: 'date',
  PreferredWindow: 'window',
  Topic: 'topic',
};
export const bookCallFieldOf = (path: string) => bookCallFields[path] ?? (path as keyof BookCallForm);

/** POST /api/support/call-requests, as BookCallSchema reads it. */
export function bookCallBody(form: BookCallForm, bookingId: number | null) {
  return { BookingId: bookingId, PhoneNumber: form.phone, PreferredDate: form.date, PreferredWindow: form.window, Topic: form.topic };
}

/** Beyond BookCallSchema: the day is within the coming weeks (`today` to `lastDay`). */
export function callDayProblems(form: BookCallForm, today: string, lastDay: string): FieldProblems<keyof BookCallForm> {
  return isoDatePattern.test(form.date) && (form.date < today || form.date > lastDay) ? { date: { code: 'callDate' } } : {};
}

/** All the problems of a call request: the contract's BookCallSchema (the server's), then the day. */
export function validateBookCall(
  form: BookCallForm,
  today: string,
  lastDay: string,
  schema: typeof BookCallSchema,
): FieldProblems<keyof BookCallForm> {
  const checked = validateWith(schema, bookCallBody(form, null), bookCallFieldOf, { ...form });
  return { ...callDayProblems(form, today, lastDay), ...(checked.ok ? {} : checked.problems) };
}

/**
 * What the payment pages (payment, retry-payment, update-payment) show this viewer: the host sees the payout
 * view, never a card form; a renter with nothing to pay (already paid, or a card authorised until the host
 * answers) goes to the complete page; a booking that ended goes back to the booking page.
 */
export function paymentPageTarget(booking: {
  ViewerRole: Side | null;
  Status: string;
  Financial: { AmountDue: number; Payments?: { Status?: string | null }[] };
}): 'payout' | 'pay' | 'complete' | 'booking' {
  if (booking.ViewerRole === 'owner') return 'payout';
  if (!inStatusGroup(booking.Status, 'live')) return 'booking';
  const authorised = (booking.Financial.Payments ?? []).some((payment) => payment.Status === 'requires_capture');
  if (authorised || booking.Financial.AmountDue <= 0) return 'complete';
  return 'pay';
}

/** The web-view step of the money requests' index (spec 001 section 2): the request waiting for this payer, if any. */
export function webViewTarget(
  requests: readonly { Id: number; Status: string; PayerId: number }[],
  viewerId: number | undefined,
): number | null {
  return requests.find((request) => request.Status === 'Pending' && request.PayerId === viewerId)?.Id ?? null;
}

/** The add-ons chosen on services/update, kept in the address: '12:2,13:1' <-> { 12: 2, 13: 1 }. */
export type Choice = Record<number, number>;

/** Quantities of 1 to 50; anything else (zero, junk) drops the add-on. */
export function parseChoice(value: string | null): Choice {
  const choice: Choice = {};
  for (const part of (value ?? '').split(',')) {
    const [id, quantity] = part.split(':').map(Number);
    if (Number.isInteger(id) && id > 0 && Number.isInteger(quantity) && quantity > 0 && quantity <= 50) choice[id] = quantity;
  }
  return choice;
}

export function formatChoice(choice: Choice): string {
  return Object.entries(choice)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => `${id}:${quantity}`)
    .join(',');
}
