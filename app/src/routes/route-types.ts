// The shape of one entry of the route table (app/src/routes/table.ts).
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { AnswerName } from '@rove/contract/answers';

export { type Locale, locales } from '@rove/contract/vocabulary';

/** Layouts of spec 000 section 2, plus the static (non-sticky) header. */
export type LayoutName = 'default' | 'blank' | 'minimal' | 'static-header';

export type MiddlewareName = 'authentication' | 'estimate' | 'keyword' | 'minimal-layout' | 'sidebase-auth';

export interface PageOptions {
  hideSearchForm?: boolean;
  hideNavigation?: boolean;
  hideFooter?: boolean;
  scrollToTop?: boolean;
  /** The page that shows the suspended-account banner (spec 000 section 2). */
  suspendedBanner?: boolean;
  /** Blog pages drop the alternate-language links. */
  noAlternateLinks?: boolean;
  /** Pages that never show the app-download banner (verification). */
  hideAppDownloadBanner?: boolean;
}

export type AuthRequirement =
  | { only: 'signed-in' }
  /** A signed-in user is sent to `redirectTo` (a route name). */
  | { only: 'signed-out'; redirectTo: string };

/** Guards that need data beyond the session (spec 000 section 2, spec 001 section 2). */
export type GuardName = 'has-rv' | 'drivers-profile' | 'change-request';

/** Validity check: false, or a status and message of its own, gives a fatal 404 'Page Not Found: {path}'. */
export type ValidityCheck = (params: Record<string, string | undefined>, url: URL) => boolean | { status: number; message: string };

/** A page's module: its component, and the reads its first render makes when no data module makes them first. */
export type PageModule = { default: ComponentType; firstReads?: FirstReads };
/**
 * The module of a parent route (a route other routes nest in, `parent` below): its layout, which renders its
 * children through an Outlet. The data they share (the first view's) is read by the parent's loader, a module of its
 * own (ParentDataModule) so that it runs while the layout's and the page's code still load.
 */
export type ParentModule = { default: ComponentType };
/**
 * A first read of a page's data module: the address its loader reads first, and whether the read carries the page's
 * language (a localized read). The server names them in a signed-in page for the start script, which asks them beside
 * the app's code (shell/server/browser-page-reads.ts; the app takes their answers: api/early-reads.ts), and the
 * chunk of the guard its answer is checked with (`answer`) among the chunks the page's first render needs.
 */
export interface FirstRead {
  path: string;
  localized: boolean;
  answer?: AnswerName;
  /** Where the page's top photo (its largest paint) is in the answer, for the start script to ask for it at once. */
  photo?: AnswerPhoto;
}
/**
 * A photo named by its place in an answer: the `field` of the first item of the first of the answer's `lists` that
 * has any (none when that item has no photo). The start script reads it from the read's answer as soon as it is here
 * and preloads it, before the page's code has arrived (scripts/first-paint-html.ts).
 */
export interface AnswerPhoto {
  lists: readonly string[];
  field: string;
}
/**
 * A module's first reads for the page's route (its name and parameters) and query (a list's page), none when it would
 * read nothing (an invalid id).
 */
export type FirstReads = (page: { name: string; params: Record<string, string | undefined>; search: URLSearchParams }) => FirstRead[];

export type ParentDataModule = { loader: (args: LoaderFunctionArgs) => Promise<unknown>; firstReads?: FirstReads };
/**
 * A page's data, started by its route as the navigation begins (beside the page's code, not after it): `preload`
 * starts the reads the page's hooks will make and returns a promise the route waits for before it shows the page
 * (never rejected: a read that failed is the page's own to show), so the page's first render has its data and does
 * not grow under the reader as it arrives.
 */
export type PageDataModule = { preload: (args: LoaderFunctionArgs) => Promise<void>; firstReads?: FirstReads };
/**
 * A lazily loaded page module (one chunk). The build gives each loader of the route lists its module's source path
 * (`source`, as `src/renter/home/home-page.tsx`: the key of its chunk in the build's manifest;
 * scripts/page-sources-plugin.ts).
 */
export type PageLoader = (() => Promise<PageModule>) & { source?: string };
export type ParentLoader = (() => Promise<ParentModule>) & { source?: string };
export type ParentDataLoader = (() => Promise<ParentDataModule>) & { source?: string };
export type PageDataLoader = (() => Promise<PageDataModule>) & { source?: string };

export interface RouteDefinition<Name extends string = string> {
  name: Name;
  /** React Router patterns. `fr` is absent when the spec lists no French variant. */
  path: { en: string; fr?: string };
  /** Extra English pattern that serves the same page (the dashboard's /en prefix). */
  enAlias?: string;
  layout: LayoutName;
  options: PageOptions;
  middlewares: MiddlewareName[];
  auth?: AuthRequirement;
  redirectBeforeLogout?: boolean;
  guards?: GuardName[];
  validate?: ValidityCheck;
  /** The name of the `*` parameter when a path ends in a splat (destinationPath). */
  splatParam?: string;
  /** Dashboard routes carry the :dashboard parameter (dashboard or host). */
  dashboard?: boolean;
  /**
   * The route this one nests in: its path begins with the parent's, in each language, and React Router renders this
   * page inside the parent's layout, after the parent's loader (a booking's pages nest in dashboard-bookings-id).
   */
  parent?: string;
}
