// The bookings dashboard's answers (decline, cancel, custom quote, dispute, review report and response): the contract
// schema's problems shown in place in English and French, the first invalid field focused on submit, and what was typed
// kept. Typing is slow on a busy machine: each journey may take 30 s.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingReviewsReportModal } from './booking-modals.tsx';
import type { Booking } from './bookings-api.ts';
import { CancelPage } from './answer/cancel-page.tsx';
import { CustomQuotePage } from './answer/custom-quote-page.tsx';
import { DeclinePage } from './answer/decline-page.tsx';
import { FullReviewPage } from './after-trip/full-review-page.tsx';
import { DisputePage } from './money-requests/dispute-page.tsx';
import { clearSession, type SessionUser, setSession } from '../api/session-store.ts';
import { renderPage } from '../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';

const booking = {
  Id: 41,
  Status: 'AwaitingOwnerApproval',
  ViewerRole: 'owner',
  RvName: 'Big Bertha',
  StartDate: '2027-07-01',
  EndDate: '2027-07-05',
  Renter: { FirstName: 'Rita' },
  AvailableActions: ['decline', 'cancel'],
} as unknown as Booking;

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
});

describe.each([
  ['en', 'Say why, since you chose another reason.', 'Use at most 1000 characters.'],
  ['fr', 'Dites pourquoi, puisque vous avez choisi une autre raison.', 'Utilisez au plus 1000 caractères.'],
] as const)('declining and cancelling a booking (%s): DeclineRequestSchema and CancelRequestSchema', (locale, sayWhy, tooLong) => {
  it('asks why when the reason is another one, focuses the text and keeps the chosen reason', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, ['bookings', 'booking-pages']);
    renderPage(<DeclinePage booking={booking} />);
    const other = screen.getByRole('radio', { name: t('reasons.Other') });
    await userEvent.click(other);
    await userEvent.click(screen.getByRole('button', { name: t('answer.declineButton') }));
    expect(await screen.findByText(sayWhy)).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: new RegExp(`^${t('answer.messageRequired')}`) });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();
    expect(other).toBeChecked();
  });

  it('bounds a cancellation’s reason by the schema’s length and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, ['bookings', 'booking-pages']);
    const preview = {
      Policy: { Name: 'Moderate' },
      Paid: 0,
      Refund: 0,
      RefundPercent: 0,
      HostKeeps: 0,
      CreditsReturned: 0,
      Currency: 'USD',
    };
    renderPage(<CancelPage booking={booking} />, { [unstable_serialize(['/api/bookings/41/cancellation', locale])]: preview });
    const text = screen.getByRole('textbox');
    await userEvent.click(text);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: t('cancel.confirm') }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(text).toHaveFocus();
    expect(text).toHaveValue('x'.repeat(1001));
  });
});

describe.each([
  ['en', 'Enter an amount above zero.', 'Enter an amount, like 120 or 120.50.'],
  ['fr', 'Saisissez un montant supérieur à zéro.', 'Saisissez un montant, comme 120 ou 120,50.'],
] as const)('a custom quote’s nightly price (%s): CustomQuoteRequestSchema', (locale, positive, amount) => {
  it('checks the price on send and on preview, focuses it and keeps the message', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, ['bookings', 'booking-pages']);
    const quoting = {
      ...booking,
      Abilities: { CustomQuote: true },
      Financial: { Currency: 'CAD', Nightly: { Base: 150 } },
    } as unknown as Booking;
    renderPage(<CustomQuotePage booking={quoting} />);
    const [price, message] = screen.getAllByRole('textbox');
    expect(price).toHaveValue('150');
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.type(message, 'Off-season price');
    await userEvent.click(screen.getByRole('button', { name: t('quote.send') }));
    expect(await screen.findByText(positive)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(message).toHaveValue('Off-season price');
    await userEvent.clear(price);
    await userEvent.type(price, 'abc');
    await userEvent.click(screen.getByRole('button', { name: t('quote.preview') }));
    expect(await screen.findByText(amount)).toBeInTheDocument();
    expect(price).toHaveFocus();
    expect(price).toHaveValue('abc');
  });
});

describe.each([
  ['en', 'Say why in at least 5 characters.'],
  ['fr', 'Expliquez pourquoi en au moins 5 caractères.'],
] as const)('disputing a money request (%s): MoneyRequestDisputeSchema', (locale, tooShort) => {
  it('asks for a reason of the schema’s length, focuses it and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, ['bookings', 'booking-pages']);
    setSession({ id: 9 } as SessionUser, 'token');
    const requests = { Items: [{ Id: 3, PayerId: 9, Status: 'Pending' }] };
    renderPage(
      <DisputePage booking={booking} />,
      { [unstable_serialize(['/api/bookings/41/money-requests', locale])]: requests },
      '/?request=3',
    );
    const reason = screen.getByRole('textbox', { name: new RegExp(`^${t('money.disputeReason')}`) });
    await userEvent.type(reason, 'meh');
    await userEvent.click(screen.getByRole('button', { name: t('money.disputeSubmit') }));
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(reason).toHaveValue('meh');
    clearSession();
  });
});

describe.each([
  ['en', 'Say what is wrong with this review.'],
  ['fr', 'Précisez ce qui ne va pas dans cet avis.'],
] as const)('reporting a review (%s): ReviewReportSchema', (locale, sayWhat) => {
  it('asks for details when the reason is something else, focuses them and keeps the chosen reason', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, ['bookings', 'booking-pages']);
    renderPage(<BookingReviewsReportModal close={() => {}} bookingId={41} side="owner" />);
    const other = screen.getByRole('radio', { name: t('report.reasons.Other') });
    await userEvent.click(other);
    await userEvent.click(screen.getByRole('button', { name: t('report.submit') }));
    expect(await screen.findByText(sayWhat)).toBeInTheDocument();
    const details = screen.getByRole('textbox');
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveFocus();
    expect(other).toBeChecked();
  });
});

describe.each([
  ['en', 'Write your response before sending it.'],
  ['fr', 'Rédigez votre réponse avant de l’envoyer.'],
] as const)('responding to a review (%s): ReviewResponseSchema', (locale, write) => {
  it('asks for a response (spaces are not one), focuses it and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, ['bookings', 'booking-pages']);
    const review = {
      Side: 'renter',
      AuthorId: 5,
      AuthorFirstName: 'Rita',
      ListingAccuracy: 5,
      Value: 5,
      Cleanliness: 5,
      Communication: 5,
      Rating: 5,
      Body: 'A lovely trip in a clean RV.',
      Language: 'en',
      Response: null,
      CreatedAt: '2027-07-10T10:00:00Z',
      ReportedByViewer: true,
    };
    const reviews = { Renter: review, Owner: null, CanReview: false, ReviewDeadline: null, CanRespond: true };
    renderPage(<FullReviewPage booking={booking} />, { [unstable_serialize(['/api/bookings/41/reviews', locale])]: reviews });
    const response = screen.getByRole('textbox', { name: t('review.respondLabel', { name: 'Rita' }) });
    await userEvent.type(response, '   ');
    await userEvent.click(screen.getByRole('button', { name: t('review.respond') }));
    expect(await screen.findByText(write)).toBeInTheDocument();
    expect(response).toHaveAttribute('aria-invalid', 'true');
    expect(response).toHaveFocus();
    expect(response).toHaveValue('   ');
  });
});
