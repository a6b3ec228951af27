// Web-view mode (spec 000 section 1, spec 001 section 7): the platform comes from its cookie, else mobile_web or web.
import { type Platform, platforms } from '@rove/contract';

export type { Platform };

export const mobileCapabilities = ['canUseCustomBack', 'canTrackSegmentVersion', 'canShowProtectionPlansOnPayment'] as const;
export type MobileCapability = (typeof mobileCapabilities)[number];

const mobileUserAgent = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

// On the server (no document), the user agent of the request being rendered (shell/server/entry-server.tsx hands a source
// that reads it from the request's scope).
let serverUserAgent: () => string = () => '';
export function setServerUserAgentSource(source: () => string): void {
  serverUserAgent = source;
}

/** The browser's user agent, or the rendered request's on the server: the same string in both renders. */
export function currentUserAgent(): string {
  return typeof document === 'undefined' ? serverUserAgent() : navigator.userAgent;
}

export function resolvePlatform(cookieValue: string | undefined, userAgent: string): Platform {
  if (cookieValue && (platforms as readonly string[]).includes(cookieValue)) return cookieValue as Platform;
  return mobileUserAgent.test(userAgent) ? 'mobile_web' : 'web';
}

/** In a web view (the native apps) the layout is blank. */
export function isWebView(platform: Platform): boolean {
  return platform === 'android' || platform === 'ios-v1';
}

/** The capabilities cookie: a comma list of capability names; unknown names are dropped. */
export function parseCapabilities(cookieValue: string | undefined): Set<MobileCapability> {
  const names = (cookieValue ?? '').split(',').map((name) => name.trim());
  return new Set(mobileCapabilities.filter((capability) => names.includes(capability)));
}
