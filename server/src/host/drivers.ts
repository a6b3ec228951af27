// Additional drivers (profile/drivers): a user's drivers with their licence, date of birth and licence country.
// Minimum age 21, young driver under 25 (contract/src/host.ts). Only the owner of a driver sees or removes it.
import {
  DriverListSchema,
  DriverSchema,
  ageOn,
  type Driver,
  DriverInputSchema,
  type DriverList,
  driverAgeStatus,
  driverProblems,
  maxAdditionalDrivers,
} from '@rove/contract';
import type { Selectable } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { createRoute, z } from '@hono/zod-openapi';
import type { App } from '../http/context.ts';
import { invalid, json, jsonBody, refusals, signInFirst } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { todayUtc } from '../pricing/calendar.ts';
import { hostError, hostValidationError } from './messages.ts';
import { hostFields } from './request-body.ts';
import type { DriversTable } from './schema.ts';

const base = '/api/user-profiles/me/drivers';

const common = { tags: ['Drivers'], ...signedIn };
const routes = {
  list: createRoute({
    method: 'get',
    path: base,
    operationId: 'listDrivers',
    summary: 'The additional drivers of the signed-in member',
    ...common,
    responses: { 200: json(DriverListSchema, 'The drivers'), ...refusals({ 400: invalid, 401: signInFirst }) },
  }),
  add: createRoute({
    method: 'post',
    path: base,
    operationId: 'addDriver',
    summary: 'Add a driver (Idempotency-Key: a retry answers the driver it added)',
    ...common,
    request: { body: jsonBody(DriverInputSchema) },
    responses: {
      201: json(DriverSchema, 'The driver'),
      200: json(DriverSchema, 'A retry with the same Idempotency-Key: the driver added'),
      ...refusals({
        400: 'VALIDATION_FAILED: field errors in Errors (age, licence expiry...), in the request’s language',
        401: signInFirst,
        409: 'TOO_MANY_DRIVERS',
      }),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${base}/{driverId}`,
    operationId: 'removeDriver',
    summary: 'Remove a driver',
    ...common,
    request: { params: z.object({ driverId: z.string().meta({ description: 'The driver (digits)' }) }) },
    responses: {
      204: { description: 'Removed' },
      ...refusals({ 400: invalid, 401: signInFirst, 404: 'NOT_FOUND: no such driver of this member' }),
    },
  }),
};

/** A driver as the API reads it: the table's row without its owner and bookkeeping. */
type DriverRow = Omit<Selectable<DriversTable>, 'user_id' | 'created_at' | 'idempotency_key'>;

export function driverView(row: DriverRow, today: string): Driver {
  return {
    Id: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    DateOfBirth: row.date_of_birth,
    Age: ageOn(row.date_of_birth, today),
    YoungDriver: driverAgeStatus(row.date_of_birth, today) === 'young',
    LicenceNumber: `${'•'.repeat(Math.max(0, row.licence_number.length - 4))}${row.licence_number.slice(-4)}`,
    LicenceCountry: row.licence_country,
    LicenceRegion: row.licence_region,
    LicenceExpiry: row.licence_expiry,
  };
}

export function registerDriverRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const today = () => todayUtc(deps.now());
  const list = async (userId: number): Promise<DriverList> => {
    const rows = await db.selectFrom('drivers').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return {
      Items: rows.map((row) => driverView(row, today())),
      CanAddDriver: rows.length < maxAdditionalDrivers,
      MaxDrivers: maxAdditionalDrivers,
    };
  };

  app.openapi(routes.list, async (c) => c.json(await list(c.get('user').id), 200));

  // Idempotency-Key (optional): a retried add answers the driver it added, never a second one.
  app.openapi(
    routes.add,
    async (c) => {
      const locale = c.var.request.locale;
      const user = c.get('user');
      const input = c.req.valid('json');
      const problems = driverProblems(input, today());
      if (Object.keys(problems).length) throw hostValidationError(problems, locale);
      const key = c.req.header('Idempotency-Key')?.slice(0, 200) || null;
      if (key) {
        const existing = await db
          .selectFrom('drivers')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('idempotency_key', '=', key)
          .executeTakeFirst();
        if (existing) {
          c.header('Idempotent-Replayed', 'true');
          return c.json(driverView(existing, today()), 200);
        }
      }
      const count = await db
        .selectFrom('drivers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= maxAdditionalDrivers) throw hostError(409, 'tooManyDrivers', 'TOO_MANY_DRIVERS', locale);
      const row = await db
        .insertInto('drivers')
        .values({
          user_id: user.id,
          first_name: input.FirstName,
          last_name: input.LastName,
          date_of_birth: input.DateOfBirth,
          licence_number: input.LicenceNumber,
          licence_country: input.LicenceCountry,
          licence_region: input.LicenceRegion,
          licence_expiry: input.LicenceExpiry,
          idempotency_key: key,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      const saved =
        row ??
        (await db
          .selectFrom('drivers')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow());
      return row ? c.json(driverView(saved, today()), 201) : c.json(driverView(saved, today()), 200);
    },
    hostFields,
  );

  app.openapi(routes.remove, async (c) => {
    const locale = c.var.request.locale;
    const raw = c.req.valid('param').driverId;
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
    const deleted = Number.isSafeInteger(id)
      ? await db.deleteFrom('drivers').where('id', '=', id).where('user_id', '=', c.get('user').id).executeTakeFirst()
      : undefined;
    if (!deleted || Number(deleted.numDeletedRows) === 0) throw hostError(404, 'driverNotFound', 'NOT_FOUND', locale);
    return c.body(null, 204);
  });
}
