import { describe, expect, it } from 'vitest';
import { defaultRvUsageFor, estimateDefaults, rvUsagesFor } from './estimate-defaults.ts';
import { EstimateRequestSchema } from './estimate-request.ts';

describe('the estimate’s defaults, once', () => {
  it('are the spec’s (001 sections 3 and 9)', () => {
    expect(estimateDefaults).toEqual({ adults: 1, children: 0, pets: false, roadsideAssistance: true, rvUsage: 'Pickup' });
  });

  it('are what the request schema applies', () => {
    const parsed = EstimateRequestSchema.parse({ dateStart: '2026-07-01', dateEnd: '2026-07-04' });
    const { adults, children, pets, roadsideAssistance, rvUsage } = parsed;
    expect({ adults, children, pets, roadsideAssistance, rvUsage }).toEqual(estimateDefaults);
  });

  it.each([
    [{ Available: false, DeliveryOnly: false }, ['Pickup'], 'Pickup'],
    [{ Available: true, DeliveryOnly: false }, ['Pickup', 'Delivery', 'StationaryAfterDelivery'], 'Pickup'],
    [{ Available: true, DeliveryOnly: true }, ['Delivery', 'StationaryAfterDelivery'], 'Delivery'],
  ])('a listing with delivery %j offers %j and defaults to %s', (delivery, offered, usage) => {
    expect(rvUsagesFor(delivery)).toEqual(offered);
    expect(defaultRvUsageFor(delivery)).toBe(usage);
  });

  it('takes numbers and booleans in JSON, and their text in a query', () => {
    const fromJson = EstimateRequestSchema.parse({ dateStart: '2026-07-01', dateEnd: '2026-07-04', adults: 2, pets: true });
    const fromQuery = EstimateRequestSchema.parse({ dateStart: '2026-07-01', dateEnd: '2026-07-04', adults: '2', pets: 'true' });
    expect([fromJson.adults, fromJson.pets]).toEqual([2, true]);
    expect([fromQuery.adults, fromQuery.pets]).toEqual([2, true]);
  });
});
