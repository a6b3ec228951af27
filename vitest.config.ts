import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, fullChromiumPath } from './scripts/chromium.ts';
import { pageSourcesPlugin } from './scripts/page-sources-plugin.ts';
import { answerGuardsPlugin } from './scripts/answer-guards.ts';
import { budgets } from './scripts/time-budgets.ts';
import { uiSourceAliases } from './scripts/ui-source-aliases.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The server test files npm test runs on the embedded database too (the server-embedded project, below). */
const embeddedServerFiles = ['test/reliability/crash.test.ts', 'test/reliability/hostile-calendar.test.ts'];

/** Not unit tests: the other projects' files. */
const unitExcluded = ['**/node_modules/**', '**/*.browser.test.*', '**/*.dom.test.*', '**/*.heavy.test.*'];

// Each browser project gets its own provider object (sharing one mislabels the projects).
// `reducedMotion` removes enter/exit transitions where a test asks for it, so assertions never catch a fade half-way.
// `oneFileAtATime`: the instance runs its files one after another (its iframes share one tester page, and a file that
// sets the viewport would resize another's frame under a screenshot).
// `wholeBrowser`: Chromium's headless mode rather than its headless shell (scripts/chromium.ts), for the visual references.
const chromium = (options: { reducedMotion?: 'reduce'; oneFileAtATime?: boolean; wholeBrowser?: boolean } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: options.wholeBrowser ? fullChromiumPath : chromiumPath, args: chromiumArgs },
    contextOptions: { reducedMotion: options.reducedMotion ?? 'no-preference' },
  }),
  instances: [{ browser: 'chromium' as const, ...(options.oneFileAtATime ? { fileParallelism: false } : {}) }],
  viewport: { width: 1024, height: 768 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

// The server render's critical CSS index (vite.config.ts, rove-critical-css) is the built stylesheet's: tests render
// without one (no critical CSS in the head), as development does.
const noCriticalCss = {
  name: 'rove-critical-css-none',
  resolveId: (source: string) => (source === 'virtual:rove-critical-css' ? '\0virtual:rove-critical-css' : undefined),
  load: (id: string) => (id === '\0virtual:rove-critical-css' ? 'export default null;' : undefined),
};

// Each project's budgets (a test, a hook, testing-library's waits) come from scripts/time-budgets.ts, scaled by
// TEST_TIME_SCALE; a test reads its project's with `inject('timeBudgets')` (heavy server tests: a multiple of it).
const timed = (project: keyof typeof budgets.vitest) => ({
  testTimeout: budgets.vitest[project].test,
  hookTimeout: budgets.vitest[project].hook,
  // And the browser a test starts itself (the server's sign-in page): scripts/chromium.ts, which the server's tests do not reach.
  provide: { timeBudgets: budgets.vitest[project], chromiumPath },
});

// The server suite's projects (server, server-embedded). One worker serves many files (each opens its own database
// and app): 176 s -> 114 s with two workers on an idle 2-core machine, and a third less CPU.
const serverSuite = {
  ...timed('server'),
  isolate: false,
  environment: 'node' as const,
  root: `${root}server`,
};

export default defineConfig({
  plugins: [react(), tailwindcss(), pageSourcesPlugin(`${root}app/`), answerGuardsPlugin(), noCriticalCss],
  resolve: {
    alias: uiSourceAliases(root),
  },
  test: {
    // Both cores of these machines (Vitest's default leaves one free: availableParallelism - 1). Measured on an idle
    // 2-core machine: the server project 176 s with two workers instead of about 300 s with one, the unit project
    // 21 s instead of 45-60 s.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...timed('unit'),
          // One worker serves many files, which share their modules (not a fresh process and module graph each): with
          // the unit-shell files, 57 s -> 26-29 s alone on an idle 2-core machine. The app's shell keeps its state in
          // modules (the session, the flags, the live channel, the formatters' cache) and its tests start from a fresh
          // one: they are the unit-shell project's, isolated.
          isolate: false,
          environment: 'node',
          include: ['{contract,tokens,ui,app,locales,scripts,bench}/**/*.test.ts'],
          exclude: [...unitExcluded, 'app/src/shell/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-shell',
          ...timed('unit'),
          environment: 'node',
          include: ['app/src/shell/**/*.test.ts'],
          exclude: unitExcluded,
        },
      },
      {
        // Unit tests that take seconds on a quiet machine and minutes on a loaded one (*.heavy.test.ts): a step of
        // their own in npm test (scripts/test.ts), with budgets of their own.
        extends: true,
        test: {
          name: 'heavy',
          ...timed('heavy'),
          environment: 'node',
          include: ['{contract,tokens,ui,app,scripts,bench}/**/*.heavy.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          ...timed('dom'),
          // One worker serves many files (not a fresh process each): 71 s -> 14 s on an idle 2-core machine. The files
          // share the page and the modules: scripts/setup-dom.ts gives each file a clean page (no element, address,
          // storage or cookie left); what a file leaves in a module's state is its own bug.
          isolate: false,
          environment: 'happy-dom',
          include: ['{ui,app,integration}/**/*.dom.test.{ts,tsx}'],
          setupFiles: ['./scripts/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          ...timed('browser'),
          include: ['{ui,app}/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // Its files share one tester page, and the dialog's resizes the frame: one file at a time.
          browser: chromium({ oneFileAtATime: true }),
        },
      },
      {
        // The visual references (one file) in a browser of their own: no other file resizes its frame under a
        // capture, so it runs beside the other projects from the start. As one more file of the browser project,
        // which runs its files one at a time, Vitest ran it last and alone: a minute with the cores two-thirds idle.
        // The work is the same, so the wall time is too (an idle fresh-clone run: Vitest 339 s, against 332 s before).
        extends: true,
        test: {
          name: 'visual',
          ...timed('browser'),
          include: ['stories/visual.browser.test.tsx'],
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // The references were taken in the whole browser.
          browser: chromium({ wholeBrowser: true }),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook`, tags: { exclude: ['skip-test'] } })],
        test: {
          name: 'storybook',
          ...timed('storybook'),
          // The files share one frame and its modules per worker (isolate: false): 165 core-seconds instead of 268 on an
          // idle 2-core machine (90 s of wall time alone instead of 142), the largest share of npm test's Vitest step.
          // What a story leaves in a module (React Aria's last input modality, its open tooltips) reaches the next file's:
          // a story that needs the keyboard's modality or a pointer's sets it itself (favourite-button.stories.tsx).
          // Its plugin applies the preview's annotations; the setup file only sets testing-library's wait budget.
          setupFiles: ['./.storybook/vitest.find-budget.ts'],
          isolate: false,
          browser: chromium({ reducedMotion: 'reduce' }),
        },
      },
      {
        // The server suite runs whole on PostgreSQL, production's database (scripts/test-postgres.ts, a step of npm
        // test), and on the embedded database (PGlite, `npm start`'s) here: only the files about what differs there,
        // its data folder across a crash or a stop, a calendar import beside the database on the one event loop. The
        // fresh start (`npm start` seeding a new folder) and the journeys run the rest on it, on a PGlite-backed server.
        // The whole suite on PGlite took 1,025 s of test time in Vitest on a 2-core machine (a third of npm test's CPU),
        // the same files 420 s on PostgreSQL; `npm run test:server` still runs it whole on PGlite.
        test: { name: 'server-embedded', ...serverSuite, include: embeddedServerFiles },
      },
      {
        test: { name: 'server', ...serverSuite, include: ['**/*.test.ts'], exclude: ['**/node_modules/**'] },
      },
    ],
  },
});
