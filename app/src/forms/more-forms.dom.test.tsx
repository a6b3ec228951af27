// More converted forms (the bookings dashboard's answers, then the rest): the contract schema's problems shown in
// place in English and French, the first invalid field focused on submit, and what was typed kept.
import { messageErrorSentence, rvMessage, type ThreadDetail } from '@rove/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enContent from '../../../locales/en/content.json';
import frContent from '../../../locales/fr/content.json';
import { BookingReviewsReportModal } from '../bookings/booking-modals.tsx';
import type { Booking } from '../bookings/bookings-api.ts';
import { AccountStep, DriverStep } from '../content/verification-page.tsx';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';
import AskHostDialog from '../messages/ask-host-dialog.tsx';
import { Composer } from '../messages/composer.tsx';
import { AddOnsSection } from '../owner/manage/addons-section.tsx';
import { SectionForm } from '../owner/manage/section-form.tsx';
import { NameField } from '../owner/fields/listing-fields.tsx';
import WizardPage from '../owner/wizard/wizard-page.tsx';
import PreBookingPage from '../messages/pre-booking-page.tsx';
import TemplatesPage from '../messages/templates-page.tsx';
import { CancelPage, CustomQuotePage, DeclinePage } from '../bookings/booking-answer-pages.tsx';
import { FullReviewPage } from '../bookings/booking-after-trip-pages.tsx';
import { DisputePage } from '../bookings/money-request-pages.tsx';
import { clearSession, type SessionUser, setSession } from '../shell/session/session-store.ts';

function renderPage(element: React.ReactNode, fallback: Record<string, unknown> = {}, entry = '/', path = '*') {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  render(
    <SWRConfig value={{ fallback, revalidateOnMount: false, fetcher: () => new Promise(() => {}), provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

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

/** A label that starts with these words (taken literally). */
const starts = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

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
    const t = i18n.getFixedT(locale, 'bookings');
    renderPage(<DeclinePage booking={booking} />);
    const other = screen.getByRole('radio', { name: t('reasons.Other') });
    await userEvent.click(other);
    await userEvent.click(screen.getByRole('button', { name: t('answer.declineButton') }));
    expect(await screen.findByText(sayWhy)).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: new RegExp(`^${t('answer.messageRequired')}`) });
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();
    expect(other).toBeChecked();
  }, 30_000);

  it('bounds a cancellation’s reason by the schema’s length and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'bookings');
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
  }, 30_000);
});

describe.each([
  ['en', 'Enter an amount above zero.', 'Enter an amount, like 120 or 120.50.'],
  ['fr', 'Saisissez un montant supérieur à zéro.', 'Saisissez un montant, comme 120 ou 120,50.'],
] as const)('a custom quote’s nightly price (%s): CustomQuoteRequestSchema', (locale, positive, amount) => {
  it('checks the price on send and on preview, focuses it and keeps the message', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'bookings');
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
  }, 30_000);
});

describe.each([
  ['en', 'Say why in at least 5 characters.'],
  ['fr', 'Expliquez pourquoi en au moins 5 caractères.'],
] as const)('disputing a money request (%s): MoneyRequestDisputeSchema', (locale, tooShort) => {
  it('asks for a reason of the schema’s length, focuses it and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'bookings');
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
  }, 30_000);
});

describe.each([
  ['en', 'Say what is wrong with this review.'],
  ['fr', 'Précisez ce qui ne va pas dans cet avis.'],
] as const)('reporting a review (%s): ReviewReportSchema', (locale, sayWhat) => {
  it('asks for details when the reason is something else, focuses them and keeps the chosen reason', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'bookings');
    renderPage(<BookingReviewsReportModal close={() => {}} bookingId={41} side="owner" />);
    const other = screen.getByRole('radio', { name: t('report.reasons.Other') });
    await userEvent.click(other);
    await userEvent.click(screen.getByRole('button', { name: t('report.submit') }));
    expect(await screen.findByText(sayWhat)).toBeInTheDocument();
    const details = screen.getByRole('textbox');
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(details).toHaveFocus();
    expect(other).toBeChecked();
  }, 30_000);
});

describe.each([
  ['en', 'Write your response before sending it.'],
  ['fr', 'Rédigez votre réponse avant de l’envoyer.'],
] as const)('responding to a review (%s): ReviewResponseSchema', (locale, write) => {
  it('asks for a response (spaces are not one), focuses it and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'bookings');
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
  }, 30_000);
});

describe.each([
  ['en', 'Give the template a name.', 'Write the template’s text.', 'A template can be up to 5000 characters long.'],
  ['fr', 'Donnez un nom au modèle.', 'Rédigez le texte du modèle.', 'Un modèle peut compter jusqu’à 5000 caractères.'],
] as const)('a message template (%s): MessageTemplateInputSchema, worded by the contract’s catalogue', (locale, name, text, tooLong) => {
  it('shows the contract’s words and the page’s own, focuses the first invalid field and keeps the text', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'messages');
    renderPage(<TemplatesPage />, { [unstable_serialize(['/api/Message/templates', locale])]: { Items: [] } });
    await userEvent.click(screen.getByRole('button', { name: t('templates.save') }));
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    const nameField = screen.getByRole('textbox', { name: new RegExp(`^${t('templates.name')}`) });
    expect(nameField).toHaveFocus();
    const body = screen.getByRole('textbox', { name: new RegExp(`^${t('templates.body')}`) });
    await userEvent.click(body);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.type(nameField, 'Welcome');
    await userEvent.click(screen.getByRole('button', { name: t('templates.save') }));
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(body).toHaveFocus();
    expect(nameField).toHaveValue('Welcome');
  }, 30_000);
});

describe.each(['en', 'fr'] as const)('an RV’s pre-booking message (%s): PreBookingMessageSchema, worded by the contract', (locale) => {
  it('bounds the message, focuses it and keeps the text', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'messages');
    const saved = { RvId: 7, Message: 'Welcome aboard!', UpdatedAt: null };
    renderPage(<PreBookingPage />, { [unstable_serialize(['/api/hosts/rvs/7/pre-booking-message', locale])]: saved }, '/7', '/:rvId');
    const message = screen.getByRole('textbox', { name: t('preBooking.label') });
    expect(message).toHaveValue('Welcome aboard!');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(2000));
    await userEvent.click(screen.getByRole('button', { name: t('preBooking.save') }));
    expect(await screen.findByText(messageErrorSentence('PRE_BOOKING_TOO_LONG', locale).replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveFocus();
    expect(message).toHaveValue(`Welcome aboard!${'x'.repeat(2000)}`);
  }, 30_000);
});

describe.each([
  ['en', 'Write your question before sending it.'],
  ['fr', 'Écrivez votre question avant de l’envoyer.'],
] as const)('asking the host a question (%s): SendEnquirySchema, worded by the contract', (locale, write) => {
  it('asks for a question within the contract’s length, focuses it and keeps the text', async () => {
    sessionStorage.clear();
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'messages');
    renderPage(<AskHostDialog rvId={7} hostName="Hugo" open onOpenChange={() => {}} />);
    const question = screen.getByRole('textbox', { name: t('ask.label') });
    await userEvent.click(screen.getByRole('button', { name: t('ask.send') }));
    expect(await screen.findByText(write)).toBeInTheDocument();
    expect(question).toHaveFocus();
    await userEvent.click(question);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: t('ask.send') }));
    expect(await screen.findByText(messageErrorSentence('MESSAGE_TOO_LONG', locale).replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveFocus();
    expect(question).toHaveValue('x'.repeat(5001));
  }, 30_000);
});

describe.each(['en', 'fr'] as const)('the reply box (%s): SendMessageSchema, worded by the contract', (locale) => {
  it('asks for text or a photo, bounds the text, focuses the box and keeps what was typed', async () => {
    sessionStorage.clear();
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'messages');
    const detail = {
      Thread: { Id: 41, Role: 'renter', Rv: { Id: 9, Name: 'Minnie Winnie' }, StartDate: null, EndDate: null },
      Messages: [],
      RenterFirstName: 'Rita',
      HostFirstName: 'Hugo',
      CanWrite: true,
    } as unknown as ThreadDetail;
    renderPage(<Composer detail={detail} onSent={() => {}} />);
    const box = screen.getByRole('textbox', { name: t('composer.label') });
    await userEvent.click(screen.getByRole('button', { name: t('composer.send') }));
    const words = (code: 'MESSAGE_EMPTY' | 'MESSAGE_TOO_LONG') => messageErrorSentence(code, locale).replace(/\s+/g, ' ');
    expect(await screen.findByText(words('MESSAGE_EMPTY'))).toBeInTheDocument();
    expect(box).toHaveFocus();
    await userEvent.click(box);
    await userEvent.paste('y'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: t('composer.send') }));
    expect(await screen.findByText(words('MESSAGE_TOO_LONG'))).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('y'.repeat(5001));
  }, 30_000);
});

describe.each([
  ['en', enContent, 'Drivers must be at least 21 years old.', 'Enter a phone number of 7 to 15 digits.', 'Please check the fields shown.'],
  [
    'fr',
    frContent,
    'Les conducteurs doivent avoir au moins 21 ans.',
    'Entrez un numéro de téléphone de 7 à 15 chiffres.',
    'Vérifiez les champs indiqués.',
  ],
] as const)(
  'the renter verification’s identity step (%s): VerificationAccountSchema and the contract’s age rule',
  (locale, content, young, phone, fix) => {
    it('shows the problems in place, focuses the first invalid field and keeps the values', async () => {
      i18n.addResourceBundle(locale, 'content', content, true, true);
      await setLocale(locale);
      const t = i18n.getFixedT(locale, 'content');
      const verification = { Id: 'v1', Status: 'Pending', Account: null, Driver: null } as never;
      renderPage(<AccountStep verification={verification} onDone={() => {}} />);
      const box = (key: string) => screen.getByRole('textbox', { name: new RegExp(`^${t(key)}`) });
      await userEvent.type(box('verification.firstName'), 'Élise');
      await userEvent.type(screen.getByLabelText(new RegExp(`^${t('verification.dateOfBirth')}`), { selector: 'input' }), '2015-01-01');
      await userEvent.type(box('verification.phone'), '12');
      await userEvent.click(screen.getByRole('button', { name: t('verification.save') }));
      expect(await screen.findByText(young)).toBeInTheDocument();
      expect(screen.getByText(phone)).toBeInTheDocument();
      expect(screen.getByText(fix)).toBeInTheDocument();
      expect(screen.getByText(i18n.t('forms:required'))).toBeInTheDocument();
      expect(box('verification.lastName')).toHaveFocus();
      expect(box('verification.firstName')).toHaveValue('Élise');
      expect(box('verification.phone')).toHaveValue('12');
    }, 30_000);
  },
);

describe.each([
  ['en', enContent, 'This licence has expired.', 'Add a photo of your licence.', '4 to 25 letters, digits, spaces or dashes.'],
  ['fr', frContent, 'Ce permis est expiré.', 'Ajoutez une photo de votre permis.', 'De 4 à 25 lettres, chiffres, espaces ou tirets.'],
] as const)(
  'the renter verification’s licence step (%s): VerificationDriverSchema and the contract’s expiry rule',
  (locale, content, expired, photo, number) => {
    it('shows the problems in place, focuses the first invalid field and keeps the values', async () => {
      i18n.addResourceBundle(locale, 'content', content, true, true);
      await setLocale(locale);
      const t = i18n.getFixedT(locale, 'content');
      const verification = { Id: 'v1', Status: 'Pending', Account: null, Driver: null } as never;
      renderPage(<DriverStep verification={verification} onDone={() => {}} />);
      const licence = screen.getByRole('textbox', { name: starts(t('verification.licenceNumber')) });
      await userEvent.type(licence, 'a');
      await userEvent.type(screen.getByRole('textbox', { name: starts(t('verification.licenceRegion')) }), 'ON');
      await userEvent.type(screen.getByLabelText(starts(t('verification.licenceExpires')), { selector: 'input' }), '2020-01-01');
      await userEvent.click(screen.getByRole('button', { name: t('verification.save') }));
      expect(await screen.findByText(number)).toBeInTheDocument();
      expect(screen.getByText(expired)).toBeInTheDocument();
      expect(screen.getByText(photo)).toBeInTheDocument();
      expect(licence).toHaveFocus();
      expect(licence).toHaveValue('a');
      expect(screen.getByRole('textbox', { name: starts(t('verification.licenceRegion')) })).toHaveValue('ON');
    }, 30_000);
  },
);

describe.each(['en', 'fr'] as const)('an RV’s edit section (%s): the contract’s rvUpdateSchema, worded by rvMessage', (locale) => {
  it('shows the contract’s words in place, focuses the field and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'owner');
    const rv = { Id: 3, Name: 'Big Bertha', Status: 'draft', Type: 'ClassC', Weight: null, DeliveryRadius: 0, Currency: 'USD' } as never;
    renderPage(
      <SectionForm rv={rv} fields={['Name']} label="Details">
        <NameField />
      </SectionForm>,
    );
    const name = screen.getByRole('textbox', { name: starts(t('fields.name')) });
    expect(name).toHaveValue('Big Bertha');
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.click(screen.getByRole('button', { name: t('common.save') }));
    expect(await screen.findByText(rvMessage('Name.length', locale))).toBeInTheDocument();
    expect(screen.getByText(t('common.fixErrors'))).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('ab');
  }, 30_000);
});

describe.each(['en', 'fr'] as const)('the RV wizard’s first step (%s): rvUpdateSchema and the step’s required answers', (locale) => {
  it('asks for the type in the contract’s words and focuses its first choice', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'owner');
    const handle = { route: { name: 'dashboard-rvs-new' }, pathLocale: locale };
    const router = createMemoryRouter([{ path: '/:dashboard/rvs/new', element: <WizardPage />, handle }], {
      initialEntries: ['/host/rvs/new'],
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), fetcher: () => new Promise(() => {}) }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    const radios = await screen.findAllByRole('radio', {}, { timeout: 10_000 });
    const next = document.querySelector<HTMLButtonElement>('form button[type=submit]');
    if (!next) throw new Error('no Next button');
    await userEvent.click(next);
    expect(await screen.findByText(rvMessage('Type.required', locale))).toBeInTheDocument();
    expect(screen.getByText(t('common.fixErrors'))).toBeInTheDocument();
    expect(radios[0]).toHaveFocus();
  }, 30_000);
});

describe.each(['en', 'fr'] as const)('an RV’s add-on (%s): RvAddOnInputSchema, worded by rvMessage', (locale) => {
  it('shows the contract’s words in place, focuses the first invalid field and keeps what was typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'owner');
    const rv = { Id: 3, AddOns: [], Currency: 'USD' } as never;
    renderPage(<AddOnsSection rv={rv} />);
    await userEvent.click(screen.getByRole('button', { name: t('edit.addonAdd') }));
    const description = screen.getByRole('textbox', { name: starts(t('edit.addonDescriptionEn')) });
    await userEvent.type(description, 'Two folding chairs');
    await userEvent.click(screen.getByRole('button', { name: t('edit.addonSave') }));
    expect(await screen.findByText(rvMessage('AddOnName.required', locale))).toBeInTheDocument();
    expect(screen.getByText(rvMessage('AddOnPrice.range', locale).replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: starts(t('edit.addonNameEn')) })).toHaveFocus();
    expect(description).toHaveValue('Two folding chairs');
  }, 30_000);
});
