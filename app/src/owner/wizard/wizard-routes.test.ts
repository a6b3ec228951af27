import { rvWizardSteps } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { ownerPages } from '../../shell/router/pages/owner.ts';
import { pathFor } from '../../routes/path-for.ts';
import { type RouteName, routeByName } from '../../routes/table.ts';

describe('the wizard steps of the contract are the routes of spec 000 (rvs/new/:step?/{step-name})', () => {
  it('has the same 27 names as the route table, each with the wizard page', () => {
    for (const step of rvWizardSteps) {
      expect(() => routeByName(`dashboard-rvs-new-${step}`)).not.toThrow();
      expect(ownerPages[`dashboard-rvs-new-${step}`]).toBe(ownerPages['dashboard-rvs-new']);
    }
  });

  it('puts the draft id in the optional segment, in both languages', () => {
    expect(pathFor('dashboard-rvs-new-rv-year', { dashboard: 'host', step: '42' }, 'en')).toBe('/host/rvs/new/42/rv-year');
    expect(pathFor('dashboard-rvs-new-rv-type', { dashboard: 'host' }, 'fr')).toBe('/fr/host/rvs/new/rv-type');
  });

  it('gives every RV management route a real page, except the messages area’s pre-booking message', () => {
    for (const name of ['owner', 'dashboard-rvs', 'dashboard-rvs-deleted', 'dashboard-rvs-published-id', 'dashboard-rvs-rvId'])
      expect(ownerPages[name as RouteName], name).toBeTypeOf('function');
    for (const section of ['addons', 'photos', 'details', 'pricing', 'earn-more', 'insurance', 'preferences'])
      expect(ownerPages[`dashboard-rvs-rvId-${section}` as RouteName], section).toBe(ownerPages['dashboard-rvs-rvId']);
    expect(ownerPages['dashboard-rvs-rvId-pre-booking-message']).toBeUndefined();
  });
});
