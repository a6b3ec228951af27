import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
for (const [name, path] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto('http://127.0.0.1:4721' + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/wt21-shots/${name}.png`, fullPage: true });
  const words = (await page.locator('main').innerText().catch(() => '')).split(/\s+/).length;
  console.log(name, path, await page.locator('h1').first().innerText().catch(() => 'NO H1'), words);
}
console.log(errors.slice(0, 5));
await browser.close();
