import { pluralCategory } from '../plural.ts';
import { numberFormat } from '../../lib/intl-format.ts';

/** Who travels: the booking estimate's adults (default 1), children (default 0) and pets (default false). */
export interface Guests {
  adults: number;
  children: number;
  pets: boolean;
}

export const defaultGuests: Guests = { adults: 1, children: 0, pets: false };

/** With no sleeping capacity given, counts still stop somewhere sensible. */
const NO_CAPACITY_LIMIT = 20;

export interface GuestLimits {
  adults: { min: number; max: number };
  children: { min: number; max: number };
}

/** At least 1 adult and 0 children; adults plus children never above the RV's sleeping capacity. */
export function guestLimits(guests: Guests, sleeps?: number | null): GuestLimits {
  const capacity = Math.max(1, Math.floor(sleeps ?? NO_CAPACITY_LIMIT));
  return {
    adults: { min: 1, max: Math.max(1, capacity - guests.children) },
    children: { min: 0, max: Math.max(0, capacity - guests.adults) },
  };
}

/** Brings any counts within the rules: whole numbers, at least one adult, children given up first when over capacity. */
export function clampGuests(guests: Partial<Guests>, sleeps?: number | null): Guests {
  const capacity = Math.max(1, Math.floor(sleeps ?? NO_CAPACITY_LIMIT));
  const whole = (value: number | undefined, fallback: number) => (Number.isFinite(value) ? Math.floor(value as number) : fallback);
  const adults = Math.min(Math.max(1, whole(guests.adults, defaultGuests.adults)), capacity);
  const children = Math.min(Math.max(0, whole(guests.children, defaultGuests.children)), capacity - adults);
  return { adults, children, pets: guests.pets === true };
}

/** The Guest search field: adults plus children. */
export function guestCount(guests: Guests): number {
  return guests.adults + guests.children;
}

const words = {
  en: { adult: ['adult', 'adults'], child: ['child', 'children'], pets: 'pets' },
  fr: { adult: ['adulte', 'adultes'], child: ['enfant', 'enfants'], pets: 'animaux' },
} as const;

/** "2 adults, 1 child, pets" / "2 adultes, 1 enfant, animaux", with each language's plural rules. */
export function guestSummary(guests: Guests, locale: string): string {
  const w = locale.toLowerCase().startsWith('fr') ? words.fr : words.en;
  const count = (n: number, [one, other]: readonly [string, string]) =>
    `${numberFormat(locale).format(n)} ${pluralCategory(locale, n) === 'one' ? one : other}`;
  const parts = [count(guests.adults, w.adult)];
  if (guests.children > 0) parts.push(count(guests.children, w.child));
  if (guests.pets) parts.push(w.pets);
  return parts.join(', ');
}
