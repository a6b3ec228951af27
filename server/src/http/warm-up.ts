// Before a server takes traffic: one search through the whole app (router, validation, read cache, the embedded
// database's plans and pages, the JIT), so the first clients do not pay for it all at once. Under 200 connections
// opened together, a cold first search held the event loop for 1-2 s while every connection waited (issue 24).
// Where the app's pages are served, the home page, the search page and a listing are rendered too: the first page
// loads the server render's bundle and every module a page needs (about a second), which a first visitor would
// otherwise wait for (issue 35); the search page's modules are its own (its first render after a start took 135 ms,
// the next 55-80). The location box's suggestions too: the first one loads the gazetteer (geocoding/gazetteer.ts),
// which took 0.54 s on an idle machine (0.15 s since it reads only the US and Canada's places) during which the event
// loop answered no one, where the next took 4-7 ms. What they leave in the read cache and the page cache is as
// correct as any other (same version rules).
import { textEncodings } from './compress.ts';
import type { App } from './context.ts';

/**
 * Requests one search around a point with dates and one without, the location box's suggestions for a few letters,
 * then the home page, the search page and the first result's listing page, each in English and French (answered 404
 * where no app is served); failures are ignored (the app still starts).
 */
export async function warmUp(app: App, today = new Date()): Promise<void> {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  // Pages compressed as browsers ask for them (zstd, the kept pages' form); the search plain, to read its first result.
  const compressed = { 'Accept-Encoding': textEncodings.join(', ') };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    try {
      return await (await app.fetch(new Request(`http://localhost${path}`, { headers }))).arrayBuffer();
    } catch {
      // A warm-up is an optimisation only.
      return undefined;
    }
  };
  await get('/api/rvs/search');
  const search = await get(`/api/rvs/search?SearchLat=45.5&SearchLng=-73.57&Guest=2&StartDate=${day(60)}&EndDate=${day(63)}`);
  // The gazetteer: the suggestions and every search by place name read it (geocoding/gazetteer.ts).
  await get('/api/places/autocomplete?Input=Montr');
  let alias: string | undefined;
  try {
    alias = (JSON.parse(Buffer.from(search ?? new ArrayBuffer(0)).toString()) as { Results?: { Alias?: string }[] }).Results?.[0]?.Alias;
  } catch {
    alias = undefined;
  }
  // In both languages: with render threads (http/render-pool.ts), one after the other goes to the next thread.
  for (const page of ['/', '/fr', '/rv-search', '/fr/recherche-vr']) await get(page, compressed);
  if (alias) for (const listing of ['/rv-rental/', '/fr/location-vr/']) await get(`${listing}${encodeURIComponent(alias)}`, compressed);
}
