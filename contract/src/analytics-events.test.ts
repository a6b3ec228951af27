import { describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsEventVersion } from './analytics-events.ts';

describe('analytics event versions (spec 000 section 9)', () => {
  it('SearchViewed v8, RequestBookingSent v7, BookingPaymentInfoSubmitted v7', () => {
    expect(analyticsEventVersion('SearchViewed')).toBe(8);
    expect(analyticsEventVersion('RequestBookingSent')).toBe(7);
    expect(analyticsEventVersion('BookingPaymentInfoSubmitted')).toBe(7);
    expect(analyticsEvents.MarketingSearch).toEqual({ version: 1, kind: 'marketing' });
  });
  it('knows no other event, not even an inherited property', () => {
    expect(analyticsEventVersion('PageViewed')).toBeUndefined();
    expect(analyticsEventVersion('toString')).toBeUndefined();
  });
});
