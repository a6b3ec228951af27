// Playwright journeys against the BUILT product (run `npm run build` first; the root `npm test` does).
// The web server is the real one (`node server/src/main.ts`: API + app/dist on one port) with a throw-away
// PGlite folder; ROVE_E2E_STATIC=1 serves app/dist alone (e2e/static-server.ts) when the server cannot start.
// Browser: Debian's Chromium, its headless shell where installed (scripts/chromium.ts; Playwright's download does not
// work on these machines).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.ts';
import { budgets, cpuSlowdown } from '../scripts/time-budgets.ts';
import { runner } from './tests/claims.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const node = join(repoRoot, 'node_modules/.bin/node');

// A free port, picked once: worker processes inherit it through the environment.
function freePort(): string {
  const probe = spawnSync(
    process.execPath,
    ['-e', "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: 'utf8' },
  );
  const port = probe.stdout.trim();
  if (probe.status !== 0 || !/^\d+$/.test(port)) throw new Error(`Could not find a free port: ${probe.stderr}`);
  return port;
}
process.env.ROVE_E2E_PORT ??= freePort();
if (!process.env.ROVE_E2E_DATA) {
  // The run's throw-away database (about 120 MB) and the server's uploads beside it (`<folder>-uploads`), made here in
  // the main process (its workers inherit the variable) and removed when it exits, after the web server has stopped.
  const data = mkdtempSync(join(tmpdir(), 'rove-e2e-'));
  // npm test hands over the folder its fresh start seeded a moment before (scripts/test.ts): a copy, so the server
  // does not seed one again. Elsewhere the server seeds the empty folder at start.
  const seeded = process.env.ROVE_E2E_SEEDED_DATA;
  if (seeded && existsSync(join(seeded, 'PG_VERSION'))) cpSync(seeded, data, { recursive: true });
  process.env.ROVE_E2E_DATA = data;
  process.on('exit', () => {
    for (const folder of [data, `${data}-uploads`]) rmSync(folder, { recursive: true, force: true });
  });
}
const port = process.env.ROVE_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const staticOnly = process.env.ROVE_E2E_STATIC === '1';
/** Spec files of the journeys run at once (the slowed-CPU project apart). */
const journeyWorkers = Number(process.env.E2E_WORKERS) > 0 ? Number(process.env.E2E_WORKERS) : 1;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  // WebGL (the search map) in software, with no GPU.
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One spec file at a time (E2E_WORKERS=2 for two). Two were tried in npm test (issue 40): the journeys took 473 s
  // instead of 528, but the PostgreSQL suite beside them 499 s instead of 225, so the run ended later, and a health
  // check's latency under a hostile calendar import went past its bound.
  // The slowed-CPU journeys (their own project) run beside them, on a worker of their own: their page's CPU sleeps most
  // of the time (Chromium's throttling), so they took 3.5 of the journeys' 16 minutes while the cores were a third idle.
  fullyParallel: false,
  workers: journeyWorkers + 1,
  retries: 0,
  // The budgets of a journey and of an expect's wait (scripts/time-budgets.ts, scaled by TEST_TIME_SCALE); a long
  // journey asks for a multiple of the journey's (`test.setTimeout(scaled(...))`), an expect never for its own.
  timeout: budgets.e2e.test,
  expect: { timeout: budgets.e2e.expect },
  reporter: process.env.CI ? 'line' : 'list',
  // One folder per runner (npm test may run two at once, tests/claims.ts): a run empties its folder as it starts.
  outputDir: join(tmpdir(), `rove-e2e-results-${runner}`),
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'off',
    screenshot: 'off',
    // Chromium's headless shell where Debian's package is installed (scripts/chromium.ts).
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /slow-cpu\.spec\.ts$/,
      workers: journeyWorkers,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The journeys on a CPU slowed `cpuSlowdown` times: everything the page does takes that many times as long, and
      // so may the journey and each wait (scripts/time-budgets.ts).
      name: 'chromium-slow-cpu',
      testMatch: /slow-cpu\.spec\.ts$/,
      workers: 1,
      timeout: budgets.e2e.test * cpuSlowdown,
      expect: { timeout: budgets.e2e.expect * cpuSlowdown },
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: staticOnly ? `"${node}" e2e/static-server.ts` : `"${node}" server/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/build-id.json`,
    // Development mode (ROVE_DEV=1): journeys read sign-up codes from the server's mail outbox (/dev/mail.json); the mode
    // changes nothing else (the app is the built one either way).
    // ROVE_TEST_CLOCK=1: the journeys may move the server's clock (/dev/clock; refused in production).
    // ROVE_ADDRESS_RATE_LIMITS=off: every journey signs people up from 127.0.0.1 (refused in production).
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.ROVE_E2E_DATA,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ROVE_DEV: '1',
      ROVE_TEST_CLOCK: '1',
      ROVE_ADDRESS_RATE_LIMITS: 'off',
    },
    timeout: budgets.e2e.serverStart,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
