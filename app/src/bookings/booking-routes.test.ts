// "A placeholder is never done": every route of issue 17 renders a real page; edit/* and change-request/* are the
// change-request issue's (tested with its pages).
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
  it('gives edit/* and change-request/* the change-request pages', () => {
    expect(pageMap['dashboard-bookings-id-edit']).toBe(pageMap['dashboard-bookings-id-change-request-decline']);
  });
});
