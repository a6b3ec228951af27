// What a signed-in page waits for on a phone's connection (issue 35), in Chromium: the built product (`npm run build`
// first) with the bench's signed-in people (bench/signed-in.ts), each page opened in a fresh context with its cache
// off, the network throttled as Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up:
// BENCH_RTT_MS changes the round trip) and the CPU slowed 4× (BENCH_CPU_SLOWDOWN). Per page: its first and largest
// contentful paints, when its first call for its own data went out, how many scripts it fetched before that call and
// their bytes, and in how many waves they arrived (a wave: the scripts that finished within one round trip of each
// other). Over HTTP/1.1 (`npm start`'s, the default here) a page has six connections to an origin, so its small chunks
// arrive six at a time, a round trip apiece; BENCH_HTTPS=1 serves it as the bench does, over HTTPS with HTTP/2
// (bench/https.ts). With BENCH_WATERFALL=1, every request: when it went out, when it ended, its bytes on the wire.
//   node bench/signed-in-waterfall.ts [page name ...]      (default: every page of signedInPages)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { arrivalWaves } from './arrival-waves.ts';
import { cpuSlowdown as traceCpuSlowdown } from './blocking-time.ts';
import { phone } from './first-load-browser.ts';
import { chromiumTrustsBenchCertificate } from './https.ts';
import { startProduct } from './lighthouse.ts';
import { prepareSignedIn, signedInPages, signIn } from './signed-in.ts';

const rttMs = Number(process.env.BENCH_RTT_MS ?? 150);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? traceCpuSlowdown);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Calls the shell makes on every signed-in page (the session, its badges and banners), not a page's own data. */
const shellCalls =
  /^\/api\/(account\/|Message\/(user-pending-notifications-indicator|live)|hosts\/insights|user-profiles\/me\/payout-method|experiments)/;

interface Request {
  path: string;
  sentMs: number;
  endedMs?: number;
  bytes?: number;
  type?: string;
}

const dataDir = mkdtempSync(join(tmpdir(), 'rove-waterfall-'));
try {
  const development = await startProduct({ dataDir, development: true });
  const people = await prepareSignedIn(development.origin).finally(async () => {
    development.stop();
    await development.ended;
  });
  const product = await startProduct({ dataDir, https: process.env.BENCH_HTTPS === '1' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [chromiumTrustsBenchCertificate()] });
  try {
    const wanted = new Set(process.argv.slice(2));
    for (const page of signedInPages(people).filter((p) => !wanted.size || wanted.has(p.name))) {
      const context = await browser.newContext(phone);
      await signIn(context, product.origin, people[page.as].email);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rttMs,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const requests = new Map<string, Request>();
      let start: number | undefined;
      const ms = (seconds: number) => Math.round((seconds - (start ?? seconds)) * 1000);
      cdp.on('Network.requestWillBeSent', (event) => {
        start ??= event.timestamp;
        requests.set(event.requestId, {
          path: event.request.url.replace(/^https?:\/\/[^/]+/, ''),
          sentMs: ms(event.timestamp),
          type: event.type,
        });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const request = requests.get(event.requestId);
        if (request) Object.assign(request, { endedMs: ms(event.timestamp), bytes: event.encodedDataLength });
      });
      await tab.goto(`${product.origin}${page.path}`);
      await tab.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      await tab.waitForTimeout(3000);
      const lcpMs = await tab.evaluate(
        () =>
          new Promise<number>((resolve) =>
            new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            }),
          ),
      );
      // The first contentful paint: the skeleton with the brand, before any of the app's code has run.
      const fcpMs = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      const all = [...requests.values()].sort((a, b) => a.sentMs - b.sentMs);
      const dataCall = all.find((r) => r.path.startsWith('/api/') && !shellCalls.test(r.path));
      const before = all.filter((r) => r.type === 'Script' && r.endedMs !== undefined && r.endedMs <= (dataCall?.sentMs ?? lcpMs));
      console.log(
        JSON.stringify({
          page: page.name,
          path: page.path,
          fcpMs: Math.round(fcpMs),
          lcpMs: Math.round(lcpMs),
          dataCall: dataCall ? `${dataCall.path.slice(0, 60)} at ${dataCall.sentMs} ms` : 'none',
          scriptsBefore: before.length,
          scriptKiB: Math.round(before.reduce((sum, r) => sum + (r.bytes ?? 0), 0) / 1024),
          scriptWaves: arrivalWaves(
            before.map((r) => r.endedMs ?? 0),
            rttMs,
          ),
          rttMs,
          cpuSlowdown,
        }),
      );
      if (process.env.BENCH_WATERFALL)
        for (const r of all)
          console.log(
            `  ${String(r.sentMs).padStart(5)} → ${String(r.endedMs ?? '-').padStart(5)} ms ${String(Math.round((r.bytes ?? 0) / 102.4) / 10).padStart(6)} KiB  ${r.path.slice(0, 80)}`,
          );
      await context.close();
    }
  } finally {
    await browser.close();
    product.stop();
    await product.ended;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
