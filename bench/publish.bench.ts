// Listing an RV (issue 16): the time to publish and the time from publish to searchable, on the API over the full
// seeded embedded database (PGlite), one request at a time as the wizard makes them. For each of BENCH_RUNS RVs
// (default 5): three photos uploaded (sharp JPEGs), the draft created and every step saved, then publish, then
// searches near the RV until it is in the results.
// Prints one JSON object: { "publish": { runs, uploadP50, stepSaveP50, stepSaveP95, publishP50, publishP95,
// createToPublishedP50, publishToSearchableP50, publishToSearchableMax } } (ms).
import sharp from 'sharp';
import { percentile, startBenchServer } from './load.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const server = (path: string) => import(new URL(`../server/src/${path}`, import.meta.url).href);

const bench = await startBenchServer('full', process.env.DATABASE_URL);
const { hashPassword } = await server('identity/password.ts');

// A host with a password, signed in through the API.
const email = `bench-host-${Date.now()}@example.com`;
const user = await bench.handle.db
  .insertInto('users')
  .values({ email, first_name: 'Bench', last_name: 'Host', country: 'US' })
  .returning('id')
  .executeTakeFirstOrThrow();
await bench.handle.db
  .insertInto('credentials')
  .values({ user_id: user.id, password_hash: await hashPassword('bench password 1') })
  .execute();
const signIn = await fetch(`${bench.origin}/api/account/sign-in`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ Email: email, Password: 'bench password 1' }),
});
if (signIn.status !== 200) throw new Error(`Sign-in answered ${signIn.status}`);
const { AccessToken } = (await signIn.json()) as { AccessToken: string };
const auth = { Authorization: `Bearer ${AccessToken}` };

async function timed<T>(list: number[], call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  list.push(performance.now() - started);
  return result;
}

async function send(method: string, path: string, body?: unknown): Promise<{ Id: number }> {
  const res = await fetch(`${bench.origin}${path}`, {
    method,
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { Id: number };
}

// Each RV in another city, so that every search has to find a new one among the seeded RVs around it.
const cities = ['Denver, CO', 'Portland, OR', 'Calgary, AB', 'Austin, TX', 'Montréal, QC', 'Boise, ID', 'Halifax, NS', 'Tucson, AZ'];
const steps = (i: number): [string, Record<string, unknown>][] => [
  ['rv-type', { Type: 'ClassC' }],
  ['rv-year', { Year: 2020 }],
  ['rv-manufacturer', { Brand: 'Winnebago' }],
  ['rv-model', { Model: 'Minnie Winnie', Fuel: 'Gasoline' }],
  ['rv-length', { Length: 25 }],
  ['rv-weight', { Weight: 9000 }],
  ['rv-location', { Location: { Address: cities[i % cities.length] } }],
  ['earn-more', {}],
  ['rental-type', { RentalType: 'PickupOnly' }],
  ['rv-sleeping-spots', { Sleeps: 4, Seatbelts: 4, Beds: [{ Type: 'BedQueen', Count: 1 }] }],
  ['rv-slideouts', { Slideouts: 0 }],
  ['rv-amenities', { Amenities: ['Heater', 'Toilet'] }],
  ['rv-name', { Name: `Bench RV ${i}` }],
  ['rv-description', { Description: { en: 'A Class C for the benchmark, with a description long enough.', fr: '' } }],
  ['rv-photos', {}],
  ['base-price', { NightlyPrice: 150 }],
  ['cleaning-fee', { CleaningFee: 50 }],
  ['security-deposit', { SecurityDeposit: 500 }],
  ['longer-stays', {}],
  ['mileage-and-delivery', { MileageIncludedPerDay: null }],
  ['calendar-settings', {}],
  ['booking-preferences', {}],
  ['no-insurance', { ProtectionAcknowledged: true }],
  ['host-acceptance-education', { HostAcceptanceAcknowledged: true }],
];

const uploads: number[] = [];
const saves: number[] = [];
const publishes: number[] = [];
const createToPublished: number[] = [];
const toSearchable: number[] = [];

for (let i = 0; i < runs; i++) {
  const photos: string[] = [];
  for (const colour of ['#3a7', '#a37', '#37a']) {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
    form.set('kind', 'rv-photo');
    const res = await timed(uploads, () => fetch(`${bench.origin}/api/uploads`, { method: 'POST', headers: auth, body: form }));
    photos.push(((await res.json()) as { Id: string }).Id);
  }
  const started = performance.now();
  const [first, ...rest] = steps(i);
  const { Id } = await timed(saves, () => send('POST', '/api/hosts/rvs', { ...first[1], WizardStep: first[0] }));
  for (const [step, values] of rest) {
    if (step === 'rv-photos')
      for (const upload of photos) await timed(saves, () => send('POST', `/api/hosts/rvs/${Id}/photos`, { UploadId: upload }));
    await timed(saves, () => send('PATCH', `/api/hosts/rvs/${Id}`, { ...values, WizardStep: step }));
  }
  await timed(publishes, () => send('POST', `/api/hosts/rvs/${Id}/publish`));
  const published = performance.now();
  createToPublished.push(published - started);
  // Searchable: the first search near the RV (nearest first) that lists it.
  const search = `${bench.origin}/api/rvs/search?SearchAddress=${encodeURIComponent(cities[i % cities.length])}&SortOrder=DistanceASC&PageSize=50`;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const { Results } = (await (await fetch(search)).json()) as { Results: { Id: number }[] };
    if (Results.some((r) => r.Id === Id)) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  toSearchable.push(performance.now() - published);
}
await bench.stop();

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    publish: {
      runs,
      uploadP50: percentile(sorted(uploads), 50),
      stepSaveP50: percentile(sorted(saves), 50),
      stepSaveP95: percentile(sorted(saves), 95),
      publishP50: percentile(sorted(publishes), 50),
      publishP95: percentile(sorted(publishes), 95),
      createToPublishedP50: percentile(sorted(createToPublished), 50),
      publishToSearchableP50: percentile(sorted(toSearchable), 50),
      publishToSearchableMax: percentile(sorted(toSearchable), 100),
    },
  }),
);
