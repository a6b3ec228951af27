import { describe, expect, it } from 'vitest';
import { bannerIds, CANADA_BANNER_ID, MIDWEEK_BANNER_ID } from './banner-ids.ts';
import { bannersMessages } from './banners-messages.ts';

describe('banner ids (specification: midweekBanner 1, canadaBanner 4)', () => {
  it('keeps the specification constants', () => {
    expect(MIDWEEK_BANNER_ID).toBe(1);
    expect(CANADA_BANNER_ID).toBe(4);
    expect(bannerIds).toEqual({ midweekBanner: 1, canadaBanner: 4 });
  });

  it('has every banner word in English and French', () => {
    expect(Object.keys(bannersMessages.fr).sort()).toEqual(Object.keys(bannersMessages.en).sort());
    expect(bannersMessages.fr.midweekBody('15 %')).toContain('15 %');
  });
});
