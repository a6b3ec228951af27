// "A placeholder is never done": every route of issue 17 renders a real page, each booking page a module of its own
// (no router inside a page); edit/* and change-request/* are the change-request issue's (tested with its pages).
import { describe, expect, it } from 'vitest';
import { pageMap } from '../shell/router/page-map.ts';
import { routeTable } from '../routes/table.ts';

const ours = routeTable
  .map((route) => route.name)
  .filter((name) => name === 'dashboard' || name === 'payment' || /^dashboard-(trips|bookings)/.test(name))
  .filter((name) => !/^dashboard-bookings-id-(edit|change-request)/.test(name));

describe('bookings dashboard routes', () => {
  it('covers the home, the lists and every booking sub-page of spec 001 section 2', () => {
    expect(ours.length).toBe(42);
    expect(ours).toEqual(
      expect.arrayContaining(['dashboard-bookings-id-agreement-signature', 'dashboard-bookings-id-send-request-money-dispute']),
    );
  });
  it.each(ours)('%s has its page', (name) => {
    expect(pageMap[name], name).toBeTypeOf('function');
  });
  it('gives every page of a booking a module of its own, nested in the bookings/:id route', () => {
    const subPages = routeTable.filter((route) => route.name.startsWith('dashboard-bookings-id-') || route.name === 'payment');
    expect(subPages.length).toBe(42);
    expect(new Set(subPages.map((route) => pageMap[route.name]?.source)).size).toBe(subPages.length);
    for (const route of subPages) expect(route.parent, route.name).toBe('dashboard-bookings-id');
    expect(routeTable.find((route) => route.name === 'dashboard-bookings-id')?.parent).toBeUndefined();
  });
});
