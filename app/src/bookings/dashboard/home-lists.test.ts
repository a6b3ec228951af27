import type { BookingListItem, HostDashboard, RenterDashboard } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { hostLists, renterLists, topPhoto, topPhotoIn } from './home-lists.ts';

const item = (Id: number, RvPhotoUrl: string | null = `/api/rvs/${Id}/photos/0.webp`): BookingListItem => ({
  Id,
  Status: 'Confirmed',
  ViewerRole: 'renter',
  RvId: Id,
  RvName: `RV ${Id}`,
  RvAlias: `rv-${Id}`,
  RvPhotoUrl,
  RvLocation: 'Kingston, ON',
  StartDate: '2027-07-10',
  EndDate: '2027-07-17',
  Nights: 7,
  Guests: 2,
  Currency: 'CAD',
  RenterTotal: 700,
  OwnerPayoutTotal: 600,
  ViewerTotal: 700,
  CreatedAt: '2027-06-01T12:00:00Z',
  ExpiresAt: null,
  OtherParty: { Id: 9, FirstName: 'Élodie', Name: 'Élodie B.', Avatar: null },
  NextStep: null,
});

const renter = (lists: Partial<Pick<RenterDashboard, 'ToDo' | 'Current' | 'Upcoming' | 'AwaitingHost'>>): RenterDashboard => ({
  ToDo: [],
  Current: [],
  Upcoming: [],
  AwaitingHost: [],
  Favourites: { Count: 0, Items: [] },
  ...lists,
});

const host = (lists: Partial<Pick<HostDashboard, 'Requests' | 'ToDo' | 'Departures' | 'Returns'>>) =>
  ({ Requests: [], ToDo: [], Departures: [], Returns: [], ...lists }) as HostDashboard;

describe('the dashboard home lists', () => {
  it('shows a trip waiting for the renter once, at the top, not again under its dates', () => {
    const lists = renterLists(renter({ ToDo: [item(2)], Current: [item(1), item(2)], Upcoming: [item(2), item(3)] }));
    expect(lists.todo.map((trip) => trip.Id)).toEqual([2]);
    expect(lists.current.map((trip) => trip.Id)).toEqual([1]);
    expect(lists.upcoming.map((trip) => trip.Id)).toEqual([3]);
  });
});

/** The page's top card, as the page orders its cards: the first of its first list that has any. */
const pageTop = (lists: Record<string, readonly BookingListItem[]>) => Object.values(lists).find((items) => items.length > 0)?.[0];

describe('the photo at the top of the dashboard home', () => {
  it("is the renter's first card's: what waits for them before the trips under way and to come", () => {
    expect(topPhoto(renter({ ToDo: [item(5)], Current: [item(1)] }))).toBe('/api/rvs/5/photos/0.webp');
    expect(topPhoto(renter({ Current: [item(1)], Upcoming: [item(3)] }))).toBe('/api/rvs/1/photos/0.webp');
    expect(topPhoto(renter({ AwaitingHost: [item(4)] }))).toBe('/api/rvs/4/photos/0.webp');
  });

  it("is the photo of the card the page shows at its top: a current trip that waits for the renter is in To do's place", () => {
    for (const data of [
      renter({ Current: [item(2)], Upcoming: [item(3)], ToDo: [] }),
      renter({ ToDo: [item(2)], Current: [item(2)] }),
      renter({ ToDo: [item(6)], Current: [item(6), item(1)], Upcoming: [item(6)], AwaitingHost: [item(4)] }),
      renter({ Upcoming: [item(3)], AwaitingHost: [item(4)] }),
    ])
      expect(topPhoto(data)).toBe(pageTop(renterLists(data))?.RvPhotoUrl);
    for (const data of [
      host({ Requests: [item(7)], ToDo: [item(1)] }),
      host({ Returns: [item(9)] }),
      host({ ToDo: [item(1)], Departures: [item(8)] }),
    ])
      expect(topPhoto(data)).toBe(pageTop(hostLists(data))?.RvPhotoUrl);
  });

  it("is the host's first request's, else what waits, else the first departure", () => {
    expect(topPhoto(host({ Requests: [item(7)], Departures: [item(8)] }))).toBe('/api/rvs/7/photos/0.webp');
    expect(topPhoto(host({ Departures: [item(8)], Returns: [item(9)] }))).toBe('/api/rvs/8/photos/0.webp');
  });

  it('is none when the top card has no photo or the home has no card', () => {
    expect(topPhoto(renter({ ToDo: [item(5, null)], Current: [item(1)] }))).toBeUndefined();
    expect(topPhoto(renter({}))).toBeUndefined();
    expect(topPhoto(host({}))).toBeUndefined();
  });

  it('names the lists of the page’s answer in the page’s order, for the start script', () => {
    expect(topPhotoIn.renter.lists).toEqual(['ToDo', 'Current', 'Upcoming', 'AwaitingHost']);
    expect(topPhotoIn.host.lists).toEqual(['Requests', 'ToDo', 'Departures', 'Returns']);
    expect(Object.keys(hostLists(host({})))).toEqual(['requests', 'todo', 'departures', 'returns']);
    expect(Object.keys(renterLists(renter({})))).toEqual(['todo', 'current', 'upcoming', 'awaitingHost']);
  });
});
