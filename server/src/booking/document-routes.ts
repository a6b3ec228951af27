// Documents of a booking: the invoice (JSON for the printable page, PDF to download), the rental agreement and its
// typed-name signature, insurance claims (first notice of loss) with photos from the shared uploads.
import type { Locale } from '@rove/contract';
import { createRoute, z } from '@hono/zod-openapi';
import {
  type Claim,
  ClaimRequestSchema,
  ClaimSchema,
  InvoiceSchema,
  type RenterDetails,
  type RentalAgreement,
  RentalAgreementSchema,
  SignAgreementSchema,
} from '@rove/contract';
import type { Context } from 'hono';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../deps.ts';
import type { App } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { binary, json, jsonBody, refusals } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { closeoutCharges } from '../pricing/closeout.ts';
import type { TripQuote } from '../pricing/quote-trip.ts';
import { uploadUrl } from '../uploads/uploads.ts';
import { agreementHash, rentalAgreement, signatureMatches } from './agreement.ts';
import { bookingAbilities } from './booking-abilities.ts';
import { noteBookingEventIn } from './booking-actions.ts';
import { inTransaction } from '../db/transaction.ts';
import { bookingError } from './booking-errors.ts';
import { BookingParams, type BookingRouteHelpers, bookingErrors as e, localeOf } from './booking-http.ts';
import { type BookingRow, loadBookingFacts, roleOf, type StoredTrip } from './booking-views.ts';
import type { BookingClaimsTable } from './dashboard-schema.ts';
import { approvedChanges } from './change-request-routes.ts';
import { buildInvoice } from './invoice.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { idempotentCall } from './idempotent-call.ts';

const languageOf = (c: Context): Locale => {
  const lang = c.req.query('lang');
  return lang === 'fr' || lang === 'en' ? lang : localeOf(c);
};

const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim();

/** Whether an incident date can be claimed on a day: within the trip, not in the future. */
export function claimDateAllowed(date: string, trip: { start_date: string; end_date: string }, today: string): boolean {
  return date >= trip.start_date && date <= trip.end_date && date <= today;
}

const common = { tags: ['Booking documents'], ...signedIn };
const LangQuery = z.object({
  lang: z.string().optional().meta({ description: 'en or fr: the document’s language (the request’s otherwise)' }),
});
const read = refusals({ 400: e.invalid, 401: e.signInFirst, 404: e.notParty });
const invoiceRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/invoice',
  operationId: 'getInvoice',
  summary: 'The invoice (renter) or payout statement (host), for the printable page',
  ...common,
  request: { params: BookingParams, query: LangQuery },
  responses: { 200: json(InvoiceSchema, 'The invoice'), ...read },
});
const invoicePdfRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/invoice.pdf',
  operationId: 'getInvoicePdf',
  summary: 'The same invoice as a PDF to download',
  ...common,
  request: { params: BookingParams, query: LangQuery },
  responses: { 200: binary('application/pdf', 'The PDF'), ...read },
});
const agreementRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/agreement',
  operationId: 'getRentalAgreement',
  summary: 'The rental agreement and its signature',
  ...common,
  request: { params: BookingParams, query: LangQuery },
  responses: { 200: json(RentalAgreementSchema, 'The agreement'), ...read },
});
const signRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/agreement/signature',
  operationId: 'signRentalAgreement',
  summary: 'The renter signs by typing their full name as on the booking',
  ...common,
  request: { params: BookingParams, query: LangQuery, body: jsonBody(SignAgreementSchema) },
  responses: {
    201: json(RentalAgreementSchema, 'The signed agreement'),
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      403: `${e.role} (the renter signs)`,
      404: e.notParty,
      409: `AGREEMENT_ALREADY_SIGNED, NOT_ALLOWED_IN_STATUS; ${e.inProgress}`,
      422: 'AGREEMENT_NAME_MISMATCH (Errors.Name); IDEMPOTENCY_KEY_REUSED',
    }),
  },
});
const claimsRoute = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/claims',
  operationId: 'listClaims',
  summary: 'Insurance claims of a booking',
  ...common,
  request: { params: BookingParams },
  responses: { 200: json(z.object({ Items: z.array(ClaimSchema), CanFile: z.boolean() }), 'The claims'), ...read },
});
const fileClaimRoute = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/claims',
  operationId: 'fileClaim',
  summary: 'First notice of loss, with photos uploaded beforehand (/api/uploads, kind claim-photo)',
  ...common,
  request: { params: BookingParams, body: jsonBody(ClaimRequestSchema) },
  responses: {
    201: json(ClaimSchema, 'The claim'),
    ...refusals({
      400: e.invalid,
      401: e.signInFirst,
      404: e.notParty,
      409: `NOT_ALLOWED_IN_STATUS; ${e.inProgress}`,
      422: 'CLAIM_DATE_OUTSIDE_TRIP (Errors.IncidentDate), CLAIM_PHOTO_UNKNOWN; IDEMPOTENCY_KEY_REUSED',
    }),
  },
});

export function registerDocumentRoutes(app: App, deps: AppDeps, helpers: BookingRouteHelpers) {
  async function invoiceFor(c: Context) {
    const user = c.get('user') as { id: number };
    const { booking } = await helpers.bookingForParty(c, user.id);
    const role = roleOf(booking, user.id);
    const language = languageOf(c);
    const [listing, owner, renter, payments, payouts, closeout, changes] = await Promise.all([
      deps.db.selectFrom('listings').select(['name']).where('id', '=', booking.listing_id).executeTakeFirstOrThrow(),
      deps.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', booking.owner_id).executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'email'])
        .where('id', '=', booking.renter_id)
        .executeTakeFirstOrThrow(),
      deps.db.selectFrom('payments').selectAll().where('booking_id', '=', booking.id).execute(),
      deps.db.selectFrom('payouts').selectAll().where('booking_id', '=', booking.id).execute(),
      deps.db.selectFrom('booking_closeouts').selectAll().where('booking_id', '=', booking.id).executeTakeFirst(),
      approvedChanges(deps.db, booking.id),
    ]);
    const quote = booking.quote as TripQuote;
    const trip = booking.trip as StoredTrip;
    const details = booking.renter_details as RenterDetails;
    const tripPayments = payments.filter(
      (payment) => payment.status === 'succeeded' && payment.purpose !== 'money_request' && payment.kind !== 'security_deposit',
    );
    const sum = (rows: readonly { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
    const over = closeout
      ? closeoutCharges(
          quote.allowances,
          { distance: closeout.distance_driven, generatorHours: closeout.generator_hours },
          closeout.damages,
        )
      : null;
    return buildInvoice({
      kind: role === 'owner' ? 'host' : 'renter',
      language,
      bookingId: booking.id,
      status: booking.status,
      issuedOn: booking.created_at.toISOString().slice(0, 10),
      quote,
      rvName: listing.name,
      hostName: fullName(owner),
      renterName: details ? `${details.FirstName} ${details.LastName}` : fullName(renter),
      renterAddress: details
        ? [details.Address.Street, `${details.Address.City}, ${details.Address.Region} ${details.Address.PostalCode}`, renter.email]
        : [renter.email],
      guests: trip.adults + trip.children,
      policy: booking.cancellation_policy,
      paid: sum(tripPayments.filter((payment) => payment.kind === 'charge')),
      refunded: sum(tripPayments.filter((payment) => payment.kind === 'refund')),
      creditsApplied: booking.credits_applied,
      paidOut: sum(payouts.filter((payout) => payout.status === 'paid')),
      changes,
      closeout:
        closeout && over
          ? {
              distanceOver: over.distanceOver,
              distanceCharge: closeout.distance_charge,
              generatorHoursOver: over.generatorHoursOver,
              generatorCharge: closeout.generator_charge,
              damages: closeout.damages,
              transactionFee: closeout.transaction_fee,
              total: closeout.total,
              paid: sum(tripPayments.filter((payment) => payment.purpose === 'closeout' && payment.kind === 'charge')),
            }
          : null,
    });
  }

  app.openapi(invoiceRoute, async (c) => c.json(await invoiceFor(c), 200));

  app.openapi(invoicePdfRoute, async (c) => {
    const invoice = await invoiceFor(c);
    const pdf = await renderInvoicePdf(invoice);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="rove-${invoice.Number.toLowerCase()}-${invoice.Language}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
    });
  });

  async function agreementView(c: Context, booking: BookingRow, userId: number, language: Locale): Promise<RentalAgreement> {
    const [listing, owner, renter, signature, factsById] = await Promise.all([
      deps.db
        .selectFrom('listings')
        .select(['name', 'city', 'region', 'pickup_time', 'dropoff_time', 'smoking_allowed', 'pets_allowed'])
        .where('id', '=', booking.listing_id)
        .executeTakeFirstOrThrow(),
      deps.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', booking.owner_id).executeTakeFirstOrThrow(),
      deps.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', booking.renter_id).executeTakeFirstOrThrow(),
      deps.db.selectFrom('booking_agreements').selectAll().where('booking_id', '=', booking.id).executeTakeFirst(),
      loadBookingFacts(deps.db, [booking], { userId, now: deps.now() }),
    ]);
    const details = booking.renter_details as RenterDetails | null;
    const expectedName = details ? `${details.FirstName} ${details.LastName}` : fullName(renter);
    const trip = booking.trip as StoredTrip;
    const text = rentalAgreement({
      language,
      hostName: fullName(owner),
      renterName: expectedName,
      rvName: listing.name,
      rvLocation: `${listing.city}, ${listing.region}`,
      quote: booking.quote as TripQuote,
      guests: trip.adults + trip.children,
      pets: trip.pets,
      pickupTime: listing.pickup_time,
      dropoffTime: listing.dropoff_time,
      policy: booking.cancellation_policy,
      smokingAllowed: listing.smoking_allowed,
      petsAllowed: listing.pets_allowed,
    });
    const facts = factsById.get(booking.id)?.facts;
    return {
      BookingId: booking.id,
      Version: text.Version,
      Language: language,
      Title: text.Title,
      Clauses: text.Clauses,
      ExpectedName: roleOf(booking, userId) === 'renter' ? expectedName : null,
      Signature: signature
        ? {
            Name: signature.signed_name,
            SignedAt: signature.signed_at.toISOString(),
            SignedBy: signature.signed_by,
            Language: signature.language,
            Version: signature.version,
          }
        : null,
      CanSign: facts ? bookingAbilities(facts).Sign : false,
    };
  }

  app.openapi(agreementRoute, async (c) => {
    const user = c.get('user');
    const { booking } = await helpers.bookingForParty(c, user.id);
    return c.json(await agreementView(c, booking, user.id, languageOf(c)), 200);
  });

  // The renter signs by typing their full name as on the booking.
  app.openapi(signRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    const language = languageOf(c);
    return idempotentCall(c, deps, { userId: user.id, scope: `agreement:${booking.id}`, request: body, locale: ctx.locale }, async () => {
      if (roleOf(booking, user.id) !== 'renter') throw bookingError(403, 'NOT_ALLOWED_FOR_ROLE', ctx.locale);
      const view = await agreementView(c, booking, user.id, language);
      if (view.Signature) throw bookingError(409, 'AGREEMENT_ALREADY_SIGNED', ctx.locale);
      if (!view.CanSign) throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
      if (!signatureMatches(body.Name, view.ExpectedName ?? '')) {
        const message = bookingError(422, 'AGREEMENT_NAME_MISMATCH', ctx.locale).message;
        throw new ApiError(422, message, { statusMessage: 'AGREEMENT_NAME_MISMATCH', errors: { Name: [message] } });
      }
      // The signature and the host's mail commit together (durable mail).
      const notice = await inTransaction(deps.db, async (trx) => {
        const inserted = await trx
          .insertInto('booking_agreements')
          .values({
            booking_id: booking.id,
            version: view.Version,
            language,
            signed_name: body.Name.replace(/\s+/g, ' ').trim(),
            signed_by: user.id,
            signed_at: deps.now(),
            text_hash: agreementHash({ Version: view.Version, Title: view.Title, Clauses: view.Clauses }),
          })
          .onConflict((oc) => oc.column('booking_id').doNothing())
          .returning('booking_id')
          .executeTakeFirst();
        if (!inserted) throw bookingError(409, 'AGREEMENT_ALREADY_SIGNED', ctx.locale);
        return noteBookingEventIn(trx, ctx, booking, { event: 'agreement-signed', actor: 'renter', data: {} });
      });
      ctx.announcer?.publish(notice);
      return { status: 201, body: await agreementView(c, booking, user.id, language) };
    });
  });

  const claimView = (row: Selectable<BookingClaimsTable>, booking: BookingRow, uploads: Map<string, string>): Claim => ({
    Id: row.id,
    BookingId: row.booking_id,
    Number: `CLM-${String(row.id).padStart(6, '0')}`,
    FiledBy: row.user_id === booking.owner_id ? 'owner' : 'renter',
    Kind: row.kind,
    IncidentDate: row.incident_date,
    IncidentTime: row.incident_time,
    Location: row.location,
    Description: row.description,
    OtherPartyInvolved: row.other_party_involved,
    PoliceReport: row.police_report,
    Photos: (row.photos ?? []).map((id) => ({
      Id: id,
      Thumb: uploadUrl(id, 'thumb', uploads.get(id) ?? 'image/webp'),
      Gallery: uploadUrl(id, 'gallery', 'image/webp'),
    })),
    Status: row.status,
    CreatedAt: row.created_at.toISOString(),
  });

  app.openapi(claimsRoute, async (c) => {
    const user = c.get('user');
    const { booking } = await helpers.bookingForParty(c, user.id);
    const [rows, factsById] = await Promise.all([
      deps.db.selectFrom('booking_claims').selectAll().where('booking_id', '=', booking.id).orderBy('id').execute(),
      loadBookingFacts(deps.db, [booking], { userId: user.id, now: deps.now() }),
    ]);
    const facts = factsById.get(booking.id)?.facts;
    return c.json(
      {
        Items: rows.map((row) => claimView(row, booking, new Map())),
        CanFile: facts ? bookingAbilities(facts).FileClaim : false,
      },
      200,
    );
  });

  // First notice of loss: either party reports an incident during the trip, with photos uploaded beforehand.
  app.openapi(fileClaimRoute, async (c) => {
    const user = c.get('user');
    const { ctx, booking } = await helpers.bookingForParty(c, user.id);
    const body = c.req.valid('json');
    return idempotentCall(c, deps, { userId: user.id, scope: `claim:${booking.id}`, request: body, locale: ctx.locale }, async () => {
      const role = roleOf(booking, user.id) as 'renter' | 'owner';
      const facts = (await loadBookingFacts(deps.db, [booking], { userId: user.id, now: deps.now() })).get(booking.id)?.facts;
      if (!facts || !bookingAbilities(facts).FileClaim) throw bookingError(409, 'NOT_ALLOWED_IN_STATUS', ctx.locale);
      const today = todayUtc(deps.now());
      if (!claimDateAllowed(body.IncidentDate, booking, today)) {
        const message = bookingError(422, 'CLAIM_DATE_OUTSIDE_TRIP', ctx.locale).message;
        throw new ApiError(422, message, { statusMessage: 'CLAIM_DATE_OUTSIDE_TRIP', errors: { IncidentDate: [message] } });
      }
      const photos = [...new Set(body.Photos)];
      if (photos.length) {
        const found = await deps.db.selectFrom('uploads').select('id').where('id', 'in', photos).where('owner_id', '=', user.id).execute();
        if (found.length !== photos.length) throw bookingError(422, 'CLAIM_PHOTO_UNKNOWN', ctx.locale);
      }
      // The claim and the other party's mail commit together (durable mail).
      const { row, notice } = await inTransaction(deps.db, async (trx) => {
        const saved = await trx
          .insertInto('booking_claims')
          .values({
            booking_id: booking.id,
            user_id: user.id,
            kind: body.Kind,
            incident_date: body.IncidentDate,
            incident_time: body.IncidentTime ?? null,
            location: body.Location,
            description: body.Description,
            other_party_involved: body.OtherPartyInvolved,
            police_report: body.PoliceReport,
            photos: JSON.stringify(photos),
            created_at: deps.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const told = await noteBookingEventIn(trx, ctx, booking, {
          event: 'claim',
          actor: role,
          data: { ClaimId: saved.id, Kind: saved.kind },
        });
        return { row: saved, notice: told };
      });
      ctx.announcer?.publish(notice);
      return { status: 201, body: claimView(row, booking, new Map()) };
    });
  });
}
