// The versions the collector accepts, one per event name. Mirrors app/src/analytics/catalogue.ts (a test in the
// app checks they agree): a new event or version is added in both.
export const eventVersions: Readonly<Record<string, number>> = {
  SearchViewed: 8,
  MarketingSearch: 1,
  RequestBookingSent: 7,
  BookingPaymentInfoSubmitted: 7,
};

export function catalogueVersion(name: string): number | undefined {
  return Object.hasOwn(eventVersions, name) ? eventVersions[name] : undefined;
}
