import type { Locale } from '@rove/contract';
import { type Kysely, sql } from 'kysely';
import { type RvType, amenities as allAmenities, isDrivable } from '@rove/contract';
import type { Insertable } from 'kysely';
import type { BedSpec, Database, ListingPhotosTable, NewListing } from '../db/schema.ts';
import type { Place } from '../geocoding/gazetteer.ts';
import { addonCatalog, listingAdjectives, reviewBodies, typeCatalog, type TypeSpec } from './catalog.ts';
import { seedCities } from './cities.ts';
import { hostBio, hostCityOf, hostLanguage, hostsByCity } from './host-homes.ts';
import { photoShots } from './photo-shots.ts';
import { createRandom, type Random } from './random.ts';
import type { SeededUser } from './users.ts';

export const listingCounts = { full: 2300, small: 240 } as const;

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const round = (n: number, step: number) => Math.round(n / step) * step;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function beds(random: Random, sleeps: number): BedSpec[] {
  const out: BedSpec[] = [];
  const add = (Type: string) => {
    const existing = out.find((b) => b.Type === Type);
    if (existing) existing.Count++;
    else out.push({ Type, Count: 1 });
  };
  add(random.pick(['BedQueen', 'BedQueen', 'BedKing']));
  // Every other bed sleeps two as well.
  for (let left = sleeps - 2; left > 0; left -= 2) add(random.pick(['BedDinette', 'BedSofa', 'BedBunkTwin', 'BedBunkDouble']));
  return out;
}

function describe(spec: TypeSpec, brand: string, model: string, year: number, place: Place, sleeps: number, random: Random) {
  const en = [
    `Meet our ${year} ${brand} ${model}, a ${spec.label.en} that sleeps ${sleeps}.`,
    random.pick([
      `It is based in ${place.name}, ${place.region}, close to parks, lakes and scenic drives.`,
      `Pick it up in ${place.name} and be on the road to the mountains or the coast within hours.`,
      `From ${place.name} you can reach some of the region's best campgrounds in a day.`,
    ]),
    random.pick([
      'We keep it spotless and stocked, and we are happy to walk you through everything at pickup.',
      'Perfect for families, couples and weekend festival trips alike.',
      'Everything you need for a comfortable trip is on board: just bring your food and your sense of adventure.',
    ]),
  ].join(' ');
  const fr = [
    `Voici notre ${brand} ${model} ${year} (${spec.label.fr}), qui peut accueillir ${sleeps} personnes pour la nuit.`,
    random.pick([
      `Il se trouve à ${place.name} (${place.region}), près des parcs, des lacs et des routes panoramiques.`,
      `Prenez-le à ${place.name} et partez vers les montagnes ou la côte en quelques heures.`,
      `Depuis ${place.name}, les plus beaux campings de la région sont à une journée de route.`,
    ]),
    random.pick([
      'Nous le gardons impeccable et bien équipé, et nous vous expliquons tout à la prise en charge.',
      'Parfait pour les familles, les couples et les festivals de fin de semaine.',
      'Tout le nécessaire est à bord\u00a0: apportez simplement votre nourriture et votre goût de l’aventure.',
    ]),
  ].join(' ');
  return { en, fr };
}

export interface SeedListingsResult {
  listings: number;
}

/**
 * Listings spread over the seed cities (more in bigger ones), then photos, add-ons, availability and reviews.
 * `scale` multiplies the listings in the same cities (denser markets, for the 10x bench).
 */
export async function seedListings(
  db: Kysely<Database>,
  size: 'full' | 'small',
  users: SeededUser[],
  today: string,
  currentYear: number,
  scale = 1,
) {
  const random = createRandom(2002);
  const cities = seedCities(size);
  const hosts = users.filter((u) => u.isHost);
  const renters = users.filter((u) => !u.isHost);
  const total = listingCounts[size] * scale;
  const typeWeights = typeCatalog.map((t) => [t, t.share] as const);
  // Every city gets at least 6 (full) or 1 (small); the rest follow the square root of the population.
  const minimum = (size === 'full' ? 6 : 1) * scale;
  const weights = cities.map((c) => Math.sqrt(c.population));
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const spare = total - minimum * cities.length;
  const perCity = weights.map((w) => minimum + Math.floor((spare * w) / weightSum));
  let assigned = perCity.reduce((s, n) => s + n, 0);
  for (let i = 0; assigned < total; i = (i + 1) % cities.length, assigned++) perCity[i]++;

  // Hosts live in one city and list their RVs there (host-homes.ts).
  const byCity = hostsByCity(perCity, hosts.length);
  const hostCity = hostCityOf(
    cities,
    byCity.map((pool) => pool.length > 0),
  );
  const cityHosts = byCity.map((indexes) => indexes.map((i) => hosts[i]));
  const homeOf = new Map<number, (typeof cities)[number]>();
  // The language each host writes in (their listing's name, their bio), from where they live.
  const languageOf = new Map<number, 'en' | 'fr'>();
  cities.forEach((place, cityIndex) => {
    for (const host of cityHosts[cityIndex]) languageOf.set(host.id, hostLanguage(place, random));
  });
  const rows: NewListing[] = [];
  let id = 0;
  cities.forEach((place, cityIndex) => {
    for (const host of cityHosts[cityIndex]) homeOf.set(host.id, place);
    for (let k = 0; k < perCity[cityIndex]; k++) {
      id++;
      // Rotate through every type in the first listings so even the small seed has them all.
      const spec = id <= typeCatalog.length ? typeCatalog[id - 1] : random.weighted(typeWeights);
      const [brand, model] = random.pick(spec.models);
      const year = spec.years ? random.int(...spec.years) : random.int(currentYear - 20, currentYear + 1);
      const length = round(random.int(spec.length[0] * 2, spec.length[1] * 2) / 2, 0.5);
      const weight = round(random.int(...spec.weight), 50);
      const sleeps = random.int(...spec.sleeps);
      const drivable = isDrivable(spec.type);
      const ca = place.country === 'CA';
      const priceUsd = random.int(...spec.price);
      const nightly = ca ? round(priceUsd * 1.3, 5) : priceUsd;
      // Each of the city's hosts lists one RV before any lists a second; then a few list more.
      const pool = cityHosts[hostCity[cityIndex]];
      const host = k < pool.length ? pool[k] : pool[random.int(0, Math.min(pool.length, 3) - 1)];
      const delivery = random.chance(drivable ? 0.3 : 0.5);
      const deliveryRadius = delivery ? random.pick([25, 50, 75, 100, 150]) : 0;
      const amenityChance = drivable ? 0.75 : 0.55;
      const amenities = allAmenities.filter((a) =>
        a === 'AirportPickup'
          ? random.chance(0.12)
          : random.chance(a === 'Toilet' || a === 'Refrigerator' ? amenityChance + 0.15 : amenityChance),
      );
      const statusRoll = random.next();
      const status = statusRoll < 0.04 ? 'unpublished' : statusRoll < 0.05 ? 'deleted' : 'published';
      // A French-speaking host names their RV in French ("Forest River XLR Nitro 2009 spacieux").
      const french = languageOf.get(host.id) === 'fr';
      const adjective = random.pick(french ? listingAdjectives.fr : listingAdjectives.en);
      const description = describe(spec, brand, model, year, place, sleeps, random);
      // A little scatter around the city centre (about +/- 15 km).
      const lat = place.lat + (random.next() - 0.5) * 0.27;
      const lng = place.lng + (random.next() - 0.5) * 0.36;
      rows.push({
        id,
        alias: slugify(`${year} ${brand} ${model} ${spec.type === 'TravelTrailer' ? 'travel trailer' : ''} ${place.name} ${id}`),
        owner_id: host.id,
        status,
        name: french ? `${brand} ${model} ${year} ${adjective}` : `${adjective} ${year} ${brand} ${model}`,
        type: spec.type,
        brand,
        model,
        year,
        length,
        weight,
        sleeps,
        seatbelts: drivable ? random.int(2, Math.max(2, sleeps)) : 0,
        slideouts: spec.length[1] > 25 ? random.int(0, 3) : 0,
        description_en: description.en,
        description_fr: description.fr,
        lat: Math.round(lat * 1e5) / 1e5,
        lng: Math.round(lng * 1e5) / 1e5,
        city: place.name,
        region: place.region,
        country: place.country,
        delivery_radius: deliveryRadius,
        delivery_price_per_unit: delivery ? random.pick([1.5, 2, 2.5, 3, 3.5]) : 0,
        delivery_only: delivery && !drivable && random.chance(0.15),
        hitch_size: drivable ? null : spec.type === 'FifthWheel' ? 'Fifth wheel' : random.pick(['2"', '2 5/16"', '1 7/8"']),
        hitch_weight: drivable ? null : round((weight * random.int(10, 15)) / 100, 10),
        amenities,
        beds: JSON.stringify(beds(random, sleeps)),
        fuel: drivable
          ? spec.type === 'ClassA' || spec.type === 'ClassB'
            ? random.pick(['Diesel', 'Gasoline'] as const)
            : random.chance(0.2)
              ? 'Diesel'
              : 'Gasoline'
          : null,
        pets_allowed: random.chance(0.4),
        festival_friendly: random.chance(0.25),
        experience_required: random.chance(spec.type === 'ClassA' || spec.type === 'FifthWheel' ? 0.6 : 0.2),
        smoking_allowed: random.chance(0.05),
        instant_book: random.chance(0.35),
        featured: random.chance(0.05),
        nightly_price: nightly,
        weekly_discount_percent: random.pick([0, 0, 5, 10, 15]),
        monthly_discount_percent: random.pick([0, 0, 10, 20, 30]),
        midweek_discount_percent: random.pick([0, 0, 0, 5, 10]),
        cleaning_fee: random.pick([0, 50, 75, 100, 125, 150]),
        security_deposit: random.pick([500, 750, 1000, 1500, 2000, 2500]),
        mileage_included_per_day: drivable ? random.pick([100, 150, 200, null]) : null,
        mileage_overage_price: drivable ? random.pick([0.35, 0.45, 0.5, 0.75]) : 0,
        generator_hours_included_per_day: drivable && spec.type !== 'Campervan' ? random.pick([3, 4, 6, 8, null]) : null,
        generator_overage_price: drivable ? random.pick([2, 3, 4, 5]) : 0,
        minimum_nights: random.pick([1, 2, 2, 3, 3, 4, 7]),
        created_at: new Date(Date.parse(`${today}T12:00:00Z`) - random.int(30, 1500) * 86_400_000),
      });
    }
  });
  for (let i = 0; i < rows.length; i += 400)
    await db
      .insertInto('listings')
      .values(rows.slice(i, i + 400))
      .execute();
  await sql`select setval(pg_get_serial_sequence('listings', 'id'), (select max(id) from listings))`.execute(db);

  const photos: Insertable<ListingPhotosTable>[] = [];
  const addons: {
    listing_id: number;
    name_en: string;
    name_fr: string;
    price: number;
    price_per: 'night' | 'trip';
    max_quantity: number;
  }[] = [];
  const blocks: { listing_id: number; during: string; kind: 'booked' | 'blocked' }[] = [];
  const reviews: {
    listing_id: number;
    author_id: number;
    listing_accuracy: number;
    value: number;
    cleanliness: number;
    communication: number;
    body: string;
    language: Locale;
    created_at: Date;
  }[] = [];
  for (const row of rows) {
    const listingId = row.id as number;
    photoShots(row.region as string, random).forEach((shot, position) => {
      photos.push({ listing_id: listingId, position, ...shot });
    });
    for (const addon of random.shuffle(addonCatalog).slice(0, random.int(0, 4))) {
      addons.push({
        listing_id: listingId,
        name_en: addon.en,
        name_fr: addon.fr,
        price: random.int(addon.price[0], addon.price[1]),
        price_per: addon.per,
        max_quantity: addon.en.startsWith('Camping chairs') || addon.en.startsWith('Child') ? 4 : 1,
      });
    }
    // Booked and blocked stretches over the next six months, apart from each other.
    let day = random.int(0, 20);
    for (let n = random.int(0, 5); n > 0 && day < 170; n--) {
      const nights = random.int(2, 8);
      blocks.push({
        listing_id: listingId,
        during: `[${addDays(today, day)},${addDays(today, day + nights)})`,
        kind: random.chance(0.7) ? 'booked' : 'blocked',
      });
      day += nights + random.int(3, 30);
    }
    // Reviews: many listings have a handful, some have dozens, new ones none.
    const count = random.weighted([
      [0, 2],
      [random.int(1, 5), 4],
      [random.int(6, 15), 3],
      [random.int(16, 40), 1],
    ] as const);
    const host = users[(row.owner_id as number) - 1];
    const quality = host?.isSuperhost ? 0.9 : random.next() < 0.15 ? 0.55 : 0.8;
    for (let r = 0; r < count; r++) {
      const score = () => (random.next() < quality ? 5 : random.next() < 0.6 ? 4 : random.int(2, 3));
      const author = renters[random.int(0, renters.length - 1)];
      const fr = author.language === 'fr';
      reviews.push({
        listing_id: listingId,
        author_id: author.id,
        listing_accuracy: score(),
        value: score(),
        cleanliness: score(),
        communication: score(),
        body: random.pick(fr ? reviewBodies.fr : reviewBodies.en),
        language: fr ? 'fr' : 'en',
        created_at: new Date(Date.parse(`${today}T18:00:00Z`) - random.int(5, 720) * 86_400_000 - r * 3_600_000),
      });
    }
  }
  const batches = async <T>(table: 'listing_photos' | 'listing_addons' | 'availability_blocks' | 'reviews', items: T[]) => {
    for (let i = 0; i < items.length; i += 1000)
      await db
        .insertInto(table)
        .values(items.slice(i, i + 1000) as never)
        .execute();
  };
  await batches('listing_photos', photos);
  await batches('listing_addons', addons);
  await batches('availability_blocks', blocks);
  // One set-based rating refresh instead of a trigger call per review.
  await sql`alter table reviews disable trigger reviews_rating`.execute(db);
  await batches('reviews', reviews);
  await sql`alter table reviews enable trigger reviews_rating`.execute(db);
  await sql`
    update listings l set
      review_count = s.n, rating_average = s.overall, rating_listing_accuracy = s.accuracy,
      rating_value = s.value, rating_cleanliness = s.cleanliness, rating_communication = s.communication
    from (
      select listing_id, count(*)::int as n, round(avg(rating), 2) as overall, round(avg(listing_accuracy), 2) as accuracy,
        round(avg(value), 2) as value, round(avg(cleanliness), 2) as cleanliness, round(avg(communication), 2) as communication
      from reviews group by listing_id
    ) s
    where l.id = s.listing_id`.execute(db);
  // Hosts live in the city of their RVs, write in its usual language, and say so in their bio (host-homes.ts).
  const homes = hosts.map((host) => {
    const place = homeOf.get(host.id) ?? cities[0];
    const language = languageOf.get(host.id) ?? 'en';
    return {
      id: host.id,
      city: place.name,
      region: place.region,
      country: place.country,
      language,
      about: hostBio(host.firstName, place, language, random),
    };
  });
  for (let i = 0; i < homes.length; i += 500)
    await sql`
      update users u set city = h.city, region = h.region, country = h.country, language = h.language, about = h.about
      from (select * from jsonb_to_recordset(${JSON.stringify(homes.slice(i, i + 500))}::jsonb)
        as x(id bigint, city text, region text, country text, language text, about text)) h
      where u.id = h.id`.execute(db);
  return { listings: rows.length, cities: cities.length, rvTypes: new Set(rows.map((r) => r.type as RvType)).size };
}
