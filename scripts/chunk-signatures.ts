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
// such a chunk loads the others too: the pages that went over their budget so are key pages themselves.
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

/**
 * The chunk of each shared module a key page loads: one chunk per set of key pages (`keyPages`) that load it. A key
 * page thus loads the very modules it loaded before, in fewer files. Another page loads such a chunk when it needs one
 * of its modules, and with it the others, which it may not need: the pages that came over their budget so are keys
 * too.
 */
export function chunkGroups(
  signatures: Readonly<Record<string, readonly string[]>>,
  pages: Readonly<Record<string, readonly string[]>> = keyPages,
): Record<string, string> {
  const pageOf = new Map<string, string[]>();
  for (const [page, parts] of Object.entries(pages)) for (const part of parts) pageOf.set(part, [...(pageOf.get(part) ?? []), page]);
  const chunks: Record<string, string> = {};
  for (const [module, loaders] of Object.entries(signatures)) {
    const keys = new Set<string>();
    for (const loader of loaders) for (const page of pageOf.get(loader) ?? []) keys.add(page);
    if (!keys.size) continue;
    const signature = [...keys].sort().join('+');
    chunks[module] = `pages-${createHash('sha256').update(signature).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x')}`;
  }
  return chunks;
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
