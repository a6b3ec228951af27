// Debian's Chromium for every browser the tests start (Vitest's browser projects, the static Storybook check, the
// packaging check, the Playwright journeys): Playwright's own browser download does not work on these machines.
// The tests take Chromium's headless shell (Debian's `chromium-headless-shell`: the same Blink and V8 without the
// browser's window layers, what Playwright itself runs headless tests in) where it is installed: the content journeys
// took 132 s of CPU in it against 211 s in the whole browser's headless mode, and search, listing and booking 199 s
// against 273 (issue 40: the suite is bound by its CPU). The visual references keep the whole browser they were taken
// in (in the shell, 2 of 233 differed by a text's width), and so does the benchmark (bench/: Lighthouse and what a
// visitor's browser loads). CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';

/** The whole browser (its headless mode): the visual references' and the benchmark's. */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser of the tests but the visual references. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullChromiumPath);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
