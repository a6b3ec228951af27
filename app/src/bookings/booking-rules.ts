// Pure rules of the bookings pages: which list a route shows, how a status looks, how long a request has left,
// where a next step leads, and the checks of every form (message keys in the bookings catalogue; the server
// checks the same limits again). Tested by tables in booking-rules.test.ts.
import {
  type BookingListFilterName,
  type BookingNextStep,
  claimKinds,
  maxClaimPhotos,
  maxDamagesAmount,
  maxReasonLength,
  moneyRequestMaxAmount,
  reviewCategories,
  type ReviewCategory,
} from '@rove/contract';
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

export interface CloseoutForm {
  startOdometer: string;
  endOdometer: string;
  generatorHours: string;
  damages: string;
  damageDescription: string;
}

/** Readings as numbers; the return reading at or above the pickup one; damages described when charged. */
export function validateCloseout(form: CloseoutForm): FieldErrors<keyof CloseoutForm> {
  const errors: FieldErrors<keyof CloseoutForm> = {};
  const start = number(form.startOdometer);
  const end = number(form.endOdometer);
  const hours = number(form.generatorHours);
  const damages = number(form.damages);
  if (start === null) errors.startOdometer = { key: 'errors.required' };
  else if (!Number.isFinite(start) || start < 0) errors.startOdometer = { key: 'errors.nonNegative' };
  if (end === null) errors.endOdometer = { key: 'errors.required' };
  else if (!Number.isFinite(end) || end < 0) errors.endOdometer = { key: 'errors.nonNegative' };
  else if (start !== null && Number.isFinite(start) && end < start) errors.endOdometer = { key: 'errors.odometerBackwards' };
  if (hours !== null && (!Number.isFinite(hours) || hours < 0)) errors.generatorHours = { key: 'errors.nonNegative' };
  if (damages !== null && (!Number.isFinite(damages) || damages < 0)) errors.damages = { key: 'errors.nonNegative' };
  else if (damages !== null && damages > maxDamagesAmount) errors.damages = { key: 'errors.tooHigh', values: { max: maxDamagesAmount } };
  if (damages !== null && damages > 0 && form.damageDescription.trim().length < 5)
    errors.damageDescription = { key: 'errors.describeDamages' };
  return errors;
}

export function closeoutBody(form: CloseoutForm) {
  return {
    StartOdometer: number(form.startOdometer),
    EndOdometer: number(form.endOdometer),
    GeneratorHours: number(form.generatorHours),
    Damages: number(form.damages) ?? 0,
    DamageDescription: form.damageDescription.trim(),
  };
}

export function validateReason(reason: string, required: boolean): { key: string; values?: Record<string, number> } | null {
  if (required && reason.trim().length === 0) return { key: 'errors.required' };
  if (reason.trim().length > maxReasonLength) return { key: 'errors.tooLong', values: { max: maxReasonLength } };
  return null;
}

export type ReviewForm = Record<ReviewCategory, number> & { body: string };

export function validateReview(form: ReviewForm): FieldErrors<ReviewCategory | 'body'> {
  const errors: FieldErrors<ReviewCategory | 'body'> = {};
  for (const category of reviewCategories) if (!(form[category] >= 1 && form[category] <= 5)) errors[category] = { key: 'errors.rate' };
  const length = form.body.trim().length;
  if (length < 20) errors.body = { key: 'errors.reviewTooShort', values: { min: 20 } };
  else if (length > 2000) errors.body = { key: 'errors.tooLong', values: { max: 2000 } };
  return errors;
}

export interface MoneyRequestForm {
  amount: string;
  reason: string;
}

export function validateMoneyRequest(form: MoneyRequestForm): FieldErrors<keyof MoneyRequestForm> {
  const errors: FieldErrors<keyof MoneyRequestForm> = {};
  const amount = number(form.amount);
  if (amount === null) errors.amount = { key: 'errors.required' };
  else if (!Number.isFinite(amount) || amount <= 0) errors.amount = { key: 'errors.positive' };
  else if (amount > moneyRequestMaxAmount) errors.amount = { key: 'errors.tooHigh', values: { max: moneyRequestMaxAmount } };
  else if (Math.round(amount * 100) !== amount * 100) errors.amount = { key: 'errors.cents' };
  const reason = form.reason.trim().length;
  if (reason < 5) errors.reason = { key: 'errors.reasonTooShort', values: { min: 5 } };
  else if (reason > maxReasonLength) errors.reason = { key: 'errors.tooLong', values: { max: maxReasonLength } };
  return errors;
}

export const moneyAmount = (value: string) => number(value) ?? 0;

export interface ClaimForm {
  kind: string;
  incidentDate: string;
  incidentTime: string;
  location: string;
  description: string;
  policeReport: string;
  otherPartyInvolved: boolean;
  photos: string[];
}

export function validateClaim(form: ClaimForm, trip: { start: string; end: string; today: string }): FieldErrors<keyof ClaimForm> {
  const errors: FieldErrors<keyof ClaimForm> = {};
  if (!(claimKinds as readonly string[]).includes(form.kind)) errors.kind = { key: 'errors.required' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.incidentDate)) errors.incidentDate = { key: 'errors.date' };
  else if (form.incidentDate < trip.start || form.incidentDate > trip.end || form.incidentDate > trip.today)
    errors.incidentDate = { key: 'errors.dateInTrip' };
  if (form.incidentTime && !/^([01]\d|2[0-3]):[0-5]\d$/.test(form.incidentTime)) errors.incidentTime = { key: 'errors.time' };
  if (form.location.trim().length < 3) errors.location = { key: 'errors.required' };
  if (form.description.trim().length < 20) errors.description = { key: 'errors.describeIncident', values: { min: 20 } };
  else if (form.description.trim().length > 4000) errors.description = { key: 'errors.tooLong', values: { max: 4000 } };
  if (form.policeReport.trim().length > 100) errors.policeReport = { key: 'errors.tooLong', values: { max: 100 } };
  if (form.photos.length > maxClaimPhotos) errors.photos = { key: 'errors.tooManyPhotos', values: { max: maxClaimPhotos } };
  return errors;
}

/** Typed signatures match whatever the case, accents or extra spaces (the server applies the same rule). */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’'`-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export function validateSignature(name: string, expected: string | null, agreed: boolean): FieldErrors<'name' | 'agree'> {
  const errors: FieldErrors<'name' | 'agree'> = {};
  if (!name.trim()) errors.name = { key: 'errors.required' };
  else if (expected && normaliseName(name) !== normaliseName(expected))
    errors.name = { key: 'errors.nameMismatch', values: { name: expected } };
  if (!agreed) errors.agree = { key: 'errors.agree' };
  return errors;
}

export function validateNightlyPrice(value: string): { key: string; values?: Record<string, number> } | null {
  const price = number(value);
  if (price === null) return { key: 'errors.required' };
  if (!Number.isFinite(price) || price <= 0) return { key: 'errors.positive' };
  if (price > 10_000) return { key: 'errors.tooHigh', values: { max: 10_000 } };
  return null;
}

export interface BookCallForm {
  phone: string;
  date: string;
  window: string;
  topic: string;
}

export function validateBookCall(form: BookCallForm, today: string, lastDay: string): FieldErrors<keyof BookCallForm> {
  const errors: FieldErrors<keyof BookCallForm> = {};
  const digits = form.phone.replace(/[\s().+-]/g, '');
  if (!digits) errors.phone = { key: 'errors.required' };
  else if (!/^\d{7,15}$/.test(digits)) errors.phone = { key: 'errors.phone' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) errors.date = { key: 'errors.date' };
  else if (form.date < today || form.date > lastDay) errors.date = { key: 'errors.callDate' };
  if (!['Morning', 'Afternoon', 'Evening'].includes(form.window)) errors.window = { key: 'errors.required' };
  if (form.topic.trim().length > maxReasonLength) errors.topic = { key: 'errors.tooLong', values: { max: maxReasonLength } };
  return errors;
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
  if (!['AwaitingOwnerApproval', 'AwaitingPayment', 'Confirmed', 'Completed'].includes(booking.Status)) return 'booking';
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
