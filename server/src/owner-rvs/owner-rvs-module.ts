// Owners' RVs (issue 16): the listing wizard's drafts, RV editing, photos, add-ons, publish / unpublish / delete /
// restore, and the earnings projection. Paths under /api/hosts (server/API.md, "Owners' RVs").
// Every field is validated with the contract's schemas (contract/src/rvs.ts), errors in the request's language.
// Another host's RV answers exactly like an unknown one: 404 NOT_FOUND.
import {
  bookingStatusGroups,
  EarningsQuerySchema,
  type EarningsEstimate,
  isRvWizardStep,
  missingForPublish,
  type RvLocationInput,
  RvAddOnInputSchema,
  rvFieldErrors,
  rvMessage,
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
} from '@rove/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { geocode } from '../geocoding/geocoder.ts';
import { placeById, type Place } from '../geocoding/gazetteer.ts';
import type { App } from '../http/context.ts';
import { ApiError, fieldErrors } from '../http/errors.ts';
import { routeDocumenter } from '../http/openapi-routes.ts';
import { requireUser } from '../identity/middleware.ts';
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
import { attachPhoto, makeCover, reorderPhotos, removePhoto, setCaption } from './rv-photos.ts';
import { readJson } from '../http/read-json.ts';
import { inTransaction, lockListing } from '../db/transaction.ts';

type Locale = 'en' | 'fr';
const base = '/api/hosts/rvs';
const heldStatuses = bookingStatusGroups.holding;

function validationError(codes: Record<string, string[]>, locale: Locale): ApiError {
  return ownerRvError(400, 'invalid', 'VALIDATION_FAILED', locale, { errors: rvFieldErrors(codes, locale) });
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown, locale: Locale): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(fieldErrors(result.error), locale);
}

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
  const postalCode = (input.PostalCode ?? '').toUpperCase().replace(/^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/, '$1 $2');
  // A ZIP code in Canada or a postal code in the US is a typo.
  if (postalCode && (place.country === 'US') !== /^\d/.test(postalCode)) throw validationError({ Location: ['PostalCode.format'] }, locale);
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
  for (const { Fields } of missing) for (const field of Fields) out[field] = [rvMessage(`${field}.required`, locale)];
  return out;
}

function incompleteError(missing: ReturnType<typeof missingForPublish>, locale: Locale): ApiError {
  return ownerRvError(422, 'incomplete', 'RV_INCOMPLETE', locale, { errors: missingErrors(missing, locale), data: { Missing: missing } });
}

const rvIdOf = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN);

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

    app.get(base, requireUser, async (c) => {
      const filter = c.req.query('Status') === 'deleted' ? 'deleted' : 'active';
      return c.json({ Items: await listHostRvs(db, c.get('user').id, filter, c.var.request.locale) });
    });

    // A new draft, with the first step's answers. Idempotency-Key (optional): a retry answers the same draft.
    app.post(base, requireUser, async (c) => {
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
      return c.json(await view(saved, locale), created ? 201 : 200);
    });

    app.get(`${base}/:rvId`, requireUser, async (c) => c.json(await view(await managed(c), c.var.request.locale)));

    app.patch(`${base}/:rvId`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      return c.json(await view(await save(listing, await readJson(c), locale), locale));
    });

    // Publishing twice (a double click) answers the published RV both times.
    app.post(`${base}/:rvId/publish`, requireUser, async (c) => {
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
      return c.json(await view(published, locale));
    });

    app.post(`${base}/:rvId/unpublish`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      if (listing.status === 'unpublished') return c.json(await view(listing, locale));
      if (listing.status !== 'published') throw ownerRvError(409, 'notPublished', 'RV_NOT_PUBLISHED', locale);
      await db.updateTable('listings').set({ status: 'unpublished', updated_at: deps.now() }).where('id', '=', listing.id).execute();
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });

    // Deleting hides the RV everywhere; it stays restorable for 30 days (rvs/deleted). Upcoming bookings block it.
    app.delete(`${base}/:rvId`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      if (listing.status === 'deleted') return c.json(await view(listing, locale));
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
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });

    // Back to the status it had (a published RV is at once in search again). Restoring twice answers the RV.
    app.post(`${base}/:rvId/restore`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      if (listing.status !== 'deleted') return c.json(await view(listing, locale));
      const state = await db.selectFrom('host_rvs').selectAll().where('listing_id', '=', listing.id).executeTakeFirst();
      const until = restorableUntil(state);
      if (!state || !until || until.getTime() < deps.now().getTime())
        throw ownerRvError(409, 'restoreExpired', 'RV_RESTORE_EXPIRED', locale);
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
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });

    // Photos: attach an upload, caption, order, cover, remove. Each answers the whole RV.
    const notDeleted = (listing: ListingRow, locale: Locale) => {
      if (listing.status === 'deleted') throw ownerRvError(409, 'deleted', 'RV_DELETED', locale);
    };
    app.post(`${base}/:rvId/photos`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      const input = parseWith(RvPhotoAttachSchema, await readJson(c), locale);
      await attachPhoto(deps, listing, c.get('user').id, input, locale, deps.now());
      return c.json(await view(await reloadListing(db, listing.id), locale), 201);
    });
    app.put(`${base}/:rvId/photos/order`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      const { PhotoIds } = parseWith(RvPhotoOrderSchema, await readJson(c), locale);
      await reorderPhotos(deps, listing, PhotoIds, locale, deps.now());
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });
    app.patch(`${base}/:rvId/photos/:photoId`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      const { Caption } = parseWith(RvPhotoCaptionSchema, await readJson(c), locale);
      await setCaption(deps, listing, rvIdOf(c.req.param('photoId')), Caption, locale, deps.now());
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });
    app.post(`${base}/:rvId/photos/:photoId/cover`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      await makeCover(deps, listing, rvIdOf(c.req.param('photoId')), locale, deps.now());
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });
    app.delete(`${base}/:rvId/photos/:photoId`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      await removePhoto(deps, listing, rvIdOf(c.req.param('photoId')), locale, deps.now());
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });

    // Add-ons renters can choose (the booking estimate prices them). A name in one language fills the other.
    const addOnValues = (input: z.output<typeof RvAddOnInputSchema>) => ({
      name_en: input.Name.en || input.Name.fr,
      name_fr: input.Name.fr || input.Name.en,
      description_en: input.Description?.en || input.Description?.fr || '',
      description_fr: input.Description?.fr || input.Description?.en || '',
      price: input.Price,
      price_per: input.PricePer,
      max_quantity: input.MaxQuantity,
    });
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
    app.post(`${base}/:rvId/addons`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      const input = parseWith(RvAddOnInputSchema, await readJson(c), locale);
      await db
        .insertInto('listing_addons')
        .values({ listing_id: listing.id, ...addOnValues(input) })
        .execute();
      await db.updateTable('listings').set({ updated_at: deps.now() }).where('id', '=', listing.id).execute();
      return c.json(await view(await reloadListing(db, listing.id), locale), 201);
    });
    app.put(`${base}/:rvId/addons/:addOnId`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      const id = await findAddOn(listing, c.req.param('addOnId'), locale);
      const input = parseWith(RvAddOnInputSchema, await readJson(c), locale);
      await db.updateTable('listing_addons').set(addOnValues(input)).where('id', '=', id).execute();
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });
    app.delete(`${base}/:rvId/addons/:addOnId`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      notDeleted(listing, locale);
      const id = await findAddOn(listing, c.req.param('addOnId'), locale);
      await db.deleteFrom('listing_addons').where('id', '=', id).execute();
      return c.json(await view(await reloadListing(db, listing.id), locale));
    });

    // Earn more for this RV: its type, length, year, region; the month asked (default: this month).
    app.get(`${base}/:rvId/earnings`, requireUser, async (c) => {
      const locale = c.var.request.locale;
      const listing = await managed(c);
      if (!listing.type) throw validationError({ Type: ['Type.required'] }, locale);
      const month = Number(c.req.query('Month'));
      const projection = await estimate(deps, {
        type: listing.type as RvType,
        length: listing.length ?? undefined,
        year: listing.year ?? undefined,
        country: (listing.country ?? 'US') as Country,
        region: listing.region ?? undefined,
        month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : undefined,
        locale,
      });
      return c.json(projection);
    });

    // The /owner page's estimator: anyone may ask (type, year, a place or region, month).
    app.get('/api/hosts/earnings-estimate', async (c) => {
      const locale = c.var.request.locale;
      const query = parseWith(EarningsQuerySchema, c.req.query(), locale);
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
      );
    });

    documentRoutes(app);
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

/** The OpenAPI document's entries (the handlers validate with the contract's schemas, errors in both languages). */
function documentRoutes(app: App) {
  const add = routeDocumenter(app, 'Owners’ RVs', {
    400: 'VALIDATION_FAILED: field errors in Errors, in the request’s language',
    401: 'Sign in to continue',
    404: 'NOT_FOUND: no such RV, or another host’s',
    409: 'RV_STEP_OUT_OF_ORDER, RV_DELETED, RV_NOT_PUBLISHED, RV_LAST_PHOTO, RV_PHOTO_LIMIT, RV_HAS_BOOKINGS, RV_RESTORE_EXPIRED',
    422: 'RV_INCOMPLETE (Data.Missing lists the steps and fields), RV_UPLOAD_UNUSABLE',
  });
  const rvId = z.object({ rvId: z.string().regex(/^\d+$/) });
  add('get', base, 'The host’s RVs (Status=deleted for the deleted ones)', {
    query: z.object({ Status: z.enum(['deleted']).optional() }),
    ok: [200, HostRvListSchema],
  });
  add('post', base, 'Start a draft with the first step’s answers (Idempotency-Key header: a retry answers the same draft)', {
    ok: [200, HostRvSchema],
  });
  add('get', `${base}/{rvId}`, 'One RV for editing', { params: rvId, ok: [200, HostRvSchema] });
  add('patch', `${base}/{rvId}`, 'Save answers (any fields of contract/src/rvs.ts, and WizardStep)', {
    params: rvId,
    ok: [200, HostRvSchema],
  });
  add('post', `${base}/{rvId}/publish`, 'Publish (idempotent); RV_INCOMPLETE lists what is missing', {
    params: rvId,
    ok: [200, HostRvSchema],
  });
  add('post', `${base}/{rvId}/unpublish`, 'Unpublish', { params: rvId, ok: [200, HostRvSchema] });
  add('delete', `${base}/{rvId}`, 'Delete (restorable for 30 days)', { params: rvId, ok: [200, HostRvSchema] });
  add('post', `${base}/{rvId}/restore`, 'Restore a deleted RV to its previous status', { params: rvId, ok: [200, HostRvSchema] });
  add('post', `${base}/{rvId}/photos`, 'Attach an uploaded photo ({ UploadId, Caption? })', { params: rvId, ok: [200, HostRvSchema] });
  add('put', `${base}/{rvId}/photos/order`, 'Reorder photos ({ PhotoIds }); the first is the cover', {
    params: rvId,
    ok: [200, HostRvSchema],
  });
  add('get', `${base}/{rvId}/earnings`, 'Projected earnings of this RV', { params: rvId, ok: [200, EarningsEstimateSchema] });
  add('get', '/api/hosts/earnings-estimate', 'Projected earnings from comparable listings (public)', {
    query: EarningsQuerySchema,
    ok: [200, EarningsEstimateSchema],
  });
}
