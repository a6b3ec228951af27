// The host's RV: one listings row (a draft while the wizard runs), its host_rvs row (rental type, private address,
// wizard progress, acknowledgements, deletion), its uploaded photos and add-ons, read and written together.
// Only the owner (or an administrator) reaches an RV here; anyone else gets the same 404 as for an unknown id.
import type { Locale } from '@rove/contract';
import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import {
  applicableSteps,
  type Country,
  completenessPercent,
  currencyOf,
  distanceUnitOf,
  type HostRv,
  type HostRvSummary,
  isDrivable,
  missingForPublish,
  offersDelivery,
  type RentalType,
  resumeStep,
  restoreWindowDays,
  type RvStepFacts,
  type RvType,
  type RvUpdateValues,
  rvWizardSteps,
  defaultCancellationPolicy,
} from '@rove/contract';
import type { Database, Listing } from '../db/schema.ts';
import { regionName } from '../geocoding/regions.ts';
import type { AuthUser } from '../identity/auth-user.ts';
import { uploadUrls } from '../uploads/uploads.ts';
import { ownerRvError, ownerRvMessages } from './messages.ts';
import type { HostRvsTable } from './schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { photoUrl } from '../photos/photo-url.ts';

type Db = Kysely<Database> | Transaction<Database>;
/** A listings row as stored: a draft's required columns may still be null. */
export type ListingRow = { [K in keyof Listing]: Listing[K] | null } & Pick<Listing, 'id' | 'alias' | 'owner_id' | 'status'>;
type HostRvRow = Selectable<HostRvsTable>;

const dayMs = 86_400_000;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
export const draftAliasPrefix = 'draft-';

export const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const canManage = (user: AuthUser, ownerId: number) => user.id === ownerId || user.roles.includes('administrator');

/** The listing of an RV the user may manage; 404 NOT_FOUND otherwise (never revealing that it exists). */
export async function findManagedListing(db: Db, rvId: number, user: AuthUser, locale: Locale): Promise<ListingRow> {
  const row = Number.isSafeInteger(rvId)
    ? ((await db.selectFrom('listings').selectAll().where('id', '=', rvId).executeTakeFirst()) as ListingRow | undefined)
    : undefined;
  if (!row || !canManage(user, row.owner_id)) throw ownerRvError(404, 'notFound', 'NOT_FOUND', locale);
  return row;
}

/** The RV's rental type: stored by the wizard, else read from its delivery columns (seeded listings). */
function rentalTypeOf(listing: ListingRow, state: HostRvRow | undefined): RentalType | null {
  if (state) return state.rental_type;
  if (listing.delivery_only) return 'DeliveryOnly';
  return (listing.delivery_radius ?? 0) > 0 ? 'PickupAndDelivery' : 'PickupOnly';
}

export function displayName(listing: Pick<ListingRow, 'name' | 'year' | 'brand' | 'model'>, locale: Locale): string {
  if (listing.name?.trim()) return listing.name;
  const made = [listing.year, listing.brand, listing.model].filter(Boolean).join(' ').trim();
  return made || ownerRvMessages.untitled[locale];
}

export function restorableUntil(state: Pick<HostRvRow, 'deleted_at'> | undefined): Date | null {
  return state?.deleted_at ? new Date(new Date(state.deleted_at).getTime() + restoreWindowDays * dayMs) : null;
}

interface Loaded {
  listing: ListingRow;
  state: HostRvRow | undefined;
  photoCount: number;
  generatedPhotoCount: number;
}

/** The facts the wizard's rules read. Listings made before the wizard count every step as seen and acknowledged. */
export function stepFactsOf({ listing, state, photoCount, generatedPhotoCount }: Loaded): RvStepFacts {
  const legacy = !state;
  return {
    Type: listing.type as RvType | null,
    Year: listing.year,
    Brand: listing.brand,
    Model: listing.model,
    Length: listing.length,
    Weight: listing.weight,
    HitchSize: listing.hitch_size,
    HitchWeight: listing.hitch_weight,
    Location: listing.lat !== null && listing.city ? { City: listing.city } : null,
    RentalType: rentalTypeOf(listing, state),
    Sleeps: listing.sleeps,
    Seatbelts: listing.seatbelts ?? 0,
    Beds: listing.beds ?? [],
    Name: listing.name,
    Description: { en: listing.description_en ?? '', fr: listing.description_fr ?? '' },
    PhotoCount: photoCount || generatedPhotoCount,
    NightlyPrice: listing.nightly_price,
    CleaningFee: listing.cleaning_fee,
    SecurityDeposit: listing.security_deposit,
    DeliveryRadius: listing.delivery_radius ?? 0,
    ProtectionAcknowledged: legacy || Boolean(state?.protection_acknowledged_at),
    HostAcceptanceAcknowledged: legacy || Boolean(state?.host_acceptance_acknowledged_at),
  };
}

const visitedOf = (loaded: Loaded) => (loaded.state ? loaded.state.visited_steps : [...rvWizardSteps]);

async function loadParts(db: Db, listing: ListingRow): Promise<Loaded> {
  const [state, counts] = await Promise.all([
    db.selectFrom('host_rvs').selectAll().where('listing_id', '=', listing.id).executeTakeFirst() as Promise<HostRvRow | undefined>,
    db
      .selectFrom('listings as l')
      .select([
        sql<number>`(select count(*)::int from rv_photos p where p.listing_id = l.id)`.as('photos'),
        sql<number>`(select count(*)::int from listing_photos p where p.listing_id = l.id)`.as('generated'),
      ])
      .where('l.id', '=', listing.id)
      .executeTakeFirstOrThrow(),
  ]);
  return { listing, state, photoCount: counts.photos, generatedPhotoCount: counts.generated };
}

/** The RV as the wizard and the edit pages read it. */
export async function hostRvView(db: Db, listing: ListingRow, locale: Locale, now: Date): Promise<HostRv> {
  const loaded = await loadParts(db, listing);
  const [photos, addOns, terms] = await Promise.all([
    db
      .selectFrom('rv_photos as p')
      .innerJoin('uploads as u', 'u.id', 'p.upload_id')
      .select(['p.id', 'p.upload_id', 'p.position', 'p.caption_en', 'p.caption_fr', 'u.width', 'u.height', 'u.variants'])
      .where('p.listing_id', '=', listing.id)
      .orderBy('p.position')
      .execute(),
    db.selectFrom('listing_addons').selectAll().where('listing_id', '=', listing.id).orderBy('id').execute(),
    db
      .selectFrom('listing_booking_terms')
      .select(['delivery_free_radius', 'cancellation_policy'])
      .where('listing_id', '=', listing.id)
      .executeTakeFirst(),
  ]);
  const { state } = loaded;
  const country = (listing.country ?? 'US') as Country;
  const facts = stepFactsOf(loaded);
  const visited = visitedOf(loaded);
  const missing = missingForPublish(facts);
  const type = listing.type as RvType | null;
  return {
    Id: listing.id,
    Status: listing.status,
    Alias: listing.alias.startsWith(draftAliasPrefix) ? null : listing.alias,
    Name: listing.name,
    DisplayName: displayName(listing, locale),
    Type: type,
    Drivable: type ? isDrivable(type) : null,
    Year: listing.year,
    Brand: listing.brand,
    Model: listing.model,
    Fuel: listing.fuel,
    Length: listing.length,
    Weight: listing.weight,
    HitchSize: listing.hitch_size as HostRv['HitchSize'],
    HitchWeight: listing.hitch_weight,
    Sleeps: listing.sleeps,
    Seatbelts: listing.seatbelts ?? 0,
    Beds: (listing.beds ?? []) as HostRv['Beds'],
    Slideouts: listing.slideouts ?? 0,
    Amenities: listing.amenities ?? [],
    ParkAmenities: state?.park_amenities ?? [],
    Description: { en: listing.description_en ?? '', fr: listing.description_fr ?? '' },
    Location:
      listing.city && listing.region && listing.country && listing.lat !== null && listing.lng !== null
        ? {
            Street: state?.street ?? '',
            PostalCode: state?.postal_code ?? '',
            City: listing.city,
            Region: listing.region,
            RegionName: regionName(country, listing.region, locale),
            Country: country,
            Lat: listing.lat,
            Lng: listing.lng,
          }
        : null,
    Currency: currencyOf(country),
    DistanceUnit: distanceUnitOf(country),
    RentalType: facts.RentalType,
    NightlyPrice: listing.nightly_price,
    CleaningFee: listing.cleaning_fee,
    SecurityDeposit: listing.security_deposit,
    WeeklyDiscountPercent: listing.weekly_discount_percent ?? 0,
    MonthlyDiscountPercent: listing.monthly_discount_percent ?? 0,
    MidweekDiscountPercent: listing.midweek_discount_percent ?? 0,
    MileageIncludedPerDay: listing.mileage_included_per_day,
    MileageOveragePrice: listing.mileage_overage_price ?? 0,
    GeneratorHoursIncludedPerDay: listing.generator_hours_included_per_day,
    GeneratorOveragePrice: listing.generator_overage_price ?? 0,
    DeliveryRadius: listing.delivery_radius ?? 0,
    DeliveryPricePerUnit: listing.delivery_price_per_unit ?? 0,
    DeliveryFreeRadius: terms?.delivery_free_radius ?? 0,
    CancellationPolicy: terms?.cancellation_policy ?? defaultCancellationPolicy,
    MinimumNights: listing.minimum_nights ?? 1,
    PickupTime: listing.pickup_time ?? '15:00',
    DropoffTime: listing.dropoff_time ?? '11:00',
    InstantBook: listing.instant_book ?? false,
    PetsAllowed: listing.pets_allowed ?? false,
    SmokingAllowed: listing.smoking_allowed ?? false,
    FestivalFriendly: listing.festival_friendly ?? false,
    ExperienceRequired: listing.experience_required ?? false,
    ProtectionAcknowledged: facts.ProtectionAcknowledged,
    HostAcceptanceAcknowledged: facts.HostAcceptanceAcknowledged,
    Photos: photos.map((p) => ({
      Id: p.id,
      UploadId: p.upload_id,
      Position: p.position,
      IsCover: p.position === 0,
      Caption: { en: p.caption_en, fr: p.caption_fr },
      Width: p.width,
      Height: p.height,
      Urls: uploadUrls(p.upload_id, p.variants),
    })),
    GeneratedPhotoCount: loaded.photoCount ? 0 : loaded.generatedPhotoCount,
    AddOns: addOns.map((a) => ({
      Id: a.id,
      Name: { en: a.name_en, fr: a.name_fr },
      Description: { en: a.description_en, fr: a.description_fr },
      Price: a.price,
      PricePer: a.price_per,
      MaxQuantity: a.max_quantity,
    })),
    Wizard: {
      Steps: applicableSteps(facts),
      VisitedSteps: visited,
      LastStep: state?.last_step ?? null,
      ResumeStep: resumeStep(facts, visited),
    },
    Completeness: {
      Percent: completenessPercent(facts, visited),
      CanPublish: missing.length === 0,
      Missing: missing,
    },
    CreatedAt: iso(listing.created_at) ?? now.toISOString(),
    UpdatedAt: iso(listing.updated_at) ?? now.toISOString(),
    PublishedAt: iso(state?.published_at),
    DeletedAt: iso(state?.deleted_at),
    RestorableUntil: listing.status === 'deleted' ? iso(restorableUntil(state)) : null,
  };
}

/** The host's RVs for the list page (deleted ones only when asked for). */
export async function listHostRvs(db: Db, ownerId: number, filter: 'active' | 'deleted', locale: Locale): Promise<HostRvSummary[]> {
  let query = db
    .selectFrom('listings as l')
    .leftJoin('host_rvs as h', 'h.listing_id', 'l.id')
    .selectAll('l')
    .select([
      'h.rental_type',
      'h.visited_steps',
      'h.protection_acknowledged_at',
      'h.host_acceptance_acknowledged_at',
      'h.deleted_at',
      'h.published_at',
      'h.listing_id as state_id',
      sql<number>`(select count(*)::int from rv_photos p where p.listing_id = l.id)`.as('photo_count'),
      sql<number>`(select count(*)::int from listing_photos p where p.listing_id = l.id)`.as('generated_count'),
      sql<string | null>`(select p.upload_id::text from rv_photos p where p.listing_id = l.id order by p.position limit 1)`.as(
        'cover_upload',
      ),
    ])
    .where('l.owner_id', '=', ownerId);
  query = filter === 'deleted' ? query.where('l.status', '=', 'deleted') : query.where('l.status', '<>', 'deleted');
  const rows = await query.orderBy('l.updated_at', 'desc').orderBy('l.id', 'desc').execute();
  return rows.map((row) => {
    const listing = row as unknown as ListingRow;
    const state = row.state_id
      ? ({
          rental_type: row.rental_type,
          visited_steps: row.visited_steps ?? [],
          protection_acknowledged_at: row.protection_acknowledged_at,
          host_acceptance_acknowledged_at: row.host_acceptance_acknowledged_at,
          deleted_at: row.deleted_at,
        } as HostRvRow)
      : undefined;
    const loaded: Loaded = { listing, state, photoCount: row.photo_count, generatedPhotoCount: row.generated_count };
    const facts = stepFactsOf(loaded);
    const visited = visitedOf(loaded);
    const country = (listing.country ?? 'US') as Country;
    const cover = row.cover_upload ? `/api/uploads/${row.cover_upload}/thumb.webp` : row.generated_count ? photoUrl(listing.id, 0) : null;
    return {
      Id: listing.id,
      Status: listing.status,
      Alias: listing.alias.startsWith(draftAliasPrefix) ? null : listing.alias,
      DisplayName: displayName(listing, locale),
      Type: listing.type as RvType | null,
      Year: listing.year,
      City: listing.city,
      Region: listing.region,
      Country: listing.country,
      CoverUrl: cover,
      NightlyPrice: listing.nightly_price,
      Currency: currencyOf(country),
      CompletenessPercent: completenessPercent(facts, visited),
      MissingCount: missingForPublish(facts).reduce((n, m) => n + m.Fields.length, 0),
      ResumeStep: resumeStep(facts, visited),
      UpdatedAt: iso(listing.updated_at) ?? '',
      PublishedAt: iso(row.published_at),
      DeletedAt: iso(row.deleted_at),
      RestorableUntil: listing.status === 'deleted' ? iso(restorableUntil(state)) : null,
    };
  });
}

/** A new draft for the owner; a retry with the same creation key answers the first draft. */
export async function createDraft(
  db: Kysely<Database>,
  ownerId: number,
  creationKey: string | undefined,
  now: Date,
): Promise<{ listing: ListingRow; created: boolean }> {
  if (creationKey) {
    const existing = await db
      .selectFrom('host_rvs')
      .select('listing_id')
      .where('owner_id', '=', ownerId)
      .where('creation_key', '=', creationKey)
      .executeTakeFirst();
    if (existing) {
      const listing = (await db
        .selectFrom('listings')
        .selectAll()
        .where('id', '=', existing.listing_id)
        .executeTakeFirstOrThrow()) as ListingRow;
      return { listing, created: false };
    }
  }
  const owner = await db.selectFrom('users').select(['country']).where('id', '=', ownerId).executeTakeFirst();
  return inTransaction(db, async (trx) => {
    const listing = (await trx
      .insertInto('listings')
      .values({
        alias: `${draftAliasPrefix}${randomUUID()}`,
        owner_id: ownerId,
        status: 'draft',
        // A draft's required columns are answered step by step (migration 0400 lets them be null).
        ...({
          name: null,
          type: null,
          brand: null,
          model: null,
          year: null,
          length: null,
          weight: null,
          sleeps: null,
          lat: null,
          lng: null,
          city: null,
          region: null,
          country: owner?.country ?? null,
          nightly_price: null,
          cleaning_fee: null,
          security_deposit: null,
        } as unknown as Record<string, never>),
        created_at: now,
        updated_at: now,
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow()) as ListingRow;
    const inserted = await trx
      .insertInto('host_rvs')
      .values({ listing_id: listing.id, owner_id: ownerId, rental_type: null, last_step: null, creation_key: creationKey ?? null } as never)
      .onConflict((oc) => oc.columns(['owner_id', 'creation_key']).doNothing())
      .returning('listing_id')
      .executeTakeFirst();
    if (!inserted) {
      // Two requests with one key raced: keep the first draft, drop this one.
      await trx.deleteFrom('listings').where('id', '=', listing.id).execute();
      const first = await trx
        .selectFrom('host_rvs')
        .select('listing_id')
        .where('owner_id', '=', ownerId)
        .where('creation_key', '=', creationKey ?? '')
        .executeTakeFirstOrThrow();
      return {
        listing: (await trx.selectFrom('listings').selectAll().where('id', '=', first.listing_id).executeTakeFirstOrThrow()) as ListingRow,
        created: false,
      };
    }
    return { listing, created: true };
  });
}

/** The host_rvs row of a listing, made on first change for listings that predate the wizard. */
export async function ensureState(db: Db, listing: ListingRow): Promise<void> {
  await db
    .insertInto('host_rvs')
    .values({
      listing_id: listing.id,
      owner_id: listing.owner_id,
      rental_type: rentalTypeOf(listing, undefined),
      last_step: null,
      // Listings from before the wizard were complete: every step counts as seen and acknowledged.
      visited_steps: sql`${sql.val([...rvWizardSteps])}::text[]`,
      protection_acknowledged_at: listing.created_at ?? new Date(),
      host_acceptance_acknowledged_at: listing.created_at ?? new Date(),
      published_at: listing.status === 'published' ? (listing.updated_at ?? new Date()) : null,
    } as never)
    .onConflict((oc) => oc.column('listing_id').doNothing())
    .execute();
}

export interface ResolvedLocation {
  lat: number;
  lng: number;
  city: string;
  region: string;
  country: Country;
  street: string;
  postalCode: string;
}

/**
 * Writes validated values: listing columns, the host_rvs row and the free delivery radius. A drivable type drops
 * the hitch answers; renting without delivery drops the delivery distance; delivery-only needs a distance before
 * the listing says so (the listings check).
 */
export async function applyValues(
  trx: Transaction<Database>,
  listing: ListingRow,
  values: RvUpdateValues,
  location: ResolvedLocation | undefined,
  step: string | undefined,
  now: Date,
): Promise<void> {
  await ensureState(trx, listing);
  const state = (await trx.selectFrom('host_rvs').selectAll().where('listing_id', '=', listing.id).executeTakeFirstOrThrow()) as HostRvRow;
  const columns: Record<string, unknown> = {};
  const direct = {
    Name: 'name',
    Type: 'type',
    Year: 'year',
    Brand: 'brand',
    Model: 'model',
    Fuel: 'fuel',
    Length: 'length',
    Weight: 'weight',
    HitchSize: 'hitch_size',
    HitchWeight: 'hitch_weight',
    Sleeps: 'sleeps',
    Seatbelts: 'seatbelts',
    Slideouts: 'slideouts',
    NightlyPrice: 'nightly_price',
    CleaningFee: 'cleaning_fee',
    SecurityDeposit: 'security_deposit',
    WeeklyDiscountPercent: 'weekly_discount_percent',
    MonthlyDiscountPercent: 'monthly_discount_percent',
    MidweekDiscountPercent: 'midweek_discount_percent',
    MileageIncludedPerDay: 'mileage_included_per_day',
    MileageOveragePrice: 'mileage_overage_price',
    GeneratorHoursIncludedPerDay: 'generator_hours_included_per_day',
    GeneratorOveragePrice: 'generator_overage_price',
    DeliveryRadius: 'delivery_radius',
    DeliveryPricePerUnit: 'delivery_price_per_unit',
    MinimumNights: 'minimum_nights',
    PickupTime: 'pickup_time',
    DropoffTime: 'dropoff_time',
    InstantBook: 'instant_book',
    PetsAllowed: 'pets_allowed',
    SmokingAllowed: 'smoking_allowed',
    FestivalFriendly: 'festival_friendly',
    ExperienceRequired: 'experience_required',
  } as const satisfies Partial<Record<keyof RvUpdateValues, string>>;
  for (const [field, column] of Object.entries(direct)) {
    const value = values[field as keyof RvUpdateValues];
    if (value !== undefined) columns[column] = value;
  }
  if (values.Beds) columns.beds = JSON.stringify(values.Beds);
  if (values.Amenities) columns.amenities = sql`${sql.val(values.Amenities)}::text[]`;
  if (values.Description) {
    columns.description_en = values.Description.en;
    columns.description_fr = values.Description.fr;
  }
  if (location) {
    Object.assign(columns, {
      lat: location.lat,
      lng: location.lng,
      city: location.city,
      region: location.region,
      country: location.country,
    });
  }
  const type = (values.Type ?? listing.type) as RvType | null;
  if (type && isDrivable(type)) Object.assign(columns, { hitch_size: null, hitch_weight: null });
  else if (type) Object.assign(columns, { fuel: null, seatbelts: 0 });

  const rentalType = values.RentalType ?? state.rental_type;
  const radius = (columns.delivery_radius as number | undefined) ?? listing.delivery_radius ?? 0;
  if (rentalType === 'PickupOnly') {
    columns.delivery_radius = 0;
    columns.delivery_only = false;
  } else {
    columns.delivery_only = rentalType === 'DeliveryOnly' && radius > 0;
  }

  const stateChanges: Record<string, unknown> = {};
  if (values.RentalType) stateChanges.rental_type = values.RentalType;
  if (values.ParkAmenities) stateChanges.park_amenities = sql`${sql.val(values.ParkAmenities)}::text[]`;
  if (location) Object.assign(stateChanges, { street: location.street, postal_code: location.postalCode });
  if (values.ProtectionAcknowledged) stateChanges.protection_acknowledged_at = state.protection_acknowledged_at ?? now;
  if (values.HostAcceptanceAcknowledged) stateChanges.host_acceptance_acknowledged_at = state.host_acceptance_acknowledged_at ?? now;
  if (step) {
    if (!state.visited_steps.includes(step)) stateChanges.visited_steps = sql`array_append(visited_steps, ${step}::text)`;
    stateChanges.last_step = step;
  }
  if (rentalType && !offersDelivery(rentalType) && state.park_amenities.length && !values.ParkAmenities)
    stateChanges.park_amenities = sql`'{}'::text[]`;

  await trx
    .updateTable('listings')
    .set({ ...columns, updated_at: now } as never)
    .where('id', '=', listing.id)
    .execute();
  if (Object.keys(stateChanges).length)
    await trx
      .updateTable('host_rvs')
      .set(stateChanges as never)
      .where('listing_id', '=', listing.id)
      .execute();
  if (values.DeliveryFreeRadius !== undefined || rentalType === 'PickupOnly') {
    const free = rentalType === 'PickupOnly' ? 0 : (values.DeliveryFreeRadius ?? 0);
    await trx
      .insertInto('listing_booking_terms')
      .values({ listing_id: listing.id, delivery_free_radius: free })
      .onConflict((oc) => oc.column('listing_id').doUpdateSet({ delivery_free_radius: free }))
      .execute();
  }
  if (values.CancellationPolicy !== undefined) {
    const policy = values.CancellationPolicy;
    await trx
      .insertInto('listing_booking_terms')
      .values({ listing_id: listing.id, cancellation_policy: policy })
      .onConflict((oc) => oc.column('listing_id').doUpdateSet({ cancellation_policy: policy }))
      .execute();
  }
}

/** Reloads a listing row (after a change). */
export async function reloadListing(db: Db, id: number): Promise<ListingRow> {
  return (await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as ListingRow;
}

export async function loadFacts(db: Db, listing: ListingRow): Promise<{ facts: RvStepFacts; visited: string[]; state?: HostRvRow }> {
  const loaded = await loadParts(db, listing);
  return { facts: stepFactsOf(loaded), visited: visitedOf(loaded), state: loaded.state };
}

/** The public address of a newly published RV: year make model city id, like the seeded listings. */
export function publicAlias(listing: ListingRow): string {
  return slugify(`${listing.year ?? ''} ${listing.brand ?? ''} ${listing.model ?? ''} ${listing.city ?? ''} ${listing.id}`);
}
