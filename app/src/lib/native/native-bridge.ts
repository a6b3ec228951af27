// The native-app bridge (spec 001 section 7): hand-offs from the site to the Android or iOS app hosting it in a
// web view. Outside a web view every call does nothing and answers false.
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../cookies.ts';
import { isWebView, resolvePlatform, type Platform } from './platform.ts';

export interface NativeMessages {
  navigateToInbox: { threadId: string };
  openPaymentPage: { bookingId: string; stepperCount?: number };
  signup: { successUrl: string; failureUrl: string; cookies: string; extra: { callToAction: string; ownerName?: string } };
  closeWebPage: Record<string, never>;
}
export type NativeAction = keyof NativeMessages;

interface BridgeWindow {
  // Android: a JavaScript interface object with one method per action taking a JSON string.
  RoveAndroid?: Partial<Record<NativeAction, (json: string) => void>>;
  // iOS: WKWebView script message handlers.
  webkit?: { messageHandlers?: Partial<Record<NativeAction, { postMessage(body: unknown): void }>> };
}

export function postToNative<A extends NativeAction>(
  action: A,
  payload: NativeMessages[A],
  platform: Platform = resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent),
  target: BridgeWindow = window as unknown as BridgeWindow,
): boolean {
  if (!isWebView(platform)) return false;
  if (platform === 'android') {
    const handler = target.RoveAndroid?.[action];
    if (!handler) return false;
    handler.call(target.RoveAndroid, JSON.stringify(payload));
    return true;
  }
  const handler = target.webkit?.messageHandlers?.[action];
  if (!handler) return false;
  handler.postMessage(payload);
  return true;
}

export const nativeBridge = {
  navigateToInbox: (threadId: string) => postToNative('navigateToInbox', { threadId }),
  openPaymentPage: (bookingId: string, stepperCount?: number) =>
    postToNative('openPaymentPage', stepperCount === undefined ? { bookingId } : { bookingId, stepperCount }),
  signup: (input: { successUrl: string; failureUrl: string; cookies: string; callToAction?: string; ownerName?: string }) =>
    postToNative('signup', {
      successUrl: input.successUrl,
      failureUrl: input.failureUrl,
      cookies: input.cookies,
      extra: { callToAction: input.callToAction ?? 'BookingRequest', ...(input.ownerName ? { ownerName: input.ownerName } : {}) },
    }),
  closeWebPage: () => postToNative('closeWebPage', {}),
};
