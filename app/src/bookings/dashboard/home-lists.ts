// The dashboard home's lists of booking cards in the order the page shows them, and the photo at their top. One
// derivation for the page and for its loader, which asks for that photo as soon as the data is here, beside the
// page's code (dashboard-loader.ts): the top card's photo is the home's largest paint on a phone, and it was asked for
// only once the page had rendered.
import type { BookingListItem, HostDashboard, RenterDashboard } from '@rove/contract';

/** The renter's lists: a trip waiting for the renter shows once, at the top (in To do, not again under its dates). */
export function renterLists(data: RenterDashboard) {
  const waiting = new Set(data.ToDo.map((item) => item.Id));
  return {
    todo: data.ToDo,
    current: data.Current.filter((item) => !waiting.has(item.Id)),
    upcoming: data.Upcoming.filter((item) => !waiting.has(item.Id)),
    awaitingHost: data.AwaitingHost,
  };
}

/** The host's lists of cards: the requests (with their answers), then what waits, departures and returns. */
export const hostLists = (data: HostDashboard) => ({
  requests: data.Requests,
  todo: data.ToDo,
  departures: data.Departures,
  returns: data.Returns,
});

/** The photo of the home's top card (the first card of its first list that has one), if that card has a photo. */
export function topPhoto(lists: Record<string, readonly BookingListItem[]>): string | undefined {
  const top = Object.values(lists).find((items) => items.length > 0)?.[0];
  return top?.RvPhotoUrl ?? undefined;
}
