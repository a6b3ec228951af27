// "A placeholder is never done": every route of issue 19 (calendar, insights, profile and its sub-pages, drivers)
// renders a real page; profile/message-templates is the messages issue's.
import { describe, expect, it } from 'vitest';
import { pageMap } from '../shell/router/page-map.ts';
import { routeTable } from '../routes/table.ts';
import { hostPages } from '../shell/router/pages/host.ts';

const ours = routeTable
  .map((route) => route.name)
  .filter((name) => /^dashboard-(calendar|insights|profile)/.test(name))
  .filter((name) => name !== 'dashboard-profile-message-templates');

describe('host operations routes', () => {
  it('covers calendar, insights and its three pages, profile and its sub-pages, drivers and the catch-all', () => {
    expect([...ours].sort()).toEqual(
      [
        'dashboard-calendar',
        'dashboard-insights',
        'dashboard-insights-earnings',
        'dashboard-insights-opportunities',
        'dashboard-insights-reviews',
        'dashboard-profile',
        'dashboard-profile-all',
        'dashboard-profile-drivers',
        'dashboard-profile-drivers-new',
        'dashboard-profile-goals',
        'dashboard-profile-notifications',
        'dashboard-profile-payment',
        'dashboard-profile-payout',
      ].sort(),
    );
  });
  it.each(ours)('%s has its page', (name) => {
    expect(hostPages[name], name).toBeTypeOf('function');
    expect(pageMap[name], name).toBeTypeOf('function');
  });
  it('leaves profile/message-templates to the messages issue', () => {
    expect(hostPages['dashboard-profile-message-templates']).toBeUndefined();
  });
});
