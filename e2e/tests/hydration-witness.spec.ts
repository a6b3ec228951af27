// The journeys' hydration witness (hydration-witness.ts): at a hydration error, the texts the server's HTML and the page
// disagree on are said, with the element they sit in. A page of our own (no app): its "server HTML", then what a
// client render left, then the error React reports.
import { expect, test } from './fixtures.ts';
import { hydrationDiffPrefix } from './hydration-witness.ts';

const served =
  '<!doctype html><html lang="en"><head><title>Witness</title></head><body><div id="root"><h1>RVs near Denver</h1>' +
  '<p data-slot="result-count">24 RVs</p><ul><li>Maple</li><li>Birch</li></ul>' +
  '<template><span>hidden copy</span></template></div></body></html>';

test('a hydration error comes with the texts the server and the page disagree on', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Minified React error #418/);
  await page.route('http://witness.test/', (route) => route.fulfill({ contentType: 'text/html', body: served }));
  const said = page.waitForEvent('console', (message) => message.text().startsWith(hydrationDiffPrefix));
  await page.goto('http://witness.test/');
  await page.evaluate(() => {
    const count = document.querySelector('[data-slot=result-count]');
    if (count) count.textContent = 'Loading…';
    window.reportError(new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=text'));
  });
  const differences = JSON.parse((await said).text().slice(hydrationDiffPrefix.length)) as {
    server: string[];
    browser: string[];
    where: string;
  }[];
  expect(differences).toEqual([{ server: ['24 RVs'], browser: ['Loading…'], where: 'p in [data-slot=result-count]' }]);
});

test('an error that is not about hydration says nothing more', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Something else broke/);
  await page.route('http://witness.test/', (route) => route.fulfill({ contentType: 'text/html', body: served }));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('http://witness.test/');
  // A marker after the error: console messages arrive in order, so what the error made the page say comes before it.
  const marker = page.waitForEvent('console', (message) => message.text() === 'witness: after the error');
  await page.evaluate(() => {
    const count = document.querySelector('[data-slot=result-count]');
    if (count) count.textContent = 'Loading…';
    window.reportError(new Error('Something else broke'));
    console.warn('witness: after the error');
  });
  await marker;
  expect(warnings.filter((text) => text.startsWith(hydrationDiffPrefix))).toEqual([]);
  expect(warnings).toContain('witness: after the error');
});
