import { describe, expect, it } from 'vitest';
import { checkFirstLoad, checkFirstLoadInBrowser, checkLighthouse, checkQuietWindow } from './budgets.ts';
import type { BrowserWeight } from './first-load-browser.ts';

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

  it('holds the shared base to 145 KiB and shows another page (from the manifest) only when over 180', () => {
    const rows = checkFirstLoad(
      [
        { page: 'account-page.tsx', files: 1, bytes: 0, gzip: 100 * KiB },
        { page: 'host-page.tsx', files: 1, bytes: 0, gzip: 181 * KiB },
      ],
      146 * KiB,
    );
    expect(checkFirstLoad([], 145 * KiB).every((r) => r.ok)).toBe(true);
    expect(rows.filter((r) => !r.ok).map((r) => r.figure)).toEqual([
      'first-load JS, shared base (gzip)',
      'first-load JS, host-page.tsx (gzip, manifest)',
    ]);
    expect(rows.some((r) => r.figure.includes('account-page'))).toBe(false);
  });

  it('holds a page only a signed-in reader sees to 200 KiB in the manifest, any other to 180', () => {
    const rows = checkFirstLoad(
      [
        { page: 'bookings/a-page.tsx', files: 1, bytes: 0, gzip: 199 * KiB },
        { page: 'bookings/b-page.tsx', files: 1, bytes: 0, gzip: 201 * KiB },
        { page: 'owner/landing-page.tsx', files: 1, bytes: 0, gzip: 181 * KiB },
      ],
      140 * KiB,
      new Set(['bookings/a-page.tsx', 'bookings/b-page.tsx']),
    );
    expect(rows.filter((r) => !r.ok).map((r) => `${r.figure} ${r.budget}`)).toEqual([
      'first-load JS, bookings/b-page.tsx (gzip, manifest) 200 KiB',
      'first-load JS, owner/landing-page.tsx (gzip, manifest) 180 KiB',
    ]);
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

  it('holds each signed-in page to 200 KiB before it is shown', () => {
    const rows = checkFirstLoadInBrowser([
      { page: 'dashboard', files: 1, bytes: 0, gzip: 200 * KiB },
      { page: 'change request', files: 1, bytes: 0, gzip: 201 * KiB },
      { page: 'host calendar', files: 1, bytes: 0, gzip: 199 * KiB },
    ]);
    expect(rows.filter((r) => !r.ok).map((r) => r.figure)).toEqual(['first-load JS, change request (gzip, browser)']);
  });

  it('holds what home, search and a listing download in 10 s without input to 200, 240 and 240 KiB, and reports the others', () => {
    const page = (name: string, quietKiB: number): BrowserWeight => ({
      page: name,
      path: '/',
      serverRendered: true,
      files: 1,
      bytes: 0,
      gzip: 0,
      quietFiles: 3,
      quietGzip: quietKiB * KiB,
      afterInputGzip: 0,
      firstFileList: [],
    });
    const rows = checkQuietWindow([page('home', 201), page('search', 240), page('listing', 241), page('dashboard', 900)]);
    expect(rows.filter((r) => !r.ok).map((r) => r.figure)).toEqual([
      'JS in 10 s without input, home (gzip, browser)',
      'JS in 10 s without input, listing (gzip, browser)',
    ]);
    expect(rows.find((r) => r.figure.includes('dashboard'))?.budget).toBe('reported');
  });

  it('asks a score of 95 of a signed-in page, not its LCP', () => {
    const rows = checkLighthouse(
      { '/dashboard': { performance: 94, lcpMs: 9000 }, '/host/calendar': { performance: 96, lcpMs: 9000 } },
      { '/dashboard': 'signed-in', '/host/calendar': 'signed-in' },
    );
    expect(rows.map((r) => [r.figure, r.ok])).toEqual([
      ['Lighthouse performance /dashboard', false],
      ['Lighthouse performance /host/calendar', true],
    ]);
  });
});
