// When the shell's banners show (spec 000 sections 2 and 9). Dismissals are cookies (dismissed-banner flags).
import type { AuthStatus } from '../routes/auth-guard.ts';

const authPages = new Set(['signin', 'signup', 'lp-signup', 'logout', 'recovery-password', 'recovery-password-code']);

/** The sign-up prompt: logged-out visitors only, never during automated tests (navigator.webdriver). */
export function showsSignupPrompt(input: {
  status: AuthStatus;
  webdriver: boolean;
  dismissed: boolean;
  routeName: string | undefined;
}): boolean {
  return input.status === 'unauthenticated' && !input.webdriver && !input.dismissed && !authPages.has(input.routeName ?? '');
}

/** The app-download banner: mobile browsers outside the apps, not dismissed, not on pages that drop it. */
export function showsAppDownloadBanner(input: {
  platform: string;
  dismissed: boolean;
  hiddenByPage: boolean;
  routeName: string | undefined;
}): boolean {
  return input.platform === 'mobile_web' && !input.dismissed && !input.hiddenByPage && input.routeName !== 'app-download';
}

/** The suspended-account banner: on the page that shows it, for an account whose host tier is ActionRequired. */
export function showsSuspendedBanner(input: { pageShowsIt: boolean; isSuspended: boolean | undefined }): boolean {
  return input.pageShowsIt && Boolean(input.isSuspended);
}

/**
 * The missing payout method (issue 38), in host mode: once the host has a listed RV (payouts can come) and no payout
 * method is on file, until one is; not on the payout page itself, which asks for it.
 */
export function showsPayoutBanner(input: { hasRv: boolean; hasMethod: boolean | undefined; routeName: string | undefined }): boolean {
  return input.hasRv && input.hasMethod === false && input.routeName !== 'dashboard-profile-payout';
}
