// Guards of the dashboard pages (spec 000 section 2, spec 001 section 2). Each answers a path to go to, or null.
import { pathFor } from './path-for.ts';
import type { Locale } from './route-types.ts';

/** A user without an RV (hasRv false) is sent from owner-only pages to the index page (the dashboard home). */
export function hasRvRedirect(hasRv: boolean | undefined, dashboard: string, locale: Locale): string | null {
  return hasRv ? null : pathFor('dashboard', { dashboard }, locale);
}

/** The new-driver page needs the canAddDriver flag; without it the user goes to the drivers profile page. */
export function driversProfileRedirect(canAddDriver: boolean | undefined, dashboard: string, locale: Locale): string | null {
  return canAddDriver ? null : pathFor('dashboard-profile-drivers', { dashboard }, locale);
}

/** With no change-request type chosen, the review page sends the user to the booking's edit page. */
export function changeRequestRedirect(
  type: string | null | undefined,
  bookingId: string,
  dashboard: string,
  locale: Locale,
): string | null {
  return type ? null : pathFor('dashboard-bookings-id-edit', { dashboard, id: bookingId }, locale);
}

export interface HostModeFacts {
  dashboard: string;
  bookingOwnerId: string | number | null | undefined;
  userId: string | number | null | undefined;
  pathname: string;
  search: string;
}

/**
 * Host-mode rewrite (spec 001 section 2): not in host mode, and the booking has no owner id or the user is its owner,
 * then the dashboard parameter becomes host; the query is kept.
 */
export function hostModeRewrite({ dashboard, bookingOwnerId, userId, pathname, search }: HostModeFacts): string | null {
  if (dashboard === 'host') return null;
  const noOwner = bookingOwnerId === null || bookingOwnerId === undefined || bookingOwnerId === '';
  const isOwner = !noOwner && userId !== null && userId !== undefined && String(bookingOwnerId) === String(userId);
  if (!noOwner && !isOwner) return null;
  const rewritten = pathname.replace(/^(\/(?:en|fr))?\/dashboard(?=\/|$)/, (_all, prefix: string | undefined) => `${prefix ?? ''}/host`);
  return rewritten === pathname ? null : rewritten + search;
}

/** A route flagged redirectBeforeLogout goes to the logout page first; others log out where they are. */
export function logoutDestination(redirectBeforeLogout: boolean | undefined, locale: Locale): string | null {
  return redirectBeforeLogout ? pathFor('logout', {}, locale) : null;
}
