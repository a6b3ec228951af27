// Which error page to show (specification 000, "Error pages" and the error catalogue).

export const RV_UNPUBLISHED = 'RV_UNPUBLISHED';

export type ErrorPageVariant = 'notFound' | 'rvUnpublished' | 'generic';

export interface ErrorLike {
  /** HTTP-like status code. */
  status?: number;
  /** The error's status message, e.g. 'RV_UNPUBLISHED'. */
  statusMessage?: string;
}

/**
 * Status 404 gives the not-found page, the status message RV_UNPUBLISHED the RV-not-available page, anything
 * else the generic page. An unpublished RV is usually answered with a 404 too, so its message is checked first:
 * otherwise the RV-not-available page could never be reached.
 */
export function errorPageVariant(error: ErrorLike): ErrorPageVariant {
  if (error.statusMessage === RV_UNPUBLISHED) return 'rvUnpublished';
  if (error.status === 404) return 'notFound';
  return 'generic';
}
