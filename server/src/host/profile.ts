// The profile pages' endpoints: the profile (name, photo, about, languages, location, contact, mail language),
// the yearly earnings goal with its progress, the payout method (validated; simulated like payments: only the
// routing and the last four digits are kept, the rest becomes a token; saving one releases held payouts), saved cards of the payment simulator, and
// mail preferences per kind of booking mail (honoured by mailAboutBooking). Each user sees and changes only theirs.
import type { Country } from '@rove/contract';
import {
  CardInputSchema,
  essentialMailCategories,
  type GoalAnswer,
  GoalInputSchema,
  type HostProfile,
  mailCategories,
  type MailCategory,
  type MailPreference,
  MailPreferencesInputSchema,
  PayoutMethodInputSchema,
  type PayoutMethod,
  type PayoutMethodAnswer,
  payoutAccountProblems,
  ProfileInputSchema,
  type SavedCard,
  type Currency,
} from '@rove/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  GoalAnswerSchema,
  HostProfileSchema,
  MailPreferenceListSchema,
  PayoutMethodAnswerSchema,
  SavedCardListSchema,
} from '@rove/contract';
import type { App } from '../http/context.ts';
import { invalid, json, jsonBody, refusals, signInFirst } from '../http/openapi-routes.ts';
import { signedIn } from '../identity/route-security.ts';
import { uploadedPhotoUrl } from '../photos/photo-url.ts';
import { testCards } from '../payments/test-cards.ts';
import { heldPayoutsOf, releaseHeldPayouts } from '../payouts/payout-run.ts';
import { earningsOf, hostCurrency } from './insights.ts';
import { hostError, hostValidationError, type Locale } from './messages.ts';
import { hostFields } from './request-body.ts';
import { serverWords } from '../i18n/server-words.ts';

const me = '/api/user-profiles/me';
const common = { tags: ['Profile'], ...signedIn };
const fieldsRefused = 'VALIDATION_FAILED: field errors in Errors, in the request’s language';
const read = refusals({ 400: invalid, 401: signInFirst });
const write = refusals({ 400: fieldsRefused, 401: signInFirst });
const YearQuery = z.object({ Year: z.string().optional().meta({ description: 'YYYY (this year by default)' }) });
const routes = {
  profile: createRoute({
    method: 'get',
    path: `${me}/profile`,
    operationId: 'getProfile',
    summary: 'The member’s profile',
    ...common,
    responses: { 200: json(HostProfileSchema, 'The profile'), ...read },
  }),
  saveProfile: createRoute({
    method: 'put',
    path: `${me}/profile`,
    operationId: 'saveProfile',
    summary: 'Save the profile (name, photo, about, languages, place, phone, mail language)',
    ...common,
    request: { body: jsonBody(ProfileInputSchema) },
    responses: { 200: json(HostProfileSchema, 'The profile'), ...write },
  }),
  goal: createRoute({
    method: 'get',
    path: '/api/hosts/goals',
    operationId: 'getEarningsGoal',
    summary: 'The year’s earnings goal and the progress towards it',
    ...common,
    request: { query: YearQuery },
    responses: { 200: json(GoalAnswerSchema, 'The goal'), ...read },
  }),
  saveGoal: createRoute({
    method: 'put',
    path: '/api/hosts/goals',
    operationId: 'saveEarningsGoal',
    summary: 'Set the year’s earnings goal',
    ...common,
    request: { body: jsonBody(GoalInputSchema) },
    responses: { 200: json(GoalAnswerSchema, 'The goal'), ...write },
  }),
  payoutMethod: createRoute({
    method: 'get',
    path: `${me}/payout-method`,
    operationId: 'getPayoutMethod',
    summary: 'The payout method (routing and the last four digits only)',
    ...common,
    responses: { 200: json(PayoutMethodAnswerSchema, 'The method, or null'), ...read },
  }),
  savePayoutMethod: createRoute({
    method: 'put',
    path: `${me}/payout-method`,
    operationId: 'savePayoutMethod',
    summary: 'Save the payout method (checked: US routing checksum, CA institution and transit)',
    ...common,
    request: { body: jsonBody(PayoutMethodInputSchema) },
    responses: { 200: json(PayoutMethodAnswerSchema, 'The method'), ...write },
  }),
  cards: createRoute({
    method: 'get',
    path: `${me}/cards`,
    operationId: 'listSavedCards',
    summary: 'Saved cards (payment simulator)',
    ...common,
    responses: { 200: json(SavedCardListSchema, 'The cards'), ...read },
  }),
  saveCard: createRoute({
    method: 'post',
    path: `${me}/cards`,
    operationId: 'saveCard',
    summary: 'Save a card (payment simulator: the test cards)',
    ...common,
    request: { body: jsonBody(CardInputSchema) },
    responses: {
      201: json(SavedCardListSchema, 'The cards'),
      ...refusals({ 400: fieldsRefused, 401: signInFirst, 422: 'CARD_DECLINED: the declining test card' }),
    },
  }),
  removeCard: createRoute({
    method: 'delete',
    path: `${me}/cards/{cardId}`,
    operationId: 'removeCard',
    summary: 'Remove a saved card',
    ...common,
    request: { params: z.object({ cardId: z.string().meta({ description: 'The card (digits)' }) }) },
    responses: {
      200: json(SavedCardListSchema, 'The cards left'),
      ...refusals({ 400: invalid, 401: signInFirst, 404: 'NOT_FOUND: no such card of this member' }),
    },
  }),
  mailPreferences: createRoute({
    method: 'get',
    path: `${me}/mail-preferences`,
    operationId: 'getMailPreferences',
    summary: 'Mail preferences per kind of booking mail',
    ...common,
    responses: { 200: json(MailPreferenceListSchema, 'The preferences'), ...read },
  }),
  saveMailPreferences: createRoute({
    method: 'put',
    path: `${me}/mail-preferences`,
    operationId: 'saveMailPreferences',
    summary: 'Switch kinds of booking mail on or off (payments and cancellations are always sent)',
    ...common,
    request: { body: jsonBody(MailPreferencesInputSchema) },
    responses: { 200: json(MailPreferenceListSchema, 'The preferences'), ...write },
  }),
};

function profileView(row: ProfileRow): HostProfile {
  return {
    Id: row.id,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    About: row.about,
    Languages: row.spoken_languages ?? [],
    City: row.city,
    Region: row.region,
    Country: row.country,
    PhoneNumber: row.phone_number,
    CountryPhoneCode: row.country_phone_code,
    Language: row.language,
    AvatarUrl: row.avatar_url,
  };
}
interface ProfileRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  about: string;
  spoken_languages: string[];
  city: string | null;
  region: string | null;
  country: Country | null;
  phone_number: string | null;
  country_phone_code: string;
  language: Locale;
  avatar_url: string | null;
}

/** Whether the user wants mails of this category (essential ones always go). */
export async function wantsMail(db: Kysely<Database>, userId: number, category: MailCategory | null): Promise<boolean> {
  if (category === null || essentialMailCategories.includes(category)) return true;
  const row = await db
    .selectFrom('mail_preferences')
    .select('enabled')
    .where('user_id', '=', userId)
    .where('category', '=', category)
    .executeTakeFirst();
  return row?.enabled ?? true;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Card';
}

async function fingerprint(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`rove-card:${value}`));
  return Buffer.from(digest).toString('base64url');
}

export function registerProfileRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  const loadProfile = async (userId: number) =>
    profileView(
      (await db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'about',
          'spoken_languages',
          'city',
          'region',
          'country',
          'phone_number',
          'country_phone_code',
          'language',
          'avatar_url',
        ])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()) as ProfileRow,
    );

  app.openapi(routes.profile, async (c) => c.json(await loadProfile(c.get('user').id), 200));

  app.openapi(
    routes.saveProfile,
    async (c) => {
      const locale = c.var.request.locale;
      const user = c.get('user');
      const input = c.req.valid('json');
      let avatar: string | null | undefined;
      if (input.AvatarUploadId === null) avatar = null;
      else if (input.AvatarUploadId) {
        const upload = await db
          .selectFrom('uploads')
          .select(['id', 'kind', 'owner_id'])
          .where('id', '=', input.AvatarUploadId)
          .executeTakeFirst();
        if (!upload || upload.owner_id !== user.id || upload.kind !== 'profile-photo')
          throw hostValidationError({ AvatarUploadId: ['Field.invalid'] }, locale);
        avatar = uploadedPhotoUrl(upload.id, 'thumb');
      }
      await db
        .updateTable('users')
        .set({
          first_name: input.FirstName,
          last_name: input.LastName,
          about: input.About,
          spoken_languages: [...new Set(input.Languages)],
          city: input.City || null,
          region: input.Region || null,
          country: input.Country,
          phone_number: input.PhoneNumber ? input.PhoneNumber.replace(/[\s().-]/g, '') : null,
          language: input.Language,
          ...(avatar === undefined ? {} : { avatar_url: avatar }),
        })
        .where('id', '=', user.id)
        .execute();
      return c.json(await loadProfile(user.id), 200);
    },
    hostFields,
  );

  async function goalAnswer(userId: number, year: number): Promise<GoalAnswer> {
    const currency = await hostCurrency(db, userId);
    const [goal, payouts] = await Promise.all([
      db.selectFrom('host_goals').selectAll().where('user_id', '=', userId).where('year', '=', year).executeTakeFirst(),
      db
        .selectFrom('payouts as p')
        .innerJoin('bookings as b', 'b.id', 'p.booking_id')
        .select(['p.scheduled_for', 'p.booking_id', 'p.status', 'p.amount', 'p.currency', 'p.kind', 'b.listing_id'])
        .where('p.owner_id', '=', userId)
        .execute(),
    ]);
    const earnings = earningsOf(
      payouts.map((row) => ({
        date: String(row.scheduled_for),
        bookingId: row.booking_id,
        rvId: row.listing_id,
        rvName: '',
        kind: String(row.kind),
        status: row.status,
        amount: Number(row.amount),
        currency: row.currency as Currency,
      })),
      year,
      currency,
    );
    const earned = Math.round((earnings.TotalPaid + earnings.TotalUpcoming) * 100) / 100;
    const target = goal ? Number(goal.amount) : null;
    return {
      Year: year,
      Currency: currency,
      Goal: target,
      Earned: earned,
      Paid: earnings.TotalPaid,
      Upcoming: earnings.TotalUpcoming,
      Progress: target ? Math.round((earned / target) * 1000) / 10 : null,
    };
  }

  const yearOf = (value: string | undefined, locale: Locale) => {
    if (value === undefined) return deps.now().getUTCFullYear();
    if (!/^\d{4}$/.test(value)) throw hostValidationError({ Year: ['Field.invalid'] }, locale);
    return Number(value);
  };

  app.openapi(routes.goal, async (c) =>
    c.json(await goalAnswer(c.get('user').id, yearOf(c.req.valid('query').Year, c.var.request.locale)), 200),
  );

  app.openapi(
    routes.saveGoal,
    async (c) => {
      const user = c.get('user');
      const input = c.req.valid('json');
      const currency = await hostCurrency(db, user.id);
      await db
        .insertInto('host_goals')
        .values({ user_id: user.id, year: input.Year, amount: input.Amount, currency })
        .onConflict((oc) => oc.columns(['user_id', 'year']).doUpdateSet({ amount: input.Amount, currency, updated_at: deps.now() }))
        .execute();
      return c.json(await goalAnswer(user.id, input.Year), 200);
    },
    hostFields,
  );

  const payoutView = (row: {
    country: Country;
    account_holder: string;
    routing: string;
    account_last4: string;
    updated_at: Date;
  }): PayoutMethod => ({
    Country: row.country,
    AccountHolder: row.account_holder,
    Routing: row.routing,
    AccountLast4: row.account_last4,
    UpdatedAt: new Date(row.updated_at).toISOString(),
  });

  // The method, and what is held for want of one (payouts/payout-run.ts).
  app.openapi(routes.payoutMethod, async (c) => {
    const userId = c.get('user').id;
    const [row, held] = await Promise.all([
      db.selectFrom('payout_methods').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      heldPayoutsOf(db, userId),
    ]);
    return c.json({ Method: row ? payoutView(row) : null, Held: held } satisfies PayoutMethodAnswer, 200);
  });

  // Replaces the payout method; a refused one leaves the saved one as it was.
  app.openapi(
    routes.savePayoutMethod,
    async (c) => {
      const locale = c.var.request.locale;
      const user = c.get('user');
      const input = c.req.valid('json');
      const problems = payoutAccountProblems(input);
      if (Object.keys(problems).length) throw hostValidationError(problems, locale);
      const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');
      const account = digits(input.AccountNumber);
      const routing =
        input.Country === 'US' ? digits(input.RoutingNumber) : `${digits(input.InstitutionNumber)}-${digits(input.TransitNumber)}`;
      const values = {
        country: input.Country,
        account_holder: input.AccountHolder,
        routing,
        account_last4: account.slice(-4),
        token: `sim_ba_${await fingerprint(`${routing}:${account}`)}`,
        updated_at: deps.now(),
      };
      await db
        .insertInto('payout_methods')
        .values({ user_id: user.id, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .execute();
      // Payouts held while there was no method are paid now.
      await releaseHeldPayouts(db, user.id, deps.now());
      const row = await db.selectFrom('payout_methods').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      return c.json({ Method: payoutView(row), Held: await heldPayoutsOf(db, user.id) } satisfies PayoutMethodAnswer, 200);
    },
    hostFields,
  );

  const cardView = (row: { id: number; brand: string; last4: string; exp_month: number; exp_year: number }): SavedCard => ({
    Id: row.id,
    Brand: row.brand,
    Last4: row.last4,
    ExpMonth: row.exp_month,
    ExpYear: row.exp_year,
  });
  const listCards = async (userId: number) =>
    (await db.selectFrom('saved_cards').selectAll().where('user_id', '=', userId).orderBy('id').execute()).map(cardView);

  app.openapi(routes.cards, async (c) => c.json({ Items: await listCards(c.get('user').id) }, 200));

  // The simulator checks the card as a provider would: the declining test card is refused; adding the same card
  // twice keeps one.
  app.openapi(
    routes.saveCard,
    async (c) => {
      const locale = c.var.request.locale;
      const user = c.get('user');
      const input = c.req.valid('json');
      const number = input.Number.replace(/\D/g, '');
      const now = deps.now();
      if (input.ExpYear < now.getUTCFullYear() || (input.ExpYear === now.getUTCFullYear() && input.ExpMonth < now.getUTCMonth() + 1))
        throw hostValidationError({ ExpMonth: ['CardExpiry.past'] }, locale);
      if (number === testCards.declined.replace(/\D/g, ''))
        throw hostError(422, 'cardDeclined', 'CARD_DECLINED', locale, {
          errors: { Number: [serverWords(locale, 'cardDeclined')] },
        });
      const values = {
        user_id: user.id,
        brand: cardBrand(number),
        last4: number.slice(-4),
        exp_month: input.ExpMonth,
        exp_year: input.ExpYear,
        fingerprint: await fingerprint(`${user.id}:${number}`),
      };
      await db
        .insertInto('saved_cards')
        .values(values)
        .onConflict((oc) => oc.columns(['user_id', 'fingerprint']).doUpdateSet({ exp_month: values.exp_month, exp_year: values.exp_year }))
        .execute();
      return c.json({ Items: await listCards(user.id) }, 201);
    },
    hostFields,
  );

  app.openapi(routes.removeCard, async (c) => {
    const locale = c.var.request.locale;
    const raw = c.req.valid('param').cardId;
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
    const deleted = Number.isSafeInteger(id)
      ? await db.deleteFrom('saved_cards').where('id', '=', id).where('user_id', '=', c.get('user').id).executeTakeFirst()
      : undefined;
    if (!deleted || Number(deleted.numDeletedRows) === 0) throw hostError(404, 'cardNotFound', 'NOT_FOUND', locale);
    return c.json({ Items: await listCards(c.get('user').id) }, 200);
  });

  const preferences = async (userId: number): Promise<MailPreference[]> => {
    const rows = await db.selectFrom('mail_preferences').select(['category', 'enabled']).where('user_id', '=', userId).execute();
    return mailCategories.map((category) => {
      const essential = essentialMailCategories.includes(category);
      return {
        Category: category,
        Enabled: essential || (rows.find((row) => row.category === category)?.enabled ?? true),
        Essential: essential,
      };
    });
  };

  app.openapi(routes.mailPreferences, async (c) => c.json({ Items: await preferences(c.get('user').id) }, 200));

  app.openapi(
    routes.saveMailPreferences,
    async (c) => {
      const user = c.get('user');
      const input = c.req.valid('json');
      for (const preference of input.Preferences) {
        if (essentialMailCategories.includes(preference.Category)) continue;
        await db
          .insertInto('mail_preferences')
          .values({ user_id: user.id, category: preference.Category, enabled: preference.Enabled })
          .onConflict((oc) => oc.columns(['user_id', 'category']).doUpdateSet({ enabled: preference.Enabled }))
          .execute();
      }
      return c.json({ Items: await preferences(user.id) }, 200);
    },
    hostFields,
  );
}
