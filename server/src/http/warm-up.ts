// Before a server takes traffic: one search through the whole app (router, validation, read cache, the embedded
// database's plans and pages, the JIT), so the first clients do not pay for it all at once. Under 200 connections
// opened together, a cold first search held the event loop for 1-2 s while every connection waited (issue 24).
// The answer it leaves in the read cache is as correct as any other (same version rules).
import type { App } from './context.ts';

/** Requests one search around a point with dates and one without; failures are ignored (the app still starts). */
export async function warmUp(app: App, today = new Date()): Promise<void> {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const paths = ['/api/rvs/search', `/api/rvs/search?SearchLat=45.5&SearchLng=-73.57&Guest=2&StartDate=${day(60)}&EndDate=${day(63)}`];
  for (const path of paths) {
    try {
      await (await app.fetch(new Request(`http://localhost${path}`))).arrayBuffer();
    } catch {
      // A warm-up is an optimisation only.
    }
  }
}
