// The analytics event catalogue's names and versions, shared by the app (which sends) and the server's collector
// (which accepts exactly these). Payload types stay with the app's senders.

export type AnalyticsEventKind = 'analytics' | 'marketing';

/** The first-party collector: the app POSTs batches of these events here (or sends them as a beacon). */
export const analyticsEventsPath = '/api/analytics/events';

/**
 * Analytics events are versioned, e.g. SearchViewed v8, RequestBookingSent v7, BookingPaymentInfoSubmitted v7
 * (spec 000 section 9). kind 'marketing' events are for marketing tools: crawlers never send them.
 */
export const analyticsEvents = {
  SearchViewed: { version: 8, kind: 'analytics' },
  MarketingSearch: { version: 1, kind: 'marketing' },
  RequestBookingSent: { version: 7, kind: 'analytics' },
  BookingPaymentInfoSubmitted: { version: 7, kind: 'analytics' },
  /** An experiment's exposure (our name; the spec gives the rule, not the event). */
  ExperimentExposed: { version: 1, kind: 'analytics' },
} as const satisfies Record<string, { version: number; kind: AnalyticsEventKind }>;

export type AnalyticsEventName = keyof typeof analyticsEvents;

/** The catalogue's version of an event, undefined for a name not in it. */
export function analyticsEventVersion(name: string): number | undefined {
  return Object.hasOwn(analyticsEvents, name) ? analyticsEvents[name as AnalyticsEventName].version : undefined;
}
