import {
  BookCallSchema,
  ClaimRequestSchema,
  CloseoutRequestSchema,
  CustomQuoteRequestSchema,
  MoneyRequestSchema,
  ReviewRequestSchema,
  SignAgreementSchema,
} from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { validateWith } from '../forms/contract-form.ts';
import {
  formatChoice,
  parseChoice,
  listOfRoute,
  paymentPageTarget,
  listRoute,
  modeFor,
  pageOf,
  quoteBody,
  quoteFieldOf,
  reasonProblems,
  reportProblems,
  statusTone,
  timeLeft,
  validateBookCall,
  validateClaim,
  validateCloseout,
  validateMoneyRequest,
  validateReview,
  validateSignature,
  webViewTarget,
} from './booking-rules.ts';

describe('lists: "trips: all, pending, completed" and "bookings: all, pending, completed, confirmed"', () => {
  it.each([
    ['dashboard-trips', { side: 'renter', filter: 'all' }],
    ['dashboard-trips-pending', { side: 'renter', filter: 'pending' }],
    ['dashboard-trips-completed', { side: 'renter', filter: 'completed' }],
    ['dashboard-trips-confirmed', null],
    ['dashboard-bookings', { side: 'owner', filter: 'all' }],
    ['dashboard-bookings-confirmed', { side: 'owner', filter: 'confirmed' }],
    ['dashboard-bookings-id', null],
  ])('%s', (name, expected) => {
    expect(listOfRoute(name)).toEqual(expected);
  });
  it('names the tab routes and reads the page from the address', () => {
    expect(listRoute('renter', 'pending')).toBe('dashboard-trips-pending');
    expect(listRoute('owner', 'all')).toBe('dashboard-bookings-all');
    expect([pageOf('2'), pageOf('0'), pageOf('x'), pageOf(null), pageOf('1.5')]).toEqual([2, 1, 1, 1, 1]);
  });
});

describe('status and time', () => {
  it.each([
    ['AwaitingOwnerApproval', 'warning'],
    ['Confirmed', 'success'],
    ['Completed', 'info'],
    ['CancelledByOwner', 'danger'],
    ['Something', 'neutral'],
  ])('%s looks %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
  it('counts the time a request has left, and nothing once expired', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(timeLeft('2026-06-03T11:30:00Z', now)).toEqual({ hours: 47, minutes: 30 });
    expect(timeLeft('2026-06-01T12:00:30Z', now)).toEqual({ hours: 0, minutes: 1 });
    expect(timeLeft('2026-06-01T11:00:00Z', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
  });
  it('the host-mode rewrite: the host’s pages are under /host', () => {
    expect(modeFor('owner')).toBe('host');
    expect(modeFor('renter')).toBe('dashboard');
  });
});

describe('closeout form: "a closeout with negative mileage" is refused in place', () => {
  const form = { startOdometer: '12000', endOdometer: '12550', generatorHours: '', damages: '', damageDescription: '' };
  it.each([
    ['valid readings', {}, {}],
    ['return below pickup', { endOdometer: '11999' }, { endOdometer: 'odometerBackwards' }],
    ['negative reading', { startOdometer: '-1' }, { startOdometer: 'tooSmall' }],
    ['not a number', { startOdometer: 'lots' }, { startOdometer: 'invalid' }],
    ['missing readings', { startOdometer: '', endOdometer: '' }, { startOdometer: 'required', endOdometer: 'required' }],
    ['negative generator hours', { generatorHours: '-2' }, { generatorHours: 'tooSmall' }],
    ['damages need a description', { damages: '120' }, { damageDescription: 'describeDamages' }],
    ['damages at most 10,000', { damages: '10001', damageDescription: 'Broken awning' }, { damages: 'tooBig' }],
    ['a decimal comma is a decimal', { endOdometer: '12550,5' }, {}],
  ])('%s', (_case, overrides, expected) => {
    const errors = validateCloseout({ ...form, ...overrides }, CloseoutRequestSchema);
    expect(Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, value?.code]))).toEqual(expected);
  });
});

describe('reviews: "the four categories" and a body', () => {
  const form = { ListingAccuracy: 5, Value: 4, Cleanliness: 5, Communication: 5, Body: 'A lovely RV, exactly as described.' };
  it('accepts a complete review', () => expect(validateReview(form, ReviewRequestSchema)).toEqual({}));
  it('asks for each category and 20 characters', () => {
    const errors = validateReview({ ...form, Value: null, Body: 'short' }, ReviewRequestSchema);
    expect(errors.Value?.code).toBe('required');
    expect(errors.Body).toEqual({ code: 'tooShort', values: { minimum: 20 } });
  });
});

describe('money requests: "within 30 days, up to 5,000"', () => {
  it.each([
    ['45.50 for propane', { amount: '45.50', reason: 'Propane refill' }, {}],
    ['more than 5,000', { amount: '5000.01', reason: 'Everything' }, { amount: 'tooBig' }],
    ['nothing', { amount: '0', reason: 'Propane refill' }, { amount: 'tooSmall' }],
    ['no amount', { amount: '', reason: 'Propane refill' }, { amount: 'required' }],
    ['not a number', { amount: 'ten', reason: 'Propane refill' }, { amount: 'invalid' }],
    ['fractions of a cent', { amount: '1.234', reason: 'Propane refill' }, { amount: 'cents' }],
    ['a tenth of a cent', { amount: '0.001', reason: 'Propane refill' }, { amount: 'cents' }],
    ['19.99 (1998.9999... cents in binary)', { amount: '19.99', reason: 'Propane refill' }, {}],
    ['a reason is needed', { amount: '10', reason: 'no' }, { reason: 'tooShort' }],
  ])('%s', (_case, form, expected) => {
    const errors = validateMoneyRequest(form, MoneyRequestSchema);
    expect(Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, value?.code]))).toEqual(expected);
  });
});

describe('other forms', () => {
  it('the claim is dated within the trip and not in the future', () => {
    const base = {
      Kind: 'Collision',
      IncidentDate: '2026-06-11',
      IncidentTime: '14:30',
      Location: 'Banff',
      Description: 'Backed into a post at the campground.',
      PoliceReport: '',
      OtherPartyInvolved: false,
      Photos: [],
    };
    const trip = { start: '2026-06-10', end: '2026-06-13', today: '2026-06-12' };
    expect(validateClaim(base, trip, ClaimRequestSchema)).toEqual({});
    expect(validateClaim({ ...base, IncidentTime: '' }, trip, ClaimRequestSchema)).toEqual({});
    expect(validateClaim({ ...base, IncidentDate: '2026-06-13' }, trip, ClaimRequestSchema).IncidentDate?.code).toBe('dateInTrip');
    expect(validateClaim({ ...base, IncidentTime: '25:00' }, trip, ClaimRequestSchema).IncidentTime?.code).toBe('format');
    expect(validateClaim({ ...base, Kind: '' }, trip, ClaimRequestSchema).Kind?.code).toBe('required');
    expect(validateClaim({ ...base, Description: 'Bump.' }, trip, ClaimRequestSchema).Description).toEqual({
      code: 'tooShort',
      values: { minimum: 20 },
    });
  });
  it('the signature is the renter’s name, and the terms are agreed', () => {
    expect(validateSignature({ Name: 'rita renter', Agree: true }, 'Rita Renter', SignAgreementSchema)).toEqual({});
    expect(validateSignature({ Name: 'Rita', Agree: true }, 'Rita Renter', SignAgreementSchema).Name).toEqual({
      code: 'nameMismatch',
      values: { name: 'Rita Renter' },
    });
    expect(validateSignature({ Name: '', Agree: true }, 'Rita Renter', SignAgreementSchema).Name?.code).toBe('required');
    expect(validateSignature({ Name: 'Rita Renter', Agree: false }, 'Rita Renter', SignAgreementSchema).Agree?.code).toBe('choice');
  });
  it('reasons are optional but bounded; a quote is a positive price', () => {
    expect(reportProblems({ Reason: 'Other', Details: '' }).Details?.code).toBe('required');
    expect(reportProblems({ Reason: 'Retaliation', Details: '' })).toEqual({});
    expect(reasonProblems({ ReasonCode: 'Other', Reason: ' ' }).Reason?.code).toBe('required');
    expect(reasonProblems({ ReasonCode: 'PlansChanged', Reason: '' })).toEqual({});
    const quote = (price: string) => validateWith(CustomQuoteRequestSchema, quoteBody({ price, message: '' }), quoteFieldOf, { price });
    expect(quote('80,50')).toEqual({ ok: true, data: { NightlyPrice: 80.5, Message: '' } });
    expect(quote('-1')).toMatchObject({ ok: false, problems: { price: { code: 'tooSmall' } } });
    expect(quote('')).toMatchObject({ ok: false, problems: { price: { code: 'required' } } });
    expect(quote('abc')).toMatchObject({ ok: false, problems: { price: { code: 'invalid' } } });
    expect(quote('10001')).toMatchObject({ ok: false, problems: { price: { code: 'tooBig' } } });
  });
  it('a call is booked on a phone number, within the coming weeks', () => {
    const form = { phone: '(416) 555-0199', date: '2026-06-02', window: 'Morning', topic: '' };
    expect(validateBookCall(form, '2026-06-01', '2026-07-31', BookCallSchema)).toEqual({});
    expect(validateBookCall({ ...form, phone: '12' }, '2026-06-01', '2026-07-31', BookCallSchema).phone?.code).toBe('format');
    expect(validateBookCall({ ...form, phone: '' }, '2026-06-01', '2026-07-31', BookCallSchema).phone?.code).toBe('required');
    expect(validateBookCall({ ...form, date: '2026-05-30' }, '2026-06-01', '2026-07-31', BookCallSchema).date?.code).toBe('callDate');
  });
});

describe('payment pages by viewer: "the host sees the payout view, not a card form"', () => {
  const booking = (overrides: Record<string, unknown>) => ({
    ViewerRole: 'renter' as const,
    Status: 'AwaitingPayment',
    Financial: { AmountDue: 100, Payments: [] as { Status: string }[] },
    ...overrides,
  });
  it.each([
    ['the host', { ViewerRole: 'owner' }, 'payout'],
    ['a renter who owes', {}, 'pay'],
    ['a renter who paid', { Status: 'Confirmed', Financial: { AmountDue: 0, Payments: [] } }, 'complete'],
    [
      'a renter whose card is authorised',
      { Status: 'AwaitingOwnerApproval', Financial: { AmountDue: 100, Payments: [{ Status: 'requires_capture' }] } },
      'complete',
    ],
    ['a declined request', { Status: 'Declined' }, 'booking'],
    ['post-trip charges', { Status: 'Completed', Financial: { AmountDue: 40, Payments: [] } }, 'pay'],
  ])('%s', (_case, overrides, target) => {
    expect(paymentPageTarget(booking(overrides))).toBe(target);
  });
});

describe('money requests in a web view: "its index page, in a mobile web view, runs a special middleware"', () => {
  const requests = [
    { Id: 1, Status: 'Paid', PayerId: 7 },
    { Id: 2, Status: 'Pending', PayerId: 8 },
    { Id: 3, Status: 'Pending', PayerId: 7 },
  ];
  it('hands the payer to the request waiting for them, and nobody else', () => {
    expect(webViewTarget(requests, 7)).toBe(3);
    expect(webViewTarget(requests, 9)).toBeNull();
    expect(webViewTarget([], 7)).toBeNull();
  });
});

describe('services/update keeps the choice in the address', () => {
  it.each([
    ['12:2,13:1', { 12: 2, 13: 1 }],
    ['12:0,x:1,14:51,15:2', { 15: 2 }],
    ['-', {}],
    [null, {}],
  ])('%s', (value, choice) => {
    expect(parseChoice(value)).toEqual(choice);
  });
  it('writes back what it reads, dropping zeros', () => {
    expect(formatChoice({ 12: 2, 13: 0, 14: 1 })).toBe('12:2,14:1');
    expect(parseChoice(formatChoice({ 3: 4 }))).toEqual({ 3: 4 });
  });
});
