// Every edit/* and change-request/* route of spec 001 section 2 has its own page (no placeholder, no router inside one),
// and the review page keeps the change-request guard: no type chosen sends the visitor to the booking's edit page.
import { describe, expect, it } from 'vitest';
import { pageMap } from '../../shell/router/page-map.ts';
import { routeTable } from '../../routes/table.ts';
import { changeRequestRedirect } from '../../routes/owner-guards.ts';

const ours = routeTable.map((route) => route.name).filter((name) => /^dashboard-bookings-id-(edit|change-request)/.test(name));

describe('change-request routes', () => {
  it('are the edit page with 6 steps and the change-request page with 3', () => {
    expect(ours).toHaveLength(11);
  });
  it.each(ours)('%s has its own page module, nested in the booking', (name) => {
    expect(pageMap[name], name).toBeTypeOf('function');
    expect(ours.filter((other) => pageMap[other]?.source === pageMap[name]?.source)).toEqual([name]);
    expect(routeTable.find((route) => route.name === name)?.parent).toBe('dashboard-bookings-id');
  });
  it('guards the review page: no change-request type chosen goes to the edit page for that booking id', () => {
    const review = routeTable.find((route) => route.name === 'dashboard-bookings-id-change-request-review');
    expect(review?.guards).toContain('change-request');
    expect(changeRequestRedirect(null, '12', 'host', 'en')).toBe('/host/bookings/12/edit');
    expect(changeRequestRedirect('review', '12', 'host', 'en')).toBeNull();
  });
});
