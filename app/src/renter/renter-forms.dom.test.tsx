// The renter's forms (password recovery, renter details on request to book): the contract schema's problems shown in
// place in English and French, the first invalid field focused on submit, and what was typed kept. Typing is slow on a
// busy machine: each journey may take 30 s.
import { cancellationPolicies } from '@rove/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecoveryRequest } from './account/recovery-request-page.tsx';
import { RenterDetailsForm } from './request-to-book/renter-details-form.tsx';
import type { ListingDetail } from './listing/listing-api.ts';
import { renderForm } from '../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';

const listing = {
  Id: 7,
  Type: 'ClassC',
  InstantBook: false,
  Location: { Country: 'CA' },
  Host: { FirstName: 'Hugo' },
  CancellationPolicy: cancellationPolicies.Moderate,
  Pricing: {},
} as unknown as ListingDetail;
const trip = { dateStart: '2027-07-01', dateEnd: '2027-07-05', adults: 2, children: 0, pets: 0 } as never;

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
});

describe.each(['en', 'fr'] as const)('password recovery (%s)', (locale) => {
  it('asks for a valid address', async () => {
    await setLocale(locale);
    renderForm(<RecoveryRequest />);
    const email = screen.getByRole('textbox', { name: new RegExp(`^${i18n.t('auth:email')}`) });
    await userEvent.type(email, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth:recoverySubmit') }));
    expect(await screen.findByText(i18n.t('forms:email'))).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveValue('nobody');
  });
});

describe.each([
  [
    'en',
    {
      postal: 'Use at least',
      young: 'The main driver must be at least 25 on the first day of the trip.',
      fix: 'Please correct the fields marked in red.',
    },
  ],
  [
    'fr',
    {
      postal: 'Utilisez au moins',
      young: 'Le conducteur principal doit avoir au moins 25 ans le premier jour du voyage.',
      fix: 'Veuillez corriger les champs indiqués en rouge.',
    },
  ],
] as const)('renter details on request-to-book (%s)', (locale, words) => {
  it('checks RenterRequestSchema and the trip rules, focuses the first invalid field and keeps the values', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'booking');
    renderForm(<RenterDetailsForm listing={listing} params={trip} update={() => {}} estimate={{} as never} />);
    const field = (key: string) => screen.getByRole('textbox', { name: t(key) });
    await userEvent.type(field('renter.firstName'), 'Rita');
    await userEvent.type(field('renter.lastName'), 'Renter');
    await userEvent.type(field('renter.city'), 'Toronto');
    await userEvent.type(field('renter.region'), 'ON');
    await userEvent.type(field('renter.licenceNumber'), 'R1234-56789');
    await userEvent.type(field('renter.licenceRegion'), 'ON');
    await userEvent.type(field('renter.postalCode'), 'M5');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${t('renter.dateOfBirth')}`), { selector: 'input' }), '2005-01-01');
    await userEvent.click(screen.getByRole('button', { name: t('submit.request') }));
    expect(await screen.findByText(words.fix)).toBeInTheDocument();
    expect(screen.getByText(words.young)).toBeInTheDocument();
    expect(screen.getByText(t('form.postalCode.tooShort'))).toBeInTheDocument();
    expect(screen.getAllByText(i18n.t('forms:required')).length).toBeGreaterThan(0);
    // The phone number (empty) is the first invalid field of the page.
    expect(screen.getByRole('textbox', { name: t('renter.phone') })).toHaveFocus();
    expect(field('renter.firstName')).toHaveValue('Rita');
    expect(field('renter.postalCode')).toHaveValue('M5');
    expect(field('renter.postalCode')).toHaveAttribute('aria-invalid', 'true');
  });
});
