import { describe, expect, it } from 'vitest';
import { pageStatus } from './page-status.ts';

const at = (path: string) => pageStatus(`http://127.0.0.1:3000${path}`);

describe('the status an app page is sent with', () => {
  it.each([
    ['a path no route serves', '/no-such-page', 404],
    ['a French path no route serves', '/fr/pas-de-page', 404],
    ['the payment callback without its parameters (spec: 400, Invalid parameters)', '/payment-callback', 400],
    ['the payment callback with one of them', '/payment-callback?bookingId=12', 400],
    ['the payment callback with both', '/payment-callback?payment_intent_client_secret=pi_1_secret&bookingId=12', 200],
    ['a dashboard prefix that is neither dashboard nor host', '/elsewhere/bookings/12', 404],
    ['a booking id that is not one', '/dashboard/bookings/abc', 404],
    ['a booking page', '/dashboard/bookings/12', 200],
    ['a keyword that is not a slug', '/rv-rentals/not%20a%20slug', 404],
    ['the home page', '/', 200],
    ['a page that redirects a visitor to sign in', '/dashboard', 200],
  ])('%s: %s -> %i', (_case, path, status) => {
    expect(at(path)).toBe(status);
  });
});
