import { describe, expect, it } from 'vitest';
import { checkFirstLoad, checkFirstLoadInBrowser, checkLighthouse } from './budgets.ts';

const KiB = 1024;

describe('the budgets of issue 22', () => {
  it('holds home to 150 KiB and the other key pages to 180 as a browser loads them', () => {
    const rows = checkFirstLoadInBrowser([
      { page: 'home', files: 1, bytes: 0, gzip: 151 * KiB },
      { page: 'home (fr)', files: 1, bytes: 0, gzip: 150 * KiB },
      { page: 'search', files: 1, bytes: 0, gzip: 179 * KiB },
      { page: 'listing', files: 1, bytes: 0, gzip: 181 * KiB },
    ]);
    expect(rows.filter((r) => !r.ok).map((r) => r.figure)).toEqual([
      'first-load JS, home (gzip, browser)',
      'first-load JS, listing (gzip, browser)',
    ]);
  });

  it('holds the shared base to 100 KiB and shows another page (from the manifest) only when over 180', () => {
    const rows = checkFirstLoad(
      [
        { page: 'account-page.tsx', files: 1, bytes: 0, gzip: 100 * KiB },
        { page: 'host-page.tsx', files: 1, bytes: 0, gzip: 181 * KiB },
      ],
      101 * KiB,
    );
    expect(rows.filter((r) => !r.ok).map((r) => r.figure)).toEqual([
      'first-load JS, shared base (gzip)',
      'first-load JS, host-page.tsx (gzip, manifest)',
    ]);
    expect(rows.some((r) => r.figure.includes('account-page'))).toBe(false);
  });

  it('asks performance and LCP of key pages and listings, TBT of search, SEO of content pages', () => {
    const good = { performance: 95, lcpMs: 2000, tbtMs: 150, seo: 100 };
    const rows = checkLighthouse(
      {
        '/': good,
        '/rv-search': { ...good, tbtMs: 151 },
        '/rv-rental/x': { ...good, lcpMs: 2100 },
        '/how-it-works': { ...good, performance: 10, seo: 94 },
      },
      { '/': 'key', '/rv-search': 'key', '/rv-rental/x': 'listing', '/how-it-works': 'content' },
    );
    expect(rows.filter((r) => !r.ok).map((r) => r.figure)).toEqual(['TBT /rv-search', 'LCP /rv-rental/x', 'Lighthouse SEO /how-it-works']);
  });
});
