// Owners' RVs (issue 16): the listing wizard's drafts, RV editing, photos, add-ons, publish / unpublish / delete /
// restore, and the earnings projection. Paths under /api/hosts (server/API.md, "Owners' RVs").
// Every field is validated with the contract's schemas (contract/src/rvs.ts), errors in the request's language.
// Another host's RV answers exactly like an unknown one: 404 NOT_FOUND.
import type { Locale } from '@rove/contract';
import {
  bookingStatusGroups,
  EarningsQuerySchema,
  type EarningsEstimate,
  isRvWizardStep,
  missingForPublish,
  type RvLocationInput,
  RvAddOnInputSchema,
  rvFieldErrors,
  rvWords,
  RvPhotoAttachSchema,
  RvPhotoCaptionSchema,
  RvPhotoOrderSchema,
  type RvType,
  stepAccess,
  validateRvUpdate,
  type Country,
  HostRvSchema,
  HostRvListSchema,
  EarningsEstimateSchema,
  rvFieldSchemas,
} from '@rove/contract';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { geocode } from '../geocoding/geocoder.ts';
import { placeById, type Place } from '../geocoding/gazetteer.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError, fieldErrors } from '../http/errors.ts';
import { invalid, json, jsonBody, refusals, signInFirst } from '../http/openapi-routes.ts';
import { isPublic, signedIn } from '../identity/route-security.ts';
import type { AuthUser } from '../identity/auth-user.ts';
import type { ApiModule } from '../module.ts';
import { estimateEarnings } from './earnings.ts';
import {
  applyValues,
  createDraft,
  draftAliasPrefix,
  ensureState,
  findManagedListing,
  hostRvView,
  type ListingRow,
  listHostRvs,
  loadFacts,
  publicAlias,
  reloadListing,
  type ResolvedLocation,
  restorableUntil,
} from './host-rv-store.ts';
import { ownerRvError } from './messages.ts';
import { codeWords } from '../i18n/server-words.ts';
import { addOnRow, canRestore, normalisePostalCode, postalCodeFits, type RvStatus, unpublishStep } from './rv-rules.ts';
import { attachPhoto, makeCover, reorderPhotos, removePhoto, setCaption } from './rv-photos.ts';
import { inTransaction, lockListing } from '../db/transaction.ts';
import { readJson } from '../http/read-json.ts';

const base = '/api/hosts/rvs';
const heldStatuses = bookingStatusGroups.holding;

function validationError(codes: Record<string, string[]>, locale: Locale): ApiError {
  return ownerRvError(400, 'invalid', 'VALIDATION_FAILED', locale, {
    errors: rvFieldErrors(codes, (code) => codeWords(rvWords, code, locale)),
  });
}

/** A route hook: the contract's schemas refuse with codes, answered as sentences in the request's language. */
const rvFields = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (!result.success && result.error) throw validationError(fieldErrors(result.error), c.var.request.locale);
  return undefined;
};

/** A place from the suggestions (PlaceId) or typed ("Bozeman, MT"): it must be a city or town of the gazetteer. */
export function resolveLocation(input: RvLocationInput, locale: Locale): ResolvedLocation {
  let place: Place | undefined;
  if (input.PlaceId) place = placeById(input.PlaceId);
  else if (input.Address) {
    const found = geocode(input.Address, 5);
    place = found.find((p) => p.kind === 'locality') ?? found[0];
  }
  if (!place) throw validationError({ Location: ['Location.notFound'] }, locale);
  if (place.kind !== 'locality') throw validationError({ Location: ['Location.notACity'] }, locale);
  const postalCode = normalisePostalCode(input.PostalCode);
  if (!postalCodeFits(place.country, postalCode)) throw validationError({ Location: ['PostalCode.format'] }, locale);
  return {
    lat: Math.round(place.lat * 1e5) / 1e5,
    lng: Math.round(place.lng * 1e5) / 1e5,
    city: place.name,
    region: place.region,
    country: place.country,
    street: input.Street ?? '',
    postalCode,
  };
}

/** The fields publishing still needs, as field errors ("Give your RV a name." ...). */
function missingErrors(missing: { Fields: string[] }[], locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { Fields } of missing) for (const field of Fields) out[field] = [codeWords(rvWords, `${field}.required`, locale)];
  return out;
}

function incompleteError(missing: ReturnType<typeof missingForPublish>, locale: Locale): ApiError {
  return ownerRvError(422, 'incomplete', 'RV_INCOMPLETE', locale, { errors: missingErrors(missing, locale), data: { Missing: missing } });
}

const rvIdOf = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN);

// ---- Declarations ----

const common = { tags: ['Owners’ RVs'], ...signedIn };
// Ids of another shape are as unknown as another host's RV (404), so the parameters are the handlers' to judge.
const RvParams = z.object({ rvId: z.string().meta({ description: 'The RV (digits)' }) });
const PhotoParams = RvParams.extend({ photoId: z.string().meta({ description: 'The photo (digits)' }) });
const AddOnParams = RvParams.extend({ addOnId: z.string().meta({ description: 'The add-on (digits)' }) });
const rv = (description: string) => json(HostRvSchema, description);
const fieldsRefused = 'VALIDATION_FAILED: field errors in Errors, in the request’s language';
const notFound = 'NOT_FOUND: no such RV (or photo, add-on), or another host’s';
const editRefusals = (conflicts: string) =>
  refusals({
    400: fieldsRefused,
    401: signInFirst,
    404: notFound,
    409: conflicts,
    422: 'RV_INCOMPLETE (Data.Missing), RV_UPLOAD_UNUSABLE',
  });
// The RV's fields (contract/src/rvs.ts), any of them in one update, and the wizard step being saved. Validated by
// validateRvUpdate in the handler (the rules between fields and the stored values need the RV), so described here.
const { $schema: _dialect, ...rvUpdateDocument } = z.toJSONSchema(
  z.object(rvFieldSchemas(2000)).partial().extend({ WizardStep: z.string().optional() }).strict(),
  { io: 'input', unrepresentable: 'any' },
) as Record<string, unknown>;
const rvUpdateBody = { required: true, content: { 'application/json': { schema: rvUpdateDocument } } };

const routes = {
  list: createRoute({
    method: 'get',
    path: base,
    operationId: 'listHostRvs',
    summary: 'The host’s RVs (Status=deleted: the deleted ones, restorable for 30 days)',
    ...common,
    request: { query: z.object({ Status: z.string().optional().meta({ description: 'deleted for the deleted ones' }) }) },
    responses: { 200: json(HostRvListSchema, 'The RVs'), ...refusals({ 400: invalid, 401: signInFirst }) },
  }),
  create: createRoute({
    method: 'post',
    path: base,
    operationId: 'createHostRv',
    summary: 'Start a draft with the first step’s answers (Idempotency-Key header: a retry answers the same draft)',
    ...common,
    request: { body: rvUpdateBody },
    responses: {
      201: rv('The new draft'),
      200: rv('A retry with the same Idempotency-Key: the same draft'),
      ...refusals({ 400: fieldsRefused, 401: signInFirst, 409: 'RV_STEP_OUT_OF_ORDER' }),
    },
  }),
  get: createRoute({
    method: 'get',
    path: `${base}/{rvId}`,
    operationId: 'getHostRv',
    summary: 'One RV for editing',
    ...common,
    request: { params: RvParams },
    responses: { 200: rv('The RV'), ...refusals({ 400: invalid, 401: signInFirst, 404: notFound }) },
  }),
  update: createRoute({
    method: 'patch',
    path: `${base}/{rvId}`,
    operationId: 'updateHostRv',
    summary: 'Save answers: any fields of the RV, and WizardStep (a step out of order is refused)',
    ...common,
    request: { params: RvParams, body: rvUpdateBody },
    responses: { 200: rv('The RV'), ...editRefusals('RV_STEP_OUT_OF_ORDER, RV_DELETED') },
  }),
  publish: createRoute({
    method: 'post',
    path: `${base}/{rvId}/publish`,
    operationId: 'publishHostRv',
    summary: 'Publish (twice answers the published RV); RV_INCOMPLETE lists what is missing',
    ...common,
    request: { params: RvParams },
    responses: { 200: rv('The published RV'), ...editRefusals('RV_DELETED') },
  }),
  unpublish: createRoute({
    method: 'post',
    path: `${base}/{rvId}/unpublish`,
    operationId: 'unpublishHostRv',
    summary: 'Unpublish (out of search; bookings stay)',
    ...common,
    request: { params: RvParams },
    responses: { 200: rv('The RV'), ...refusals({ 400: invalid, 401: signInFirst, 404: notFound, 409: 'RV_NOT_PUBLISHED' }) },
  }),
  remove: createRoute({
    method: 'delete',
    path: `${base}/{rvId}`,
    operationId: 'deleteHostRv',
    summary: 'Delete (hidden everywhere, restorable for 30 days); upcoming bookings block it',
    ...common,
    request: { params: RvParams },
    responses: { 200: rv('The deleted RV'), ...refusals({ 400: invalid, 401: signInFirst, 404: notFound, 409: 'RV_HAS_BOOKINGS' }) },
  }),
  restore: createRoute({
    method: 'post',
    path: `${base}/{rvId}/restore`,
    operationId: 'restoreHostRv',
    summary: 'Restore a deleted RV to the status it had',
    ...common,
    request: { params: RvParams },
    responses: { 200: rv('The restored RV'), ...refusals({ 400: invalid, 401: signInFirst, 404: notFound, 409: 'RV_RESTORE_EXPIRED' }) },
  }),
  attachPhoto: createRoute({
    method: 'post',
    path: `${base}/{rvId}/photos`,
    operationId: 'attachHostRvPhoto',
    summary: 'Attach an uploaded photo (an upload of kind rv-photo)',
    ...common,
    request: { params: RvParams, body: jsonBody(RvPhotoAttachSchema) },
    responses: { 201: rv('The RV with the photo'), ...editRefusals('RV_DELETED, RV_PHOTO_LIMIT') },
  }),
  orderPhotos: createRoute({
    method: 'put',
    path: `${base}/{rvId}/photos/order`,
    operationId: 'orderHostRvPhotos',
    summary: 'Reorder the photos; the first is the cover',
    ...common,
    request: { params: RvParams, body: jsonBody(RvPhotoOrderSchema) },
    responses: { 200: rv('The RV'), ...editRefusals('RV_DELETED') },
  }),
  captionPhoto: createRoute({
    method: 'patch',
    path: `${base}/{rvId}/photos/{photoId}`,
    operationId: 'captionHostRvPhoto',
    summary: 'Caption a photo in both languages',
    ...common,
    request: { params: PhotoParams, body: jsonBody(RvPhotoCaptionSchema) },
    responses: { 200: rv('The RV'), ...editRefusals('RV_DELETED') },
  }),
  coverPhoto: createRoute({
    method: 'post',
    path: `${base}/{rvId}/photos/{photoId}/cover`,
    operationId: 'coverHostRvPhoto',
    summary: 'Make a photo the cover',
    ...common,
    request: { params: PhotoParams },
    responses: { 200: rv('The RV'), ...editRefusals('RV_DELETED') },
  }),
  removePhoto: createRoute({
    method: 'delete',
    path: `${base}/{rvId}/photos/{photoId}`,
    operationId: 'removeHostRvPhoto',
    summary: 'Remove a photo (a listed RV keeps at least one)',
    ...common,
    request: { params: PhotoParams },
    responses: { 200: rv('The RV'), ...editRefusals('RV_DELETED, RV_LAST_PHOTO') },
  }),
  addAddOn: createRoute({
    method: 'post',
    path: `${base}/{rvId}/addons`,
    operationId: 'addHostRvAddOn',
    summary: 'Add an add-on renters can choose (a name in one language fills the other)',
    ...common,
    request: { params: RvParams, body: jsonBody(RvAddOnInputSchema) },
    responses: { 201: rv('The RV with the add-on'), ...editRefusals('RV_DELETED') },
  }),
  updateAddOn: createRoute({
    method: 'put',
    path: `${base}/{rvId}/addons/{addOnId}`,
    operationId: 'updateHostRvAddOn',
    summary: 'Change an add-on',
    ...common,
    request: { params: AddOnParams, body: jsonBody(RvAddOnInputSchema) },
    responses: { 200: rv('The RV'), ...editRefusals('RV_DELETED') },
  }),
  removeAddOn: createRoute({
    method: 'delete',
    path: `${base}/{rvId}/addons/{addOnId}`,
    operationId: 'removeHostRvAddOn',
    summary: 'Remove an add-on',
    ...common,
    request: { params: AddOnParams },
    responses: { 200: rv('The RV'), ...editRefusals('RV_DELETED') },
  }),
  earnings: createRoute({
    method: 'get',
    path: `${base}/{rvId}/earnings`,
    operationId: 'estimateHostRvEarnings',
    summary: 'Projected earnings of this RV (its type, length, year, region) for a month (Month=1..12, this month by default)',
    ...common,
    request: { params: RvParams, query: z.object({ Month: z.string().optional() }) },
    responses: {
      200: json(EarningsEstimateSchema, 'The projection'),
      ...refusals({ 400: fieldsRefused, 401: signInFirst, 404: notFound }),
    },
  }),
  estimate: createRoute({
    method: 'get',
    path: '/api/hosts/earnings-estimate',
    operationId: 'estimateEarnings',
    tags: ['Owners’ RVs'],
    summary: 'Projected earnings from comparable listings (the /owner page; anyone)',
    ...isPublic,
    request: { query: EarningsQuerySchema },
    responses: { 200: json(EarningsEstimateSchema, 'The projection'), ...refusals({ 400: fieldsRefused }) },
  }),
};

export const ownerRvsModule: ApiModule = {
  name: 'owner-rvs',
  register(app, deps) {
    const { db } = deps;
    const view = (listing: ListingRow, locale: Locale) => hostRvView(db, listing, locale, deps.now());
    const managed = async (c: { req: { param(name: string): string }; var: { request: { locale: Locale } }; get(k: 'user'): AuthUser }) =>
      findManagedListing(db, rvIdOf(c.req.param('rvId')), c.get('user'), c.var.request.locale);

    /** Validates and saves one update (a wizard step or an edit section) in one transaction. */
    async function save(listing: ListingRow, body: unknown, locale: Locale): Promise<ListingRow> {
      if (listing.status === 'deleted') throw ownerRvError(409, 'deleted', 'RV_DELETED', locale);
      const now = deps.now();
      const result = validateRvUpdate(body, {
        currentYear: now.getUTCFullYear(),
        current: { Weight: listing.weight, DeliveryRadius: listing.delivery_radius },
      });
      if (!result.ok) throw validationError(result.codes, locale);
      const step = result.step;
      if (step !== undefined) {
        if (!isRvWizardStep(step)) throw validationError({ WizardStep: ['WizardStep.option'] }, locale);
        const before = await loadFacts(db, listing);
        const access = stepAccess(before.facts, before.visited, step);
        if (access.kind === 'locked')
          throw ownerRvError(409, 'stepOutOfOrder', 'RV_STEP_OUT_OF_ORDER', locale, { data: { ResumeStep: access.to } });
      }
      const location = result.values.Location ? resolveLocation(result.values.Location, locale) : undefined;
      return inTransaction(db, async (trx) => {
        await lockListing(trx, listing.id);
        const current = await reloadListing(trx, listing.id);
        if (current.status === 'deleted') throw ownerRvError(409, 'deleted', 'RV_DELETED', locale);
        await applyValues(trx, current, result.values, location, step, now);
        const after = await reloadListing(trx, listing.id);
        // A listed RV stays complete: a change that would leave it without what a listing needs is refused.
        if (after.status === 'published' || after.status === 'unpublished') {
          const missing = missingForPublish((await loadFacts(trx, after)).facts);
          if (missing.length) throw incompleteError(missing, locale);
        }
        return after;
      });
    }

    app.openapi(routes.list, async (c) => {
      const filter = c.req.valid('query').Status === 'deleted' ? 'deleted' : 'active';
      return c.json({ Items: await listHostRvs(db, c.get('user').id, filter, c.var.request.locale) }, 200);
    });

    // A new draft, with the first step's answers. Idempotency-Key (optional): a retry answers the same draft.
    app.openapi(routes.create, async (c) => {
      const locale = c.var.request.locale;
      const body = await readJson(c);
      const key = c.req.header('Idempotency-Key')?.slice(0, 200) || undefined;
      // Validate before creating anything: a refused first step leaves no empty draft behind.
      const check = validateRvUpdate(body, { currentYear: deps.now().getUTCFullYear() });
      if (!check.ok) throw validationError(check.codes, locale);
      if (check.values.Location) resolveLocation(check.values.Location, locale);
      const { listing, created } = await createDraft(db, c.get('user').id, key, deps.now());
      const saved = created ? await save(listing, body, locale) : listing;
      if (!created) c.header('Idempotent-Replayed', 'true');
      const answer = await view(saved, locale);
      return created ? c.json(answer, 201) : c.json(answer, 200);
    });

    app.openapi(routes.get, async (c) => c.json(await view(await managed(c), c.var.request.locale), 200));

    app.openapi(routes.update, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      return c.json(await view(await save(listing, await readJson(c), locale), locale), 200);
    });

    // Publishing twice (a double click) answers the published RV both times.
    app.openapi(routes.publish, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      const now = deps.now();
      const published = await inTransaction(db, async (trx) => {
        await lockListing(trx, listing.id);
        const current = await reloadListing(trx, listing.id);
        if (current.status === 'published') return current;
        if (current.status === 'deleted') throw ownerRvError(409, 'deleted', 'RV_DELETED', locale);
        const missing = missingForPublish((await loadFacts(trx, current)).facts);
        if (missing.length) throw incompleteError(missing, locale);
        await ensureState(trx, current);
        await trx
          .updateTable('listings')
          .set({
            status: 'published',
            alias: current.alias.startsWith(draftAliasPrefix) ? publicAlias(current) : current.alias,
            updated_at: now,
          })
          .where('id', '=', current.id)
          .execute();
        await trx
          .updateTable('host_rvs')
          .set({ published_at: now, first_published_at: sql`coalesce(first_published_at, ${now})` as never })
          .where('listing_id', '=', current.id)
          .execute();
        // hasRv becomes true with the first published RV, and the account becomes an owner's.
        await trx.updateTable('users').set({ has_rv: true, is_owner: true }).where('id', '=', current.owner_id).execute();
        return reloadListing(trx, current.id);
      });
      return c.json(await view(published, locale), 200);
    });

    app.openapi(routes.unpublish, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      const step = unpublishStep(listing.status as RvStatus);
      if (step === 'none') return c.json(await view(listing, locale), 200);
      if (step === 'RV_NOT_PUBLISHED') throw ownerRvError(409, 'notPublished', 'RV_NOT_PUBLISHED', locale);
      await db.updateTable('listings').set({ status: 'unpublished', updated_at: deps.now() }).where('id', '=', listing.id).execute();
      return c.json(await view(await reloadListing(db, listing.id), locale), 200);
    });

    // Deleting hides the RV everywhere; it stays restorable for 30 days (rvs/deleted). Upcoming bookings block it.
    app.openapi(routes.remove, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      if (listing.status === 'deleted') return c.json(await view(listing, locale), 200);
      const today = deps.now().toISOString().slice(0, 10);
      const now = deps.now();
      await inTransaction(db, async (trx) => {
        // Under the RV's lock, so that a booking made meanwhile is seen (or waits until the RV is deleted).
        await lockListing(trx, listing.id);
        const upcoming = await trx
          .selectFrom('bookings')
          .select('id')
          .where('listing_id', '=', listing.id)
          .where('status', 'in', heldStatuses as never)
          .where('end_date', '>=', today as never)
          .executeTakeFirst();
        if (upcoming) throw ownerRvError(409, 'hasBookings', 'RV_HAS_BOOKINGS', locale);
        await ensureState(trx, listing);
        await trx
          .updateTable('host_rvs')
          .set({ status_before_delete: listing.status as 'draft' | 'published' | 'unpublished', deleted_at: now })
          .where('listing_id', '=', listing.id)
          .execute();
        await trx.updateTable('listings').set({ status: 'deleted', updated_at: now }).where('id', '=', listing.id).execute();
      });
      return c.json(await view(await reloadListing(db, listing.id), locale), 200);
    });

    // Back to the status it had (a published RV is at once in search again). Restoring twice answers the RV.
    app.openapi(routes.restore, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      if (listing.status !== 'deleted') return c.json(await view(listing, locale), 200);
      const state = await db.selectFrom('host_rvs').selectAll().where('listing_id', '=', listing.id).executeTakeFirst();
      const until = restorableUntil(state);
      if (!state || !canRestore(until, deps.now())) throw ownerRvError(409, 'restoreExpired', 'RV_RESTORE_EXPIRED', locale);
      const back = state.status_before_delete ?? 'draft';
      await inTransaction(db, async (trx) => {
        await lockListing(trx, listing.id);
        await trx.updateTable('listings').set({ status: back, updated_at: deps.now() }).where('id', '=', listing.id).execute();
        await trx
          .updateTable('host_rvs')
          .set({ status_before_delete: null, deleted_at: null })
          .where('listing_id', '=', listing.id)
          .execute();
      });
      return c.json(await view(await reloadListing(db, listing.id), locale), 200);
    });

    // Photos: attach an upload, caption, order, cover, remove. Each answers the whole RV.
    const notDeleted = (listing: ListingRow, locale: Locale) => {
      if (listing.status === 'deleted') throw ownerRvError(409, 'deleted', 'RV_DELETED', locale);
    };
    app.openapi(
      routes.attachPhoto,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managed(c);
        notDeleted(listing, locale);
        await attachPhoto(deps, listing, c.get('user').id, c.req.valid('json'), locale, deps.now());
        return c.json(await view(await reloadListing(db, listing.id), locale), 201);
      },
      rvFields,
    );
    app.openapi(
      routes.orderPhotos,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managed(c);
        notDeleted(listing, locale);
        await reorderPhotos(deps, listing, c.req.valid('json').PhotoIds, locale, deps.now());
        return c.json(await view(await reloadListing(db, listing.id), locale), 200);
      },
      rvFields,
    );
    app.openapi(
      routes.captionPhoto,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managed(c);
        notDeleted(listing, locale);
        await setCaption(deps, listing, rvIdOf(c.req.valid('param').photoId), c.req.valid('json').Caption, locale, deps.now());
        return c.json(await view(await reloadListing(db, listing.id), locale), 200);
      },
      rvFields,
    );
    app.openapi(routes.coverPhoto, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      await makeCover(deps, listing, rvIdOf(c.req.valid('param').photoId), locale, deps.now());
      return c.json(await view(await reloadListing(db, listing.id), locale), 200);
    });
    app.openapi(routes.removePhoto, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      await removePhoto(deps, listing, rvIdOf(c.req.valid('param').photoId), locale, deps.now());
      return c.json(await view(await reloadListing(db, listing.id), locale), 200);
    });

    // Add-ons renters can choose (the booking estimate prices them). A name in one language fills the other.
    const addOnValues = addOnRow;
    const findAddOn = async (listing: ListingRow, id: string, locale: Locale) => {
      const addOn = await db
        .selectFrom('listing_addons')
        .select('id')
        .where('id', '=', rvIdOf(id))
        .where('listing_id', '=', listing.id)
        .executeTakeFirst();
      if (!addOn) throw ownerRvError(404, 'notFound', 'NOT_FOUND', locale);
      return addOn.id;
    };
    app.openapi(
      routes.addAddOn,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managed(c);
        notDeleted(listing, locale);
        await db
          .insertInto('listing_addons')
          .values({ listing_id: listing.id, ...addOnValues(c.req.valid('json')) })
          .execute();
        await db.updateTable('listings').set({ updated_at: deps.now() }).where('id', '=', listing.id).execute();
        return c.json(await view(await reloadListing(db, listing.id), locale), 201);
      },
      rvFields,
    );
    app.openapi(
      routes.updateAddOn,
      async (c) => {
        const locale = c.var.request.locale;
        const listing = await managed(c);
        notDeleted(listing, locale);
        const id = await findAddOn(listing, c.req.valid('param').addOnId, locale);
        await db
          .updateTable('listing_addons')
          .set(addOnValues(c.req.valid('json')))
          .where('id', '=', id)
          .execute();
        return c.json(await view(await reloadListing(db, listing.id), locale), 200);
      },
      rvFields,
    );
    app.openapi(routes.removeAddOn, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      const id = await findAddOn(listing, c.req.valid('param').addOnId, locale);
      await db.deleteFrom('listing_addons').where('id', '=', id).execute();
      return c.json(await view(await reloadListing(db, listing.id), locale), 200);
    });

    // Earn more for this RV: its type, length, year, region; the month asked (default: this month).
    app.openapi(routes.earnings, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      if (!listing.type) throw validationError({ Type: ['Type.required'] }, locale);
      const month = Number(c.req.valid('query').Month);
      const projection = await estimate(deps, {
        type: listing.type as RvType,
        length: listing.length ?? undefined,
        year: listing.year ?? undefined,
        country: (listing.country ?? 'US') as Country,
        region: listing.region ?? undefined,
        month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined,
        locale,
      });
      return c.json(projection, 200);
    });

    // The /owner page's estimator: anyone may ask (type, year, a place or region, month).
    app.openapi(
      routes.estimate,
      async (c) => {
        const locale = c.var.request.locale;
        const query = c.req.valid('query');
        let country: Country | undefined = query.Country;
        let region = query.Region;
        if (query.PlaceId) {
          const place = placeById(query.PlaceId);
          if (!place) throw validationError({ PlaceId: ['Location.notFound'] }, locale);
          country = place.country;
          region = place.kind === 'country' ? undefined : place.region;
        }
        const ip = c.var.request.ip.country?.toUpperCase();
        country ??= ip === 'CA' ? 'CA' : 'US';
        return c.json(
          await estimate(deps, { type: query.Type, year: query.Year, length: query.Length, country, region, month: query.Month, locale }),
          200,
        );
      },
      rvFields,
    );
  },
};

async function estimate(
  deps: AppDeps,
  input: { type: RvType; year?: number; length?: number; country: Country; region?: string; month?: number; locale: Locale },
): Promise<EarningsEstimate> {
  const now = deps.now();
  return estimateEarnings(deps.db, {
    ...input,
    month: input.month ?? now.getUTCMonth() + 1,
    today: now.toISOString().slice(0, 10),
  });
}
