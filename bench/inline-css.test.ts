import { describe, expect, it } from 'vitest';
import { checkInlineCss } from './budgets.ts';
import { inlineStyles } from './inline-css.ts';

const KiB = 1024;

describe('the inline critical CSS of issue 35', () => {
  it('reads every style element of a page, with or without attributes, and nothing else', () => {
    const html =
      '<html><head><style>@layer a,b;</style><link rel="stylesheet" href="/assets/base.css"><STYLE data-critical="">.p{color:red}</STYLE>' +
      '</head><body><p class="style">style</p><script type="application/json">{"style":"<b>"}</script></body></html>';
    expect(inlineStyles(html)).toBe('@layer a,b;.p{color:red}');
    expect(inlineStyles('<html><head></head></html>')).toBe('');
  });

  it('holds each page to 14 KiB as sent, whatever its size as written', () => {
    const rows = checkInlineCss([
      { page: 'home', raw: 43 * KiB, sent: 8 * KiB },
      { page: 'listing', raw: 30 * KiB, sent: 14 * KiB },
      { page: 'search', raw: 90 * KiB, sent: 15 * KiB },
    ]);
    expect(rows.filter((r) => !r.ok).map((r) => r.figure)).toEqual(['inline critical CSS, search (as sent; 90.0 KiB as written)']);
    expect(rows[0]).toMatchObject({ measured: '8.0 KiB', budget: '14 KiB', ok: true });
  });
});
