// The dashboard home's lists of booking cards in the order the page shows them, and the photo at their top. One
// derivation for the page and for its loader, which asks for that photo as soon as the data is here, beside the
// page's code (dashboard-loader.ts): the top card's photo is the home's largest paint on a phone, and it was asked for
// only once the page had rendered.
import type { BookingListItem, HostDashboard, RenterDashboard } from '@rove/contract';
import type { AnswerPhoto } from '../../routes/route-types.ts';

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

/**
 * Where the home's top photo is in its answer (the first card of its first list that has one), in the page's order
 * above: a trip waiting for the renter is at the top, so To do's first card is the top card whenever it has any. The
 * start script reads it from the answer beside the page's code (its first read's `photo`: dashboard-loader.ts).
 */
export const topPhotoIn = {
  renter: { lists: ['ToDo', 'Current', 'Upcoming', 'AwaitingHost'], field: 'RvPhotoUrl' },
  host: { lists: ['Requests', 'ToDo', 'Departures', 'Returns'], field: 'RvPhotoUrl' },
} as const satisfies Record<'renter' | 'host', AnswerPhoto>;

/** The photo of the home's top card, if that card has a photo. */
export function topPhoto(data: RenterDashboard | HostDashboard): string | undefined {
  const { lists, field } = 'Requests' in data ? topPhotoIn.host : topPhotoIn.renter;
  const answer = data as unknown as Record<string, readonly BookingListItem[]>;
  return lists.map((name) => answer[name]).find((items) => items.length > 0)?.[0]?.[field] ?? undefined;
}
