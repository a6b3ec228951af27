import { describe, expect, it } from 'vitest';
import { levelForUsage, plansForUsage, usageOfRvUsage, type ProtectionPlanOption } from './protection-plans.ts';

const plan = (level: ProtectionPlanOption['level']): ProtectionPlanOption => ({ level, nightlyPrice: 20, deductible: 1000 });
const all = [plan('StationaryPlus'), plan('Premium'), plan('Basic'), plan('Stationary'), plan('Standard')];

describe('protection levels: Basic, Standard, Premium for driving trips; Stationary and StationaryPlus for stationary use', () => {
  it('offers the driving levels in order', () => {
    expect(plansForUsage('driving', all).map((p) => p.level)).toEqual(['Basic', 'Standard', 'Premium']);
  });
  it('offers the stationary levels in order', () => {
    expect(plansForUsage('stationary', all).map((p) => p.level)).toEqual(['Stationary', 'StationaryPlus']);
  });
  it('leaves out levels the listing does not offer', () => {
    expect(plansForUsage('driving', [plan('Premium'), plan('Basic')]).map((p) => p.level)).toEqual(['Basic', 'Premium']);
  });
  it.each([
    ['StationaryAfterDelivery', 'stationary'],
    ['Pickup', 'driving'],
    ['Delivery', 'driving'],
    [null, 'driving'],
  ] as const)('rvUsage %s -> %s plans', (rvUsage, usage) => {
    expect(usageOfRvUsage(rvUsage)).toBe(usage);
  });
  it.each([
    ['driving', 'Standard', 'Standard'],
    ['driving', 'Stationary', null],
    ['stationary', 'StationaryPlus', 'StationaryPlus'],
    ['stationary', 'Premium', null],
    ['driving', null, null],
  ] as const)('%s keeps %s as %s', (usage, level, kept) => {
    expect(levelForUsage(usage, level)).toBe(kept);
  });
});
