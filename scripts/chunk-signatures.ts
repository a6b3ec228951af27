// Fewer, larger chunks for the pages the benchmark weighs (issue 35). Left to automatic code splitting, a module lands in
// a chunk of its own for each distinct set of lazy parts that import it (about 150 pages and 200 widgets): 430 files,
// most of 1-2 KB, and a signed-in page's first render asked for 45-57 of them. Over HTTP/1.1 a browser fetches six at a
// time, one round trip each: Lighthouse's simulated phone (150 ms round trips) put the dashboard's largest paint at
// 3.8 s, the host calendar's at 4.2 s, while their bytes were on budget.
//
// A first build (automatic splitting, vite.config.ts) tells, for each module of a shared chunk, which of the key pages
// below load it before their first render: the pages whose lazy parts' chunks reach it through static imports. The
// real build then puts together the modules the same key pages load, one chunk per set of pages. A key page loads the
// very modules it loaded before, in fewer files. Another page (or a widget that loads later) that needs one module of
// such a chunk loads the others too: the pages that went over their budget so are key pages themselves. Sets that
// differ by a page or two still made many chunks of a few hundred bytes (the dashboard loaded 16): those are merged
// where the pages gain little (chunkGroups).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** A module's name in the chunk groups: its path from the app's root, with `/` (the file does not depend on the machine). */
export const appPath = (appRoot: string, id: string) => relative(appRoot, id).split(sep).join('/');

/** What the first build's bundle gives of each chunk. */
export interface BundleChunk {
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
  /** Each module's size as the bundler rendered it (before minifying), when known. */
  modules?: Readonly<Record<string, { renderedLength: number }>>;
}

/** Each module's rendered size in the first build (`chunkGroups`), by `appPath`. */
export function moduleSizes(bundle: Readonly<Record<string, BundleChunk>>, appRoot: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const chunk of Object.values(bundle))
    for (const [id, module] of Object.entries(chunk.modules ?? {})) sizes[appPath(appRoot, id)] = module.renderedLength;
  return sizes;
}

/**
 * For each module of a shared chunk (neither the app's entry nor a lazy part's own chunk, nor the entry's static
 * imports, which every page loads), the key lazy parts (`isKey`) whose chunk reaches it through static imports, sorted.
 * Modules are named by `appPath`.
 */
export function chunkSignatures(
  bundle: Readonly<Record<string, BundleChunk>>,
  appRoot: string,
  isKey: (facadeModuleId: string) => boolean,
): Record<string, string[]> {
  const name = (id: string) => appPath(appRoot, id);
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file) || !bundle[file]) return seen;
    seen.add(file);
    for (const dep of bundle[file].imports) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(bundle).find((file) => bundle[file].isEntry);
  const base = entry ? closure(entry) : new Set<string>();
  const signatures = new Map<string, Set<string>>();
  for (const [file, chunk] of Object.entries(bundle)) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId || !isKey(chunk.facadeModuleId)) continue;
    const key = name(chunk.facadeModuleId);
    for (const loaded of closure(file)) {
      const shared = bundle[loaded];
      if (base.has(loaded) || shared.isEntry || shared.isDynamicEntry) continue;
      for (const id of shared.moduleIds) {
        const module = name(id);
        let keys = signatures.get(module);
        if (!keys) signatures.set(module, (keys = new Set()));
        keys.add(key);
      }
    }
  }
  return Object.fromEntries([...signatures].map(([module, keys]) => [module, [...keys].sort()]));
}

/**
 * The pages the benchmark weighs, by the lazy parts each loads before its first render (paths from the app's root):
 * the public key pages, the signed-in pages it measures and the shell's widgets (every page the browser renders
 * alone loads them first). Their shared modules are what `chunkGroups` puts together.
 */
export const keyPages: Readonly<Record<string, readonly string[]>> = {
  home: ['src/renter/home/home-page.tsx'],
  search: ['src/renter/search/search-page.tsx'],
  listing: ['src/renter/listing/listing-page.tsx'],
  'request-to-book': ['src/renter/request-to-book/request-to-book-page.tsx'],
  dashboard: ['src/bookings/dashboard/dashboard-home-page.tsx', 'src/bookings/dashboard/dashboard-loader.ts'],
  booking: ['src/bookings/booking-detail-page.tsx', 'src/bookings/booking-route.tsx', 'src/bookings/booking-loader.ts'],
  'change-request': ['src/bookings/changes/edit-dates-page.tsx'],
  messages: ['src/messages/inbox-page.tsx'],
  calendar: ['src/host/calendar-page.tsx', 'src/host/calendar-loader.ts'],
  wizard: ['src/owner/wizard/wizard-page.tsx', 'src/owner/fields/type-field-after-first-page.tsx'],
  shell: ['src/shell/site-header.tsx', 'src/shell/shell-banners.tsx'],
  closeout: ['src/bookings/after-trip/closeout-page.tsx'],
  'trip-review': ['src/bookings/after-trip/review-page.tsx'],
  'answer-cancel': ['src/bookings/answer/cancel-page.tsx'],
  'answer-decline': ['src/bookings/answer/decline-page.tsx'],
  efnol: ['src/bookings/documents/insurance-efnol-page.tsx'],
  'money-review': ['src/bookings/money-requests/review-page.tsx'],
  payment: [
    'src/bookings/payment/payment-page.tsx',
    'src/bookings/payment/retry-payment-page.tsx',
    'src/bookings/payment/update-payment-page.tsx',
  ],
  'host-profile': ['src/host/profile/profile-page.tsx'],
  'public-profile': ['src/content/profile-page.tsx'],
  'sign-up': ['src/renter/account/landing-sign-up-page.tsx'],
  'owner-landing': ['src/owner/landing/owner-landing-page.tsx'],
};

/** What a key page may download more so that it loads fewer files (`chunkGroups`), in bytes of code as the bundler renders it. */
export interface MergeAllowance {
  /** The most one key page may gain, over all merges. */
  perPage: number;
  /** Key pages that may gain nothing (their first load is at its budget). */
  fixed: readonly string[];
  /** The most the key pages together may gain for each file fewer one of them loads. */
  perFileSaved: number;
}

/**
 * Issue 35: the first loads of home, search, a listing and the host's profile are at their budgets; elsewhere a few
 * hundred bytes gzip more save a round trip a file.
 */
export const mergeAllowance: MergeAllowance = { perPage: 6000, fixed: ['home', 'search', 'listing', 'host-profile'], perFileSaved: 2500 };

interface Group {
  pages: Set<string>;
  size: number;
  signatures: string[];
}

/**
 * The chunk of each shared module a key page loads: one chunk per set of key pages (`keyPages`) that load it. A key
 * page thus loads the very modules it loaded before, in fewer files. Another page loads such a chunk when it needs one
 * of its modules, and with it the others, which it may not need: the pages that came over their budget so are keys
 * too.
 *
 * Sets of pages differ by a page or two, and their chunks were small (a signed-in page loaded 16 of them, most under
 * 1.5 KB gzip, six at a time on HTTP/1.1's connections: Lighthouse's phone waited a round trip for each batch). Given
 * each module's size (`sizes`), two chunks become one while that costs little: the pages that loaded only one of them
 * now load both, at most `allowance.perPage` bytes more each (none for `allowance.fixed`), and the pages together at
 * most `allowance.perFileSaved` bytes more for each file one of them no longer loads; cheapest first.
 */
export function chunkGroups(
  signatures: Readonly<Record<string, readonly string[]>>,
  pages: Readonly<Record<string, readonly string[]>> = keyPages,
  sizes: Readonly<Record<string, number>> = {},
  allowance: MergeAllowance = mergeAllowance,
): Record<string, string> {
  const pageOf = new Map<string, string[]>();
  for (const [page, parts] of Object.entries(pages)) for (const part of parts) pageOf.set(part, [...(pageOf.get(part) ?? []), page]);
  const bySignature = new Map<string, { group: Group; modules: string[] }>();
  for (const [module, loaders] of Object.entries(signatures)) {
    const keys = new Set<string>();
    for (const loader of loaders) for (const page of pageOf.get(loader) ?? []) keys.add(page);
    if (!keys.size) continue;
    const signature = [...keys].sort().join('+');
    let entry = bySignature.get(signature);
    if (!entry) bySignature.set(signature, (entry = { group: { pages: keys, size: 0, signatures: [signature] }, modules: [] }));
    // A module of unknown size (no sizes given) keeps its chunk to itself: merging it could cost anything.
    entry.group.size += sizes[module] ?? Number.POSITIVE_INFINITY;
    entry.modules.push(module);
  }
  const groups = mergeGroups(
    [...bySignature.values()].map(({ group }) => group),
    allowance,
  );
  const chunks: Record<string, string> = {};
  for (const group of groups) {
    const name = `pages-${createHash('sha256').update(group.signatures.sort().join('|')).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x')}`;
    for (const signature of group.signatures) for (const module of bySignature.get(signature)?.modules ?? []) chunks[module] = name;
  }
  return chunks;
}

/** Merges the groups pairwise, cheapest first, within `allowance` (chunkGroups). */
function mergeGroups(start: Group[], allowance: MergeAllowance): Group[] {
  const groups = [...start].sort((a, b) => (a.signatures[0] < b.signatures[0] ? -1 : 1));
  const gained = new Map<string, number>();
  const fixed = new Set(allowance.fixed);
  const canGain = (pagesGaining: Iterable<string>, bytes: number) => {
    for (const page of pagesGaining) if (fixed.has(page) || (gained.get(page) ?? 0) + bytes > allowance.perPage) return false;
    return true;
  };
  for (;;) {
    let best: { i: number; j: number; cost: number } | undefined;
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        const [a, b] = [groups[i], groups[j]];
        if (!Number.isFinite(a.size + b.size)) continue;
        const onlyA = [...a.pages].filter((page) => !b.pages.has(page));
        const onlyB = [...b.pages].filter((page) => !a.pages.has(page));
        const both = a.pages.size - onlyA.length;
        if (!both || !canGain(onlyA, b.size) || !canGain(onlyB, a.size)) continue;
        const cost = (a.size * onlyB.length + b.size * onlyA.length) / both;
        if (cost <= allowance.perFileSaved && (!best || cost < best.cost)) best = { i, j, cost };
      }
    if (!best) return groups;
    const [a, b] = [groups[best.i], groups[best.j]];
    for (const page of a.pages) if (!b.pages.has(page)) gained.set(page, (gained.get(page) ?? 0) + b.size);
    for (const page of b.pages) if (!a.pages.has(page)) gained.set(page, (gained.get(page) ?? 0) + a.size);
    groups[best.i] = { pages: new Set([...a.pages, ...b.pages]), size: a.size + b.size, signatures: [...a.signatures, ...b.signatures] };
    groups.splice(best.j, 1);
  }
}

/** Stops the build when a key page's part is not a lazy part of the bundle: the list must follow the files. */
export function checkKeyPages(
  bundle: Readonly<Record<string, BundleChunk>>,
  appRoot: string,
  pages: Readonly<Record<string, readonly string[]>> = keyPages,
): void {
  const lazy = new Set(
    Object.values(bundle)
      .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId)
      .map((chunk) => appPath(appRoot, chunk.facadeModuleId as string)),
  );
  const missing = Object.values(pages)
    .flat()
    .filter((part) => !lazy.has(part));
  if (missing.length) throw new Error(`chunk groups: no lazy chunk for ${missing.join(', ')} (scripts/chunk-signatures.ts keyPages)`);
}

/** The chunk of each module a first build wrote, or none (a build without its first pass: development, Storybook). */
export function readChunkGroups(file: string): Record<string, string> | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}
