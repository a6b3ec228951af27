// The built Storybook (what Chromatic uploads), opened in Chromium: every entry of storybook-static/index.json, each
// story (its play function included) and each docs page, must render without an error: no error event from the
// preview, no console error, no uncaught page error, no Storybook error display. Axe is the Storybook Vitest
// project's (scripts/storybook-render-verdict.ts, entryPath). Run after `npm run build-storybook` (a step of
// `npm test`); STORYBOOK_CHECK_PAGES pages (default: one per core, at least 2) work side by side.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type ConsoleMessage, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { serveStatic } from './serve-static.ts';
import { budgets } from './time-budgets.ts';
import { entryErrors, entryPath, type EntryRecord, type IndexEntry, type PreviewEvent } from './storybook-render-verdict.ts';

const root = resolve(import.meta.dirname, '..');
const staticDir = join(root, 'storybook-static');
/** The longest one entry may take to finish (a story's play function included): scripts/time-budgets.ts, scaled. */
const entryBudgetMs = budgets.storybookEntry;
const pages = Number(process.env.STORYBOOK_CHECK_PAGES ?? Math.max(2, availableParallelism()));

/** In the page, before Storybook starts: every event the preview emits on its channel, kept in `__rovePreviewEvents`. */
function recordPreviewEvents() {
  type Payload = { storyId?: string; status?: string; message?: string; title?: string; description?: string; reporters?: unknown };
  const recorded: { name: string; storyId?: string; status?: string; detail?: string }[] = [];
  const scope = globalThis as unknown as Record<string, unknown>;
  scope.__rovePreviewEvents = recorded;
  const describe = (name: string, payload: unknown): string | undefined => {
    if (payload === null || payload === undefined) return undefined;
    if (typeof payload === 'string') return payload;
    if (Array.isArray(payload)) return payload.map((item) => describe(name, item)).join('; ');
    const value = payload as Payload;
    if (name === 'storyFinished') {
      const failed = (Array.isArray(value.reporters) ? value.reporters : []).filter(
        (report: { status?: string }) => report.status === 'failed',
      ) as { type?: string; result?: { violations?: { id: string; nodes: unknown[] }[] } }[];
      return failed
        .map((report) => `${report.type}: ${(report.result?.violations ?? []).map((v) => `${v.id} (${v.nodes.length})`).join(', ')}`)
        .join('; ');
    }
    return value.message ?? [value.title, value.description].filter(Boolean).join(': ');
  };
  let channel: { emit: (name: string, ...args: unknown[]) => unknown } | undefined;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      const emit = next.emit.bind(next);
      next.emit = (name: string, ...args: unknown[]) => {
        const payload = args[0] as Payload | undefined;
        recorded.push({
          name,
          storyId: typeof payload === 'object' && payload && 'storyId' in payload ? payload.storyId : undefined,
          status: typeof payload === 'object' && payload && 'status' in payload ? payload.status : undefined,
          detail: describe(name, payload),
        });
        return emit(name, ...args);
      };
    },
  });
}

/**
 * In the page: whether the preview is done with the entry. A story is done when it finished (play function and
 * checks included); a docs page when it rendered and so did each story it shows (they start after it); either is
 * done when an error ended it or Storybook shows its error display.
 */
function previewDone(entry: { id: string; type: string }): boolean {
  type Render = { phase?: string };
  const scope = globalThis as unknown as {
    __rovePreviewEvents?: { name: string; storyId?: string }[];
    __STORYBOOK_PREVIEW__?: { storyRenders?: Render[] };
  };
  const events = scope.__rovePreviewEvents ?? [];
  const ending = ['storyErrored', 'storyMissing', 'storyThrewException', 'playFunctionThrewException'];
  if (document.body.classList.contains('sb-show-errordisplay') || events.some((event) => ending.includes(event.name))) return true;
  if (entry.type !== 'docs') return events.some((event) => event.name === 'storyFinished' && event.storyId === entry.id);
  const renders = scope.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
  const shown = document.querySelectorAll('[data-story-block] [id^="story--"][id$="-inner"]').length;
  const ended = (render: Render) => ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
  return events.some((event) => event.name === 'docsRendered') && renders.length >= shown && renders.every(ended);
}

/** Opens an entry: the preview page the first time, then through Storybook's channel as the manager does. */
async function openEntry(page: Page, base: string, entry: IndexEntry, first: boolean): Promise<void> {
  if (first) {
    await page.goto(`${base}/${entryPath(entry)}`);
    return;
  }
  await page.evaluate(({ id, type }) => {
    const scope = globalThis as unknown as {
      __rovePreviewEvents: unknown[];
      __STORYBOOK_ADDONS_CHANNEL__: { emit: (name: string, payload: unknown) => void };
    };
    scope.__rovePreviewEvents.length = 0;
    scope.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: type === 'docs' ? 'docs' : 'story' });
  }, entry);
}

async function renderEntry(page: Page, base: string, entry: IndexEntry, first: boolean): Promise<string[]> {
  const record: EntryRecord = { events: [], consoleErrors: [], pageErrors: [], errorDisplay: null };
  const onConsole = (message: ConsoleMessage) => {
    const { url } = message.location();
    // The browser's own request for /favicon.ico (a page opened alone; the manager gives the preview its icon).
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) record.consoleErrors.push(`${message.text()} (${url})`);
  };
  const onPageError = (error: Error) => record.pageErrors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const late: string[] = [];
  try {
    await openEntry(page, base, entry, first);
    await page.waitForFunction(previewDone, { id: entry.id, type: entry.type }, { timeout: entryBudgetMs, polling: 'raf' }).catch(() => {
      late.push(`did not finish within ${entryBudgetMs / 1000}s`);
    });
    const state = await page.evaluate(() => ({
      events: (globalThis as unknown as { __rovePreviewEvents?: PreviewEvent[] }).__rovePreviewEvents ?? [],
      errorDisplay: document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? '').trim()
        : null,
    }));
    record.events = state.events;
    record.errorDisplay = state.errorDisplay;
  } catch (error) {
    // The page itself failed (its renderer crashed, say): an error of this entry, tried again on a fresh page.
    late.push(`the page failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return [...late, ...entryErrors(entry, record)];
}

/** The entries grouped by the file that defines them, in index order: a page takes a file's entries one after the
 * other (the file's chunk loads once in that page). */
function byFile(entries: IndexEntry[]): IndexEntry[][] {
  const files = new Map<string, IndexEntry[]>();
  for (const entry of entries) files.set(entry.importPath, [...(files.get(entry.importPath) ?? []), entry]);
  return [...files.values()];
}

export interface CheckResult {
  entries: number;
  /** Entries that failed, and failed again alone on a fresh page: `[entry, errors]`. */
  failures: [string, string[]][];
  /** Entries that failed once and passed alone on a fresh page: `[entry and the one before it, first errors]`. */
  retried: [string, string[]][];
  slowest: [string, number][];
}

/**
 * One entry per file that defines stories: its docs page, which renders each of its stories, or its first story where
 * it has none. Every file's chunk then loads in the built Storybook and every story renders in it once.
 */
export function onePerFile(entries: IndexEntry[]): IndexEntry[] {
  return byFile(entries).map((file) => file.find((entry) => entry.type === 'docs') ?? file[0]);
}

export async function checkStorybook(only?: string, options: { onePerFile?: boolean } = {}): Promise<CheckResult> {
  if (!existsSync(join(staticDir, 'index.json'))) throw new Error('No storybook-static/index.json: run `npm run build-storybook` first.');
  // The static build is served as it is; nothing may precompress it (scripts/precompress.ts is the app's).
  const precompressed = readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(br|gz)$/.test(file));
  if (precompressed.length) throw new Error(`storybook-static holds precompressed files: ${precompressed.slice(0, 5).join(', ')}`);
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const matching = Object.values(index.entries).filter((entry) => !only || entry.id.includes(only));
  const entries = options.onePerFile ? onePerFile(matching) : matching;
  const queue = byFile(entries);
  const failures: [string, string[]][] = [];
  const retried: [string, string[]][] = [];
  const times: [string, number][] = [];
  const server = await serveStatic(staticDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  try {
    // Storybook's test runner's user agent: the preview then pauses animations at their end, not waiting for them.
    const probe = await browser.newPage();
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
    await probe.close();
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce', userAgent });
    await context.addInitScript(recordPreviewEvents);
    // Play functions' findBy and waitFor: the storybook project's budget (.storybook/preview.tsx reads it).
    await context.addInitScript((find) => {
      (globalThis as { __roveFindBudget?: number }).__roveFindBudget = find;
    }, budgets.vitest.storybook.find);
    // Each page loads the preview once and moves from entry to entry as the manager does, so an entry also shows
    // what it does after another one (as a designer browsing Storybook meets it).
    await Promise.all(
      Array.from({ length: pages }, async () => {
        let page = await context.newPage();
        let previous: IndexEntry | undefined;
        // The preview loads again after a failure: what the failed entry left (its error display) is not the next one's.
        let fresh = true;
        for (let file = queue.shift(); file; file = queue.shift()) {
          for (const entry of file) {
            const started = Date.now();
            const errors = await renderEntry(page, server.url, entry, fresh);
            fresh = errors.length > 0;
            // A renderer that crashed (seen once, a docs page beside the journeys) takes no more entries: a new page.
            if (errors.some((error) => error.startsWith('the page failed'))) {
              await page.close().catch(() => undefined);
              page = await context.newPage();
            }
            times.push([entry.id, Date.now() - started]);
            const name = `${entry.type} ${entry.id} (${entry.importPath})`;
            if (errors.length) {
              // Once more, alone on a fresh page: an entry that passes then failed only after another one, or
              // under the machine's load. It is reported; it fails the check only if it fails again.
              const alone = await context.newPage();
              const again = await renderEntry(alone, server.url, entry, true);
              await alone.close();
              if (again.length) failures.push([name, again]);
              else retried.push([`${name}, after ${previous?.id ?? 'nothing'}`, errors]);
            }
            previous = entry;
          }
        }
        await page.close();
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
  return { entries: entries.length, failures, retried, slowest: times.sort((a, b) => b[1] - a[1]).slice(0, 5) };
}

const listed = (items: [string, string[]][]) =>
  items.map(([entry, errors]) => `  ${entry}\n${errors.map((e) => `      ${e}`).join('\n')}`).join('\n');

if (import.meta.main) {
  const started = Date.now();
  // STORYBOOK_CHECK_ONLY=primitives-tabs checks the entries whose id contains it.
  // --one-per-file (npm test's step): each file's docs page, or its first story (onePerFile).
  const { entries, failures, retried, slowest } = await checkStorybook(process.env.STORYBOOK_CHECK_ONLY, {
    onePerFile: process.argv.includes('--one-per-file'),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (retried.length) console.warn(`Failed once, then passed alone on a fresh page:\n${listed(retried)}\n`);
  if (failures.length) {
    console.error(`Failed:\n${listed(failures)}\n`);
    console.error(`${failures.length} of ${entries} Storybook entries failed to render cleanly (${seconds}s, ${pages} pages)`);
    process.exit(1);
  }
  console.log(`slowest: ${slowest.map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)}s`).join(', ')}`);
  console.log(`storybook-static: ${entries} entries rendered without an error in ${seconds}s (${pages} pages)`);
}
