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

/**
 * Chromium's own parts a benchmark's browser switches off. The whole browser's headless mode builds its address bar's
 * popup (a page of its own, chrome://omnibox-popup.top-chrome) in a renderer that, measured on the 2-core machine,
 * took 3.7 s of CPU in a page's 10 s trace, as much as half the page's own, beside it: the benchmark measured
 * Chromium's hidden window with the page (issue 35). A phone's browser runs no such thing beside the page.
 */
export const benchDisabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium's `--disable-features` switch holds one list: the last one given wins. Playwright passes its own (HTTP kept
 * on HTTP, paint holding off...): a launch that adds ours must merge them, or it silently re-enables Playwright's.
 * `defaults` is the launch's default arguments (Playwright's); the answer is what to drop from them and what to add.
 */
export function mergeDisabledFeatures(defaults: string[], features: string[]): { ignore: string[]; add: string } {
  const switches = defaults.filter((arg) => arg.startsWith('--disable-features='));
  const theirs = switches.flatMap((arg) => arg.slice('--disable-features='.length).split(',')).filter(Boolean);
  return { ignore: switches, add: `--disable-features=${[...new Set([...theirs, ...features])].join(',')}` };
}
