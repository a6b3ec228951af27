import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../bookings-api.ts';
import { statusMessage } from './answer-status.ts';

/** A translator that writes the key and its options, to see which sentence is chosen. */
const t = ((key: string, options?: { status?: string }) =>
  options?.status ? `${key}(${options.status})` : key) as unknown as TFunction<'bookings'>;
const booking = (Status: Booking['Status']) => ({ Status }) as Booking;

describe('why a request can no longer be answered', () => {
  it('says nothing while the request awaits the host’s answer', () => {
    expect(statusMessage(booking('AwaitingOwnerApproval'), t)).toBe('');
  });
  it('says an expired request expired', () => {
    expect(statusMessage(booking('Expired'), t)).toBe('answer.expired');
  });
  it('names the status of a request already answered', () => {
    expect(statusMessage(booking('Confirmed'), t)).toBe('answer.alreadyAnswered(status.Confirmed)');
    expect(statusMessage(booking('Declined'), t)).toBe('answer.alreadyAnswered(status.Declined)');
  });
});
