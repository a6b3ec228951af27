// Web-view mode (spec 000 section 1, spec 001 section 7): the platform comes from its cookie, else mobile_web or web.
import { type Platform, platforms } from '@rove/contract';

export type { Platform };

export const mobileCapabilities = ['canUseCustomBack', 'canTrackSegmentVersion', 'canShowProtectionPlansOnPayment'] as const;
export type MobileCapability = (typeof mobileCapabilities)[number];

const mobileUserAgent = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

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
