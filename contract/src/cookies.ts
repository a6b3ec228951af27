// Cookie names and lifetimes (spec 000 section 9: stored client keys and cookie lifetimes), defined once for the app
// and the server. The names are ours (the spec names the keys, not their spelling); lifetimes are in seconds, null
// where Rove never writes the cookie itself (set by the native apps or the test tools, read only).

/** Seconds in a day: cookie lifetimes are whole days. */
export const daySeconds = 86_400;

export type CookieSpec = { readonly name: string; readonly maxAge: number | null };

export const cookies = {
  accessToken: { name: 'rove_access_token', maxAge: null },
  adminAccessToken: { name: 'rove_admin_access_token', maxAge: null },
  /** The locale cookie lasts 365 days (spec 000 section 9). */
  locale: { name: 'rove_locale', maxAge: 365 * daySeconds },
  currency: { name: 'rove_currency', maxAge: 365 * daySeconds },
  /** Set by the native apps' web views (android, ios-v1); the app only reads it. */
  platform: { name: 'rove_platform', maxAge: null },
  capabilities: { name: 'rove_capabilities', maxAge: null },
  searchLocation: { name: 'rove_search_location', maxAge: null },
  anonymousId: { name: 'rove_anonymous_id', maxAge: 365 * daySeconds },
  experimentOverrides: { name: 'rove_experiment_overrides', maxAge: 14 * daySeconds },
  /** A dismissed banner or prompt stays away for 14 days. */
  dismissedAppDownload: { name: 'rove_dismissed_app_download', maxAge: 14 * daySeconds },
  dismissedCanadaBanner: { name: 'rove_dismissed_canada_banner', maxAge: 14 * daySeconds },
  dismissedMidweekBanner: { name: 'rove_dismissed_midweek_banner', maxAge: 14 * daySeconds },
  dismissedPushPrompt: { name: 'rove_dismissed_push_prompt', maxAge: 14 * daySeconds },
  dismissedUpgradeBrowser: { name: 'rove_dismissed_upgrade_browser', maxAge: 14 * daySeconds },
  dismissedSignupPrompt: { name: 'rove_dismissed_signup_prompt', maxAge: 14 * daySeconds },
  /** Spec 000 section 9: redirect cookie 60 days (the page a signed-out visitor was stopped at). */
  unauthorizedRedirect: { name: 'rove_unauthorized_redirect', maxAge: 60 * daySeconds },
  /** Spec 000 section 9: intent cookie 3600 s (1 hour). */
  intent: { name: 'rove_intent', maxAge: 3600 },
  /** The external provider chosen, kept as long as the redirect. */
  provider: { name: 'rove_provider', maxAge: 60 * daySeconds },
  /** Spec 000 section 9: redirect cookie 60 days. */
  redirect: { name: 'rove_redirect', maxAge: 60 * daySeconds },
  /** Spec 000 section 9: discover-delivery tooltip cookie 60 days. */
  discoverDeliveryTooltip: { name: 'rove_discover_delivery_tooltip', maxAge: 60 * daySeconds },
  /**
   * The refresh token: HttpOnly (scripts never see it), SameSite Strict, sent only to /api/account; it lives as long as
   * the refresh token it holds (30 days).
   */
  refresh: { name: 'rove_refresh', maxAge: 30 * daySeconds },
  /**
   * Set beside the HttpOnly refresh cookie (same lifetime, readable by the page, holding no secret) and cleared with it:
   * the app asks for a session at start only when it is there, so a visitor causes no 401 (issue 23).
   */
  sessionHint: { name: 'rove_session_hint', maxAge: 30 * daySeconds },
} as const satisfies Record<string, CookieSpec>;

export type CookieKey = keyof typeof cookies;

/**
 * The refresh call (POST; the refresh cookie's one use), and the name under which the start script (a page the browser
 * renders alone, for a reader with the session hint) leaves the call it made beside the app's code: the app takes its
 * answer instead of asking again (a second call with the same cookie would be a reuse, and end the session).
 * `earlyReads`: where it leaves the page's first reads, asked with the refresh's token as soon as it answers (by
 * address: the headers they went with and their answer), which the app takes likewise.
 */
export const sessionRefresh = { path: '/api/account/refresh', early: 'roveEarlyRefresh', earlyReads: 'roveEarlyReads' } as const;
