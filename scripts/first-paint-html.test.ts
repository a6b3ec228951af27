import { describe, expect, it } from 'vitest';
import { firstPaintHtml } from './first-paint-html.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Rove</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/lib-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const css = (href: string) => (href === '/assets/index-jkl.css' ? 'body{color:red}.a::after{content:"</style>"}' : undefined);

describe('the built page paints from its HTML, then starts the app', () => {
  const html = firstPaintHtml(built, { css, startFile: '/assets/start-xyz.js' });

  it('inlines the stylesheet, keeping a link that is never fetched, and cannot be closed early by the styles', () => {
    expect(html).toContain('<style>body{color:red}.a::after{content:"<\\/style>"}</style>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-jkl.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  it('loads no module before the first paint: one deferred start script names the entry and its imports', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/assets/start-xyz.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/lib-ghi.js"></script>',
    );
  });

  it('leaves a page without an entry module or with a stylesheet it does not know as it is', () => {
    const plain = '<head><link rel="stylesheet" href="/other.css"></head>';
    expect(firstPaintHtml(plain, { css, startFile: '/assets/start-xyz.js' })).toBe(plain);
  });
});
