// Why a request can no longer be answered: apart from the answer forms (./answer-parts.tsx), so that a page showing
// only this (accept, custom quote) does not load the forms' fields (react-aria's radio group and text area).
import type { TFunction } from 'i18next';
import type { Booking } from '../bookings-api.ts';

/** Empty while the request awaits the host's answer; otherwise what happened to it (expired, or its status). */
export function statusMessage(booking: Booking, t: TFunction<'bookings'>): string {
  if (booking.Status === 'Expired') return t('answer.expired');
  if (booking.Status === 'AwaitingOwnerApproval') return '';
  return t('answer.alreadyAnswered', { status: t(`status.${booking.Status}`) });
}
