import { describe, expect, it, vi } from 'vitest';
import { postToNative } from './native-bridge.ts';
import { isWebView, parseCapabilities, resolvePlatform } from './platform.ts';

describe('platform', () => {
  it('comes from its cookie, else mobile_web or web', () => {
    expect(resolvePlatform('android', 'Mozilla/5.0 (X11; Linux)')).toBe('android');
    expect(resolvePlatform('ios-v1', '')).toBe('ios-v1');
    expect(resolvePlatform('windows', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe('mobile_web');
    expect(resolvePlatform(undefined, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131')).toBe('web');
  });
  it('is a web view on android and ios-v1 only', () => {
    expect(isWebView('android')).toBe(true);
    expect(isWebView('ios-v1')).toBe(true);
    expect(isWebView('mobile_web')).toBe(false);
    expect(isWebView('web')).toBe(false);
  });
  it('reads the capabilities cookie', () => {
    expect([...parseCapabilities('canUseCustomBack, canShowProtectionPlansOnPayment,teleport')]).toEqual([
      'canUseCustomBack',
      'canShowProtectionPlansOnPayment',
    ]);
    expect(parseCapabilities(undefined).size).toBe(0);
  });
});

describe('native bridge', () => {
  it('does nothing outside a web view', () => {
    const handler = vi.fn<(json: string) => void>();
    expect(postToNative('closeWebPage', {}, 'web', { RoveAndroid: { closeWebPage: handler } })).toBe(false);
    expect(postToNative('closeWebPage', {}, 'mobile_web', { RoveAndroid: { closeWebPage: handler } })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });
  it('hands JSON to the Android interface', () => {
    const handler = vi.fn<(json: string) => void>();
    expect(postToNative('navigateToInbox', { threadId: 't-1' }, 'android', { RoveAndroid: { navigateToInbox: handler } })).toBe(true);
    expect(handler).toHaveBeenCalledWith('{"threadId":"t-1"}');
  });
  it('posts to the iOS message handler', () => {
    const postMessage = vi.fn<(body: unknown) => void>();
    const target = { webkit: { messageHandlers: { openPaymentPage: { postMessage } } } };
    expect(postToNative('openPaymentPage', { bookingId: '9', stepperCount: 2 }, 'ios-v1', target)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ bookingId: '9', stepperCount: 2 });
  });
  it('answers false when the app has no handler for the action', () => {
    expect(
      postToNative('signup', { successUrl: '/a', failureUrl: '/b', cookies: '', extra: { callToAction: 'BookingRequest' } }, 'ios-v1', {}),
    ).toBe(false);
  });
});
