// The analytics module: typed catalogue, batching, crawlers' no-op marketing, destination failures swallowed.
import { describe, expect, it } from 'vitest';
import { viewedBanff as viewed } from './search-viewed.fixture.ts';
import type { MarketingSearchPayload } from './catalogue.ts';
import { type AnalyticsOptions, createAnalytics, type Destination, type TrackedEvent } from './analytics.ts';
import { analyticsEvents, analyticsEventsPath } from '@rove/contract/vocabulary';
import { collectorBatch, collectorDestination } from './collector.ts';

const marketing: MarketingSearchPayload = { searchAddress: 'Banff', startDate: null, endDate: null, total: 12 };
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

/** An analytics instance on a manual clock: timers run only when the test says so. */
function setup(options: AnalyticsOptions & { ua?: string } = {}) {
  const timers: (() => void)[] = [];
  const reports: Record<string, unknown>[] = [];
  const analytics = createAnalytics({
    userAgent: () => options.ua ?? browser,
    now: () => new Date('2026-11-22T03:50:00.000Z'),
    report: (_error, context) => reports.push(context),
    setTimer: (run) => timers.push(run),
    clearTimer: () => timers.splice(0),
    ...options,
  });
  const runTimers = () => {
    for (const run of timers.splice(0)) run();
  };
  return { analytics, timers, reports, runTimers };
}

function recorder(name: string, kind: Destination['kind'] = 'analytics') {
  const batches: { events: TrackedEvent[]; beacon: boolean }[] = [];
  const destination: Destination = {
    name,
    kind,
    send(events, { beacon }) {
      batches.push({ events: [...events], beacon });
    },
  };
  return { destination, batches, names: () => batches.flatMap((b) => b.events.map((e) => `${e.name} v${e.version}`)) };
}

describe('the event catalogue', () => {
  it('names each event with the version of the specification', () => {
    expect(Object.fromEntries(Object.entries(analyticsEvents).map(([name, entry]) => [name, entry.version]))).toEqual({
      SearchViewed: 8,
      MarketingSearch: 1,
      RequestBookingSent: 7,
      BookingPaymentInfoSubmitted: 7,
      ExperimentExposed: 1,
    });
    expect(analyticsEvents.MarketingSearch.kind).toBe('marketing');
  });

  it('types track by the catalogue: a payload of another event does not compile', () => {
    const { analytics, reports } = setup();
    analytics.track('SearchViewed', viewed);
    // @ts-expect-error MarketingSearch's payload is not a SearchViewed payload
    analytics.track('SearchViewed', marketing);
    // @ts-expect-error not in the catalogue
    analytics.track('PageViewed', {});
    // At run time an unknown name is dropped and reported, never thrown.
    expect(analytics.pending().map((e) => e.name)).toEqual(['SearchViewed', 'SearchViewed']);
    expect(reports).toEqual([{ event: 'PageViewed', area: 'analytics' }]);
  });
});

describe('batching', () => {
  it('stamps each event with its catalogue version and time, and sends the queue when the timer fires', () => {
    const { analytics, runTimers, timers } = setup();
    const sink = recorder('sink');
    analytics.registerDestination(sink.destination);
    analytics.track('SearchViewed', viewed);
    analytics.track('MarketingSearch', marketing);
    expect(sink.batches).toEqual([]);
    expect(timers).toHaveLength(1);
    runTimers();
    expect(sink.batches).toEqual([
      {
        beacon: false,
        events: [
          { name: 'SearchViewed', version: 8, payload: viewed, occurredAt: '2026-11-22T03:50:00.000Z' },
          { name: 'MarketingSearch', version: 1, payload: marketing, occurredAt: '2026-11-22T03:50:00.000Z' },
        ],
      },
    ]);
    expect(analytics.pending()).toEqual([]);
  });

  it('flushes at once when a batch fills, and splits a pagehide flush into batches sent by beacon', async () => {
    const { analytics } = setup({ batchSize: 3 });
    const sink = recorder('sink');
    analytics.registerDestination(sink.destination);
    for (let i = 0; i < 3; i++) analytics.track('SearchViewed', viewed);
    expect(sink.batches.map((b) => [b.events.length, b.beacon])).toEqual([[3, false]]);
    analytics.track('SearchViewed', viewed);
    expect(sink.batches).toHaveLength(1);

    const later = setup({ batchSize: 3 });
    for (let i = 0; i < 7; i++) later.analytics.track('SearchViewed', viewed);
    const pagehide = recorder('pagehide');
    later.analytics.registerDestination(pagehide.destination);
    await later.analytics.flush({ beacon: true });
    expect(pagehide.batches.map((b) => [b.events.length, b.beacon])).toEqual([
      [3, true],
      [3, true],
      [1, true],
    ]);
  });

  it('keeps events (bounded) until a destination is registered', () => {
    const { analytics, runTimers, timers } = setup({ queueLimit: 2 });
    for (const total of [1, 2, 3]) analytics.track('MarketingSearch', { ...marketing, total });
    expect(timers).toEqual([]);
    const sink = recorder('sink');
    analytics.registerDestination(sink.destination);
    runTimers();
    expect(sink.batches[0]?.events.map((e) => (e.payload as MarketingSearchPayload).total)).toEqual([2, 3]);
  });

  it('replays events tracked before a listener to the first listener of their names, then calls it live', () => {
    const { analytics } = setup();
    analytics.track('SearchViewed', viewed);
    analytics.track('BookingPaymentInfoSubmitted', {} as never);
    const seen: string[] = [];
    const stop = analytics.onEvent(['SearchViewed'], (event) => seen.push(event.name));
    analytics.track('SearchViewed', viewed);
    stop();
    analytics.track('SearchViewed', viewed);
    expect(seen).toEqual(['SearchViewed', 'SearchViewed']);
    const booking: string[] = [];
    analytics.onEvent(['BookingPaymentInfoSubmitted'], (event) => booking.push(event.name));
    expect(booking).toEqual(['BookingPaymentInfoSubmitted']);
  });
});

describe('crawlers get no-op marketing (spec 000 section 5)', () => {
  it.each(['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'AdsBot-Google', 'Site Inspection', 'SomeCrawler', 'spider', 'Robot'])(
    '%s: no marketing event, marketing destinations get nothing, analytics still flows',
    async (ua) => {
      const { analytics } = setup({ ua });
      const product = recorder('product');
      const ads = recorder('ads', 'marketing');
      analytics.registerDestination(product.destination);
      analytics.registerDestination(ads.destination);
      analytics.track('SearchViewed', viewed);
      analytics.track('MarketingSearch', marketing);
      await analytics.flush();
      expect(product.names()).toEqual(['SearchViewed v8']);
      expect(ads.batches).toEqual([]);
    },
  );

  it('a browser sends marketing events to both kinds of destination', async () => {
    const { analytics } = setup();
    const product = recorder('product');
    const ads = recorder('ads', 'marketing');
    analytics.registerDestination(product.destination);
    analytics.registerDestination(ads.destination);
    analytics.track('MarketingSearch', marketing);
    await analytics.flush();
    expect([product.names(), ads.names()]).toEqual([['MarketingSearch v1'], ['MarketingSearch v1']]);
  });
});

describe('failures are reported and swallowed', () => {
  it('a throwing or rejecting destination neither reaches the caller nor stops the others', async () => {
    const { analytics, reports } = setup();
    const sink = recorder('sink');
    analytics.registerDestination({
      name: 'throws',
      kind: 'analytics',
      send() {
        throw new Error('boom');
      },
    });
    analytics.registerDestination({ name: 'rejects', kind: 'marketing', send: () => Promise.reject(new Error('offline')) });
    analytics.registerDestination(sink.destination);
    analytics.track('SearchViewed', viewed);
    await expect(analytics.flush()).resolves.toBeUndefined();
    expect(sink.names()).toEqual(['SearchViewed v8']);
    expect(reports).toEqual([
      { destination: 'throws', events: 1, area: 'analytics' },
      { destination: 'rejects', events: 1, area: 'analytics' },
    ]);
  });

  it('a failing user agent, listener or reporter never throws from track', () => {
    const { analytics, reports } = setup({
      userAgent: () => {
        throw new Error('no navigator');
      },
    });
    analytics.onEvent(['SearchViewed'], () => {
      throw new Error('listener');
    });
    expect(() => analytics.track('SearchViewed', viewed)).not.toThrow();
    expect(reports).toEqual([{ listener: 'SearchViewed', area: 'analytics' }]);
    const silent = createAnalytics({
      report: () => {
        throw new Error('reporter');
      },
    });
    silent.onEvent(['SearchViewed'], () => {
      throw new Error('listener');
    });
    expect(() => silent.track('SearchViewed', viewed)).not.toThrow();
  });
});

describe('the collector destination', () => {
  const events: TrackedEvent[] = [{ name: 'SearchViewed', version: 8, payload: viewed, occurredAt: '2026-11-22T03:50:00.000Z' }];

  it('POSTs the batch in the collector shape', async () => {
    const posts: unknown[] = [];
    const destination = collectorDestination({ post: async (path, body) => posts.push([path, body]) });
    await destination.send(events, { beacon: false });
    expect(posts).toEqual([[analyticsEventsPath, collectorBatch(events, undefined)]]);
    expect(collectorBatch(events, 'anon-1')).toEqual({
      Events: [{ Name: 'SearchViewed', Version: 8, Payload: viewed, OccurredAt: '2026-11-22T03:50:00.000Z', AnonymousId: 'anon-1' }],
    });
  });

  it('uses the beacon with the same JSON on pagehide, and POSTs when the beacon is refused', async () => {
    const beacons: string[] = [];
    const posts: unknown[] = [];
    let accept = true;
    const destination = collectorDestination({
      post: async (_path, body) => posts.push(body),
      beacon: (_path, body) => (beacons.push(body), accept),
    });
    await destination.send(events, { beacon: true });
    expect(beacons.map((b) => JSON.parse(b))).toEqual([collectorBatch(events, undefined)]);
    expect(posts).toEqual([]);
    accept = false;
    await destination.send(events, { beacon: true });
    expect(posts).toEqual([collectorBatch(events, undefined)]);
  });
});
