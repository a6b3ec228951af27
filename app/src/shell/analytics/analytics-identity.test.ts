// identify (spec 000 section 4: on authenticated register the user with analytics): later events carry the user id,
// the collector sends it as UserId, and the session effects call it on authenticated and on leaving it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setErrorReporter } from '../../lib/report-error.ts';
import { startSessionEffects } from '../session/session-effects.ts';
import { clearSession, setSession, setSessionLoading } from '../../api/session-store.ts';
import { viewedBanff as viewed } from './search-viewed.fixture.ts';
import { analytics, createAnalytics, type TrackedEvent } from './analytics.ts';
import { startAnalyticsIdentity, stopAnalyticsIdentity } from './analytics-identity.ts';
import { collectorBatch } from './collector.ts';

const userIds = (events: readonly TrackedEvent[]) => events.map((event) => event.userId ?? null);

describe('identify', () => {
  it('attaches the user id to events tracked after it, and none after identify(null)', () => {
    const instance = createAnalytics({ userAgent: () => 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', setTimer: () => 0 });
    instance.track('SearchViewed', viewed);
    instance.identify(42);
    instance.track('SearchViewed', viewed);
    instance.identify(null);
    instance.track('SearchViewed', viewed);
    expect(userIds(instance.pending())).toEqual([null, 42, null]);
  });

  it('is sent to the collector as UserId in the event envelope', () => {
    const event: TrackedEvent = { name: 'SearchViewed', version: 8, payload: viewed, occurredAt: '2026-11-22T04:00:00.000Z', userId: 42 };
    expect(collectorBatch([event], 'anon-1').Events[0]).toEqual({
      Name: 'SearchViewed',
      Version: 8,
      Payload: viewed,
      OccurredAt: '2026-11-22T04:00:00.000Z',
      AnonymousId: 'anon-1',
      UserId: 42,
    });
    expect(collectorBatch([{ ...event, userId: undefined }], undefined).Events[0]).not.toHaveProperty('UserId');
  });
});

describe('the session registers the user with analytics', () => {
  const realFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  beforeAll(() => {
    // The session effects also load permissions and notifications; no server here, so those fail quietly.
    setErrorReporter(() => undefined);
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
  });

  it('identifies on authenticated and forgets on leaving it', () => {
    startAnalyticsIdentity();
    startSessionEffects();
    const last = () => analytics.pending().at(-1)?.userId ?? null;
    setSessionLoading();
    setSession({ id: 7, email: 'ada@example.com', isOwner: false, hasRv: false }, 'at-1');
    analytics.track('SearchViewed', viewed);
    expect(last()).toBe(7);
    clearSession();
    analytics.track('SearchViewed', viewed);
    expect(last()).toBeNull();
  });
});

describe('started after the session', () => {
  it('registers a reader already signed in when it starts', () => {
    stopAnalyticsIdentity();
    setSession({ id: 9, email: 'grace@example.com', isOwner: true, hasRv: true }, 'at-2');
    analytics.identify(null);
    startAnalyticsIdentity();
    analytics.track('SearchViewed', viewed);
    expect(analytics.pending().at(-1)?.userId).toBe(9);
    clearSession();
    stopAnalyticsIdentity();
  });
});
