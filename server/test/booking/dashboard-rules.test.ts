// Pure rules of the bookings dashboard, by table: what a viewer may do next, who is told, the lists' order, the
// agreement's typed signature, the invoice's sums, the booking mails in both languages, the test clock's guard.
import { describe, expect, it } from 'vitest';
import { agreementVersion, rentalAgreement, signatureMatches } from '../../src/booking/agreement.ts';
import { type BookingFacts, bookingAbilities, nextStep } from '../../src/booking/booking-abilities.ts';
import {
  callDateAllowed,
  compareForList,
  hostHomeGroups,
  listShows,
  nextMonthStart,
  renterHomeGroup,
  rvAttentionReasons,
  sumByCurrency,
} from '../../src/booking/dashboard-rules.ts';
import { buildInvoice } from '../../src/booking/invoice.ts';
import { pdfText, renderInvoicePdf } from '../../src/booking/invoice-pdf.ts';
import { canRequestMoney } from '../../src/booking/money-request-rules.ts';
import { createTestClock, testClockFromEnv } from '../../src/dev/test-clock.ts';
import { quoteTrip } from '../../src/pricing/quote-trip.ts';
import { testListing } from '../../src/pricing/test-listing.ts';

const base: BookingFacts = {
  role: 'renter',
  status: 'Confirmed',
  today: '2026-06-01',
  startDate: '2026-06-10',
  endDate: '2026-06-13',
  hasCloseout: false,
  closeoutDue: 0,
  amountDue: 0,
  agreementSigned: false,
  reviewedByViewer: false,
  pendingQuote: false,
  rvHasAddOns: true,
  moneyRequestToPay: false,
};

describe('what the viewer may do next', () => {
  it.each([
    ['the renter signs a confirmed trip', {}, 'Sign', true],
    ['the host never signs', { role: 'owner' }, 'Sign', false],
    ['no signature after the trip', { today: '2026-06-14' }, 'Sign', false],
    ['services change before the trip', {}, 'UpdateServices', true],
    ['not once it started', { today: '2026-06-10' }, 'UpdateServices', false],
    ['not without add-ons', { rvHasAddOns: false }, 'UpdateServices', false],
    ['the host closes out a completed trip', { role: 'owner', status: 'Completed', today: '2026-06-14' }, 'Closeout', true],
    ['closeout within 30 days only', { role: 'owner', status: 'Completed', today: '2026-07-14' }, 'Closeout', false],
    ['not twice', { role: 'owner', status: 'Completed', today: '2026-06-14', hasCloseout: true }, 'Closeout', false],
    ['the renter pays post-trip charges', { status: 'Completed', closeoutDue: 5000 }, 'PayCloseout', true],
    ['reviews within 30 days', { status: 'Completed', today: '2026-07-13' }, 'Review', true],
    ['not after', { status: 'Completed', today: '2026-07-14' }, 'Review', false],
    ['not twice', { status: 'Completed', today: '2026-06-14', reviewedByViewer: true }, 'Review', false],
    ['the host quotes a pending request', { role: 'owner', status: 'AwaitingOwnerApproval' }, 'CustomQuote', true],
    ['the renter answers a quote', { status: 'AwaitingOwnerApproval', pendingQuote: true }, 'AnswerQuote', true],
    ['money requests after the trip', { status: 'Completed', today: '2026-07-13' }, 'RequestMoney', true],
    ['claims once the trip started', { today: '2026-06-11' }, 'FileClaim', true],
    ['not before', {}, 'FileClaim', false],
  ] as const)('%s', (_case, overrides, ability, expected) => {
    expect(bookingAbilities({ ...base, ...overrides })[ability]).toBe(expected);
  });

  it.each([
    ['the host answers a request first', { role: 'owner', status: 'AwaitingOwnerApproval' }, 'answer'],
    ['the renter pays an accepted request', { status: 'AwaitingPayment', amountDue: 100 }, 'pay'],
    ['then signs', {}, 'sign'],
    ['post-trip charges before a review', { status: 'Completed', today: '2026-06-14', closeoutDue: 10 }, 'payCloseout'],
    ['the host closes out before reviewing', { role: 'owner', status: 'Completed', today: '2026-06-14' }, 'closeout'],
    ['nothing left', { status: 'Declined' }, null],
  ] as const)('next step: %s', (_case, overrides, step) => {
    expect(nextStep({ ...base, ...overrides })).toBe(step);
  });
});

describe('lists are sorted sensibly', () => {
  const row = (id: number, status: string, start: string, waiting = '2026-05-01T00:00:00Z') =>
    ({ id, status, start_date: start, end_date: start, waiting_since: new Date(waiting) }) as never;
  it('waiting first (soonest expiry), then trips to come (soonest), then the rest (latest)', () => {
    const rows = [
      row(1, 'Completed', '2026-01-01'),
      row(2, 'Confirmed', '2026-08-01'),
      row(3, 'AwaitingOwnerApproval', '2026-09-01', '2026-05-02T00:00:00Z'),
      row(4, 'Confirmed', '2026-07-01'),
      row(5, 'AwaitingPayment', '2026-09-01', '2026-05-01T00:00:00Z'),
      row(6, 'Declined', '2026-03-01'),
    ];
    expect([...rows].sort(compareForList('all')).map((r: { id: number }) => r.id)).toEqual([5, 3, 4, 2, 6, 1]);
  });
  it.each([
    ['all', 'Declined', true],
    ['pending', 'AwaitingOwnerApproval', true],
    ['pending', 'AwaitingPayment', true],
    ['pending', 'Confirmed', false],
    ['confirmed', 'Confirmed', true],
    ['confirmed', 'Completed', false],
    ['completed', 'Completed', true],
    ['completed', 'CancelledByRenter', false],
  ] as const)('the %s list shows %s: %s', (filter, status, shown) => {
    expect(listShows(filter, status)).toBe(shown);
  });
  it('the month after December is January', () => {
    expect(nextMonthStart('2026-12')).toBe('2027-01-01');
    expect(nextMonthStart('2026-05')).toBe('2026-06-01');
  });
  it('money requests are open 30 days after the trip', () => {
    expect(canRequestMoney({ status: 'Completed', end_date: '2026-06-13' }, '2026-07-13')).toBe(true);
    expect(canRequestMoney({ status: 'Completed', end_date: '2026-06-13' }, '2026-07-14')).toBe(false);
    expect(canRequestMoney({ status: 'Confirmed', end_date: '2026-06-13' }, '2026-06-13')).toBe(false);
  });
});

const quote = (() => {
  const result = quoteTrip(testListing({ freeDistancePerDay: 200, chargePerDistanceOver: 50 }), {
    startDate: '2026-06-10',
    endDate: '2026-06-13',
    adults: 2,
    children: 0,
    pets: false,
    protectionLevel: 'Standard',
    roadsideAssistance: true,
    rvUsage: 'Pickup',
    deliveryDistance: null,
    addOns: [],
    promotion: null,
    creditsAvailable: 0,
    unavailable: [],
    today: '2026-06-01',
  });
  if (!result.ok) throw new Error('quote');
  return result.quote;
})();

describe('the dashboard home', () => {
  const today = '2026-06-01';
  it.each([
    ['AwaitingOwnerApproval', '2026-06-10', 'AwaitingHost'],
    ['Confirmed', '2026-05-30', 'Current'],
    ['Confirmed', today, 'Current'],
    ['Confirmed', '2026-06-02', 'Upcoming'],
    ['AwaitingPayment', '2026-06-10', null],
    ['Completed', '2026-05-01', null],
  ] as const)('a renter’s %s trip starting %s is under %s', (status, start, group) => {
    expect(renterHomeGroup({ status, start_date: start }, today)).toBe(group);
  });
  it.each([
    ['AwaitingOwnerApproval', '2026-07-01', '2026-07-05', ['Requests']],
    ['Confirmed', today, '2026-06-05', ['Departures', 'Returns']],
    ['Confirmed', '2026-06-15', '2026-06-20', ['Departures']],
    ['Confirmed', '2026-06-16', '2026-06-20', []],
    ['Confirmed', '2026-05-20', '2026-06-15', ['Returns']],
    ['Confirmed', '2026-05-20', '2026-06-16', []],
    ['Completed', '2026-05-20', '2026-05-25', []],
  ] as const)('a host’s %s booking from %s to %s shows under %j (14 days ahead)', (status, start, end, groups) => {
    expect(hostHomeGroups({ status, start_date: start, end_date: end }, today)).toEqual(groups);
  });
  const rv = { status: 'published', photos: 5, descriptionEn: 'A van', descriptionFr: 'Un van', addOns: 1 };
  it.each([
    [{}, []],
    [{ status: 'unpublished' }, ['unpublished']],
    [{ photos: 4 }, ['fewPhotos']],
    [{ descriptionFr: '  ' }, ['missingDescription']],
    [{ addOns: 0 }, ['noAddOns']],
    [{ status: 'unpublished', photos: 0, descriptionEn: '', addOns: 0 }, ['unpublished', 'fewPhotos', 'missingDescription', 'noAddOns']],
  ])('an RV with %j needs %j', (change, reasons) => {
    expect(rvAttentionReasons({ ...rv, ...change })).toEqual(reasons);
  });
  it.each([
    ['2026-05-31', false],
    [today, true],
    ['2026-07-31', true],
    ['2026-08-01', false],
  ])('support can call on %s: %s (from today, 60 days ahead)', (date, allowed) => {
    expect(callDateAllowed(date, today)).toBe(allowed);
  });
  it('adds the month’s money per currency, in cents to amounts', () => {
    expect(
      sumByCurrency([
        { currency: 'CAD', amount: 1050 },
        { currency: 'USD', amount: 100 },
        { currency: 'CAD', amount: 25 },
      ]),
    ).toEqual([
      { Currency: 'CAD', Amount: 10.75 },
      { Currency: 'USD', Amount: 1 },
    ]);
  });
});

describe('documents', () => {
  it('the typed signature matches the name whatever the case, accents and spaces', () => {
    expect(signatureMatches('  rita   RENTER ', 'Rita Renter')).toBe(true);
    expect(signatureMatches('Hélène Côté', 'Helene Cote')).toBe(true);
    expect(signatureMatches('Rita', 'Rita Renter')).toBe(false);
    expect(signatureMatches('', '')).toBe(false);
  });

  it('the agreement states the free distance as free per day x total days, in both languages', () => {
    const facts = {
      hostName: 'Hosta Owner',
      renterName: 'Rita Renter',
      rvName: 'Test',
      rvLocation: 'Calgary, AB',
      quote,
      guests: 2,
      pets: false,
      pickupTime: '15:00',
      dropoffTime: '11:00',
      policy: 'Moderate' as const,
      smokingAllowed: false,
      petsAllowed: false,
    };
    const en = rentalAgreement({ ...facts, language: 'en' });
    const fr = rentalAgreement({ ...facts, language: 'fr' });
    expect(en.Version).toBe(agreementVersion);
    expect(en.Clauses).toHaveLength(fr.Clauses.length);
    const distance = en.Clauses.find((clause) => clause.Heading.includes('Distance'))?.Body ?? '';
    expect(distance).toContain('800 km included (200 km a day x 4 days)');
    expect(fr.Title).toBe('Contrat de location');
  });

  it('the renter invoice adds up: the lines make the trip total, the balance is what is left to pay', () => {
    const invoice = buildInvoice({
      kind: 'renter',
      language: 'fr',
      bookingId: 42,
      status: 'Confirmed',
      issuedOn: '2026-06-01',
      quote,
      rvName: 'Test',
      hostName: 'Hosta Owner',
      renterName: 'Rita Renter',
      renterAddress: ['1 Front St W'],
      guests: 2,
      policy: 'Moderate',
      paid: 10_000,
      refunded: 0,
      creditsApplied: 0,
      paidOut: 0,
      closeout: null,
    });
    expect(invoice.Number).toBe('RVI-000042');
    const lines = invoice.Sections.flatMap((section) => section.Lines).reduce((total, line) => total + Math.round(line.Amount * 100), 0);
    expect(lines).toBe(quote.renterDiscountedTotal);
    expect(invoice.Totals.at(-1)).toEqual({ Label: 'Solde dû', Amount: (quote.renterDiscountedTotal - 10_000) / 100 });
  });

  it('the PDF holds French text in Helvetica’s encoding', async () => {
    expect(pdfText('1\u202f234,56\u00a0$')).toBe('1 234,56 $');
    const pdf = await renderInvoicePdf(
      buildInvoice({
        kind: 'host',
        language: 'fr',
        bookingId: 1,
        status: 'Completed',
        issuedOn: '2026-06-01',
        quote,
        rvName: 'Élan',
        hostName: 'Hosta',
        renterName: 'Rita',
        renterAddress: [],
        guests: 2,
        policy: 'Strict',
        paid: 0,
        refunded: 0,
        creditsApplied: 0,
        paidOut: 0,
        closeout: null,
      }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });
});

describe('the test clock', () => {
  it('exists only when asked for, and never in production', () => {
    expect(testClockFromEnv({})).toBeUndefined();
    expect(testClockFromEnv({ ROVE_TEST_CLOCK: '1', NODE_ENV: 'development' })).toBeDefined();
    expect(() => testClockFromEnv({ ROVE_TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/refused in production/);
  });
  it('moves by whole offsets within bounds', () => {
    const clock = createTestClock(() => new Date('2026-01-01T00:00:00Z'));
    clock.setOffset(2 * 86_400_000);
    expect(clock.now().toISOString()).toBe('2026-01-03T00:00:00.000Z');
    expect(() => clock.setOffset(10_000 * 86_400_000)).toThrow(RangeError);
  });
});
