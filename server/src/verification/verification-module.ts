// Renter verification (issue 21): start one, read it, confirm the account and the driver's licence. Once both
// steps hold, the verification is Verified and users.is_verified is set (shown on the profile and on bookings).
import type { Locale } from '@rove/contract';
import { createRoute, z } from '@hono/zod-openapi';
import { VerificationSchema } from '@rove/contract';
import { randomBytes } from 'node:crypto';
import {
  accountProblems,
  ageOn,
  licenceProblems,
  plansForAge,
  StartVerificationSchema,
  type Verification,
  VerificationAccountSchema,
  VerificationDriverSchema,
  type VerificationProblem,
} from '@rove/contract';
import type { Context } from 'hono';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError, fieldErrors } from '../http/errors.ts';
import { invalid, json, jsonBody, refusals, signInFirst } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import type { VerificationsTable } from './schema.ts';
import { serverWords } from '../i18n/server-words.ts';

type Row = Selectable<VerificationsTable>;

function refuse(problems: Record<string, VerificationProblem | undefined>, locale: Locale) {
  const errors = Object.fromEntries(
    Object.entries(problems).flatMap(([field, code]) => (code ? [[field, [serverWords(locale, `verification.${code}`)]]] : [])),
  );
  if (Object.keys(errors).length === 0) return;
  // The words: locales/{en,fr}/server.json, section verification.
  throw new ApiError(400, serverWords(locale, 'verification.invalid'), {
    statusMessage: 'VERIFICATION_INVALID',
    errors,
  });
}

export function verificationView(row: Row, today: string): Verification {
  const account = row.account;
  const driver = row.driver;
  return {
    Id: row.id,
    Status: row.status,
    BookingId: row.booking_id,
    Account: account ? { FirstName: account.FirstName, LastName: account.LastName, DateOfBirth: account.DateOfBirth } : null,
    Driver: driver
      ? { LicenceEnding: driver.LicenceNumber.slice(-4), Region: driver.Region, Country: driver.Country, ExpiresOn: driver.ExpiresOn }
      : null,
    Plans: account ? plansForAge(ageOn(account.DateOfBirth, today)) : null,
    VerifiedDate: row.verified_at ? row.verified_at.toISOString() : null,
  };
}

async function ownVerification(db: Kysely<Database>, id: string, userId: number): Promise<Row> {
  const row = await db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst();
  // Someone else's verification is as unknown as a missing one.
  if (!row || row.user_id !== userId) throw new ApiError(404, 'No such verification.', { statusMessage: 'NOT_FOUND' });
  return row;
}

/** Both steps done: Verified, and the member is verified. */
async function completeIfDone(db: Kysely<Database>, row: Row, now: Date): Promise<Row> {
  if (row.status === 'Verified' || !row.account || !row.driver || !row.licence_upload_id) return row;
  const done = await db
    .updateTable('verifications')
    .set({ status: 'Verified', verified_at: now, updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable('users').set({ is_verified: true }).where('id', '=', row.user_id).execute();
  return done;
}

const IdPattern = /^[A-Za-z0-9_-]{16,64}$/;
// An id of another shape is as unknown as a missing one (404), so the parameter is checked by the handler.
const IdParams = z.object({ id: z.string().meta({ description: '16 to 64 letters, digits, - or _' }) });
const notFound = 'No such verification of this user (NOT_FOUND)';
const common = { tags: ['Verification'], ...signedIn };
const answer = json(VerificationSchema, 'The verification');
const fieldsRefused = `${invalid}; VERIFICATION_INVALID: a rule of the step (age, licence expiry, phone, licence photo), sentences in Errors`;

const startRoute = createRoute({
  method: 'post',
  path: '/api/verifications',
  operationId: 'startVerification',
  summary: 'Start a verification (or find the open one) of the signed-in member, optionally for one of their bookings',
  ...common,
  request: { body: jsonBody(StartVerificationSchema, { required: false }) },
  responses: {
    201: json(VerificationSchema, 'Started'),
    200: json(VerificationSchema, 'The open one'),
    ...refusals({ 400: invalid, 401: signInFirst, 404: 'No such booking of this renter (NOT_FOUND)' }),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: '/api/verifications/{id}',
  operationId: 'getVerification',
  summary: 'A verification of the signed-in member',
  ...common,
  request: { params: IdParams },
  responses: { 200: answer, ...refusals({ 400: invalid, 401: signInFirst, 404: notFound }) },
});
const accountRoute = createRoute({
  method: 'put',
  path: '/api/verifications/{id}/account',
  operationId: 'confirmVerificationAccount',
  summary: 'The account step: name, date of birth, phone',
  ...common,
  request: { params: IdParams, body: jsonBody(VerificationAccountSchema) },
  responses: { 200: answer, ...refusals({ 400: fieldsRefused, 401: signInFirst, 404: notFound }) },
});
const driverRoute = createRoute({
  method: 'put',
  path: '/api/verifications/{id}/driver',
  operationId: 'confirmVerificationDriver',
  summary: 'The driver step: the licence and a photo of it (an upload of kind licence-photo)',
  ...common,
  request: { params: IdParams, body: jsonBody(VerificationDriverSchema) },
  responses: { 200: answer, ...refusals({ 400: fieldsRefused, 401: signInFirst, 404: notFound }) },
});

/** A step's fields refused: the step's own words in the request's language, each field's problems in Errors. */
const checkFields = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return undefined;
  const locale = c.var.request.locale;
  // The words: locales/{en,fr}/server.json, section verification.
  throw new ApiError(400, serverWords(locale, 'verification.invalid'), {
    statusMessage: 'VALIDATION_FAILED',
    errors: fieldErrors(result.error),
  });
};

export const verificationModule: ApiModule = {
  name: 'verification',
  register(app, deps) {
    const { db } = deps;
    const today = () => deps.now().toISOString().slice(0, 10);
    const idOf = (raw: string) => {
      if (!IdPattern.test(raw)) throw new ApiError(404, 'No such verification.', { statusMessage: 'NOT_FOUND' });
      return raw;
    };

    // Start (or find the open) verification of the signed-in member, optionally for one of their bookings.
    app.openapi(startRoute, async (c) => {
      const user = c.get('user');
      const input = c.req.valid('json');
      const bookingId = input.BookingId ?? null;
      if (bookingId !== null) {
        const booking = await db.selectFrom('bookings').select('renter_id').where('id', '=', bookingId).executeTakeFirst();
        if (!booking || booking.renter_id !== user.id) throw new ApiError(404, 'No such booking.', { statusMessage: 'NOT_FOUND' });
      }
      let query = db.selectFrom('verifications').selectAll().where('user_id', '=', user.id).where('status', '=', 'Pending');
      query = bookingId === null ? query.where('booking_id', 'is', null) : query.where('booking_id', '=', bookingId);
      const open = await query.executeTakeFirst();
      if (open) return c.json(verificationView(open, today()), 200);
      const now = deps.now();
      const row = await db
        .insertInto('verifications')
        .values({ id: randomBytes(18).toString('base64url'), user_id: user.id, booking_id: bookingId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      // A concurrent start won the race: answer its verification.
      const created = row ?? (await query.executeTakeFirstOrThrow());
      return c.json(verificationView(created, today()), row ? 201 : 200);
    });

    app.openapi(getRoute, async (c) => {
      const row = await ownVerification(db, idOf(c.req.valid('param').id), c.get('user').id);
      return c.json(verificationView(row, today()), 200);
    });

    app.openapi(
      accountRoute,
      async (c) => {
        const locale = c.var.request.locale;
        const row = await ownVerification(db, idOf(c.req.valid('param').id), c.get('user').id);
        const account = c.req.valid('json');
        refuse(accountProblems(account, today()), locale);
        const now = deps.now();
        const updated = await db
          .updateTable('verifications')
          .set({ account: JSON.stringify(account), updated_at: now })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return c.json(verificationView(await completeIfDone(db, updated, now), today()), 200);
      },
      checkFields,
    );

    app.openapi(
      driverRoute,
      async (c) => {
        const locale = c.var.request.locale;
        const user = c.get('user');
        const row = await ownVerification(db, idOf(c.req.valid('param').id), user.id);
        const driver = c.req.valid('json');
        refuse(licenceProblems(driver, today()), locale);
        const photo = await db
          .selectFrom('uploads')
          .select(['owner_id', 'kind'])
          .where('id', '=', driver.LicencePhotoId)
          .executeTakeFirst();
        if (!photo || photo.owner_id !== user.id || photo.kind !== 'licence-photo') {
          throw new ApiError(400, serverWords(locale, 'verification.licencePhotoMissing'), {
            statusMessage: 'VERIFICATION_INVALID',
            errors: { LicencePhotoId: [serverWords(locale, 'verification.licencePhotoNotFound')] },
          });
        }
        const { LicencePhotoId, ...licence } = driver;
        const now = deps.now();
        const updated = await db
          .updateTable('verifications')
          .set({
            driver: JSON.stringify({ ...licence, Region: licence.Region.toUpperCase() }),
            licence_upload_id: LicencePhotoId,
            updated_at: now,
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return c.json(verificationView(await completeIfDone(db, updated, now), today()), 200);
      },
      checkFields,
    );
  },
};
