// Every converted form: the contract schema's problems shown in place in English and French, the first invalid
// field focused on submit, and what was typed kept. Typing is slow on a busy machine: each journey may take 30 s.
import { cancellationPolicies } from '@rove/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecoveryRequest } from '../renter/account/account-pages.tsx';
import { SignInForm } from '../shell/auth/sign-in-form.tsx';
import { SignUpForm } from '../shell/auth/sign-up-form.tsx';
import { RenterDetailsForm } from '../renter/request-to-book/renter-details-form.tsx';
import PaymentPage from '../host/profile/payment-page.tsx';
import PayoutPage from '../host/profile/payout-page.tsx';
import ProfilePage from '../host/profile/profile-page.tsx';
import { profileKey } from '../host/profile/profile-api.ts';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';
import type { ListingDetail } from '../renter/listing/listing-api.ts';

function renderForm(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

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

describe.each([
  ['en', { email: 'Email', password: 'Password', signIn: 'Sign in', emailRequired: 'Enter your email address.' }],
  [
    'fr',
    { email: 'Adresse courriel', password: 'Mot de passe', signIn: 'Se connecter', emailRequired: 'Saisissez votre adresse courriel.' },
  ],
] as const)('sign-in (%s)', (locale, words) => {
  it('shows the problems in place, focuses the first invalid field and keeps the values', async () => {
    await setLocale(locale);
    renderForm(<SignInForm />);
    const password = screen.getByLabelText(new RegExp(`^${words.password}`), { selector: 'input' });
    await userEvent.type(password, 'secret');
    await userEvent.click(screen.getByRole('button', { name: words.signIn }));
    const email = screen.getByRole('textbox', { name: new RegExp(words.email) });
    expect(await screen.findByText(words.emailRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(screen.getByText(words.emailRequired).id);
    expect(email).toHaveFocus();
    expect(password).toHaveValue('secret');
    expect(password).not.toHaveAttribute('aria-invalid');
  }, 30_000);
});

describe.each([
  [
    'en',
    {
      first: 'First name',
      email: 'Email',
      create: 'Create account',
      short: 'Use at least 8 characters.',
      bad: 'Enter a valid email address, like name@example.com.',
    },
  ],
  [
    'fr',
    {
      first: 'Prénom',
      email: 'Adresse courriel',
      create: 'Créer le compte',
      short: 'Utilisez au moins 8 caractères.',
      bad: 'Saisissez une adresse courriel valide, comme nom@exemple.com.',
    },
  ],
] as const)('sign-up (%s)', (locale, words) => {
  it('checks the server’s bounds with its schema, focuses the first invalid field and keeps the values', async () => {
    await setLocale(locale);
    renderForm(<SignUpForm pageSource="test" />);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${words.first}`) }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${words.email}`) }), 'ada@example');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${i18n.t('auth:password')}`), { selector: 'input' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: words.create }));
    expect(await screen.findByText(words.short)).toBeInTheDocument();
    expect(screen.getByText(words.bad)).toBeInTheDocument();
    // The last name (empty) comes first in the page's order after the first name, which is valid.
    expect(screen.getByRole('textbox', { name: new RegExp(`^${i18n.t('auth:lastName')}`) })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${words.first}`) })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${words.email}`) })).toHaveValue('ada@example');
  }, 30_000);
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
  }, 30_000);
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
  }, 30_000);
});

describe.each([
  ['en', 'Enter a valid card number.', 'Enter the 3 or 4 digits on the back of the card.'],
  ['fr', 'Entrez un numéro de carte valide.', 'Entrez les 3 ou 4 chiffres au dos de la carte.'],
] as const)('a host’s saved card (%s): the contract’s own codes, worded by its catalogue', (locale, badNumber, badCvc) => {
  it('shows them in place, focuses the first invalid field, keeps the values and clears a field’s problem as it is typed', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'host');
    renderForm(<PaymentPage />);
    const number = screen.getByRole('textbox', { name: t('payment.number') });
    await userEvent.type(number, '1234');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t('payment.expiry')}`) }), '12/30');
    await userEvent.click(screen.getByRole('button', { name: t('payment.save') }));
    expect(await screen.findByText(badNumber)).toBeInTheDocument();
    expect(screen.getByText(badCvc)).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(number).toHaveValue('1234');
    await userEvent.type(number, '5');
    expect(screen.queryByText(badNumber)).not.toBeInTheDocument();
    expect(screen.getByText(badCvc)).toBeInTheDocument();
  }, 30_000);
});

describe.each([
  ['en', 'This routing number does not exist: check its digits.', 'The two account numbers differ.'],
  ['fr', 'Ce numéro d’acheminement n’existe pas : vérifiez ses chiffres.', 'Les deux numéros de compte diffèrent.'],
] as const)('a host’s payout account (%s): the schema, then the contract’s account checks', (locale, badRouting, mismatch) => {
  it('shows the checks in place and focuses the first field that fails', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'host');
    renderForm(<PayoutPage />);
    const box = (key: string) => screen.getByRole('textbox', { name: t(key) });
    await userEvent.type(box('payout.holder'), 'Hana Host');
    await userEvent.type(box('payout.routing'), '123456789');
    await userEvent.type(box('payout.accountNumber'), '12345678');
    await userEvent.type(box('payout.confirmAccount'), '12345679');
    await userEvent.click(screen.getByRole('button', { name: t('payout.save') }));
    expect(await screen.findByText(badRouting)).toBeInTheDocument();
    expect(screen.getByText(mismatch)).toBeInTheDocument();
    expect(box('payout.routing')).toHaveFocus();
    expect(box('payout.holder')).toHaveValue('Hana Host');
  }, 30_000);
});

describe.each([
  ['en', 'Enter the driver’s first name.', 'Enter a 10-digit phone number, e.g. 416 555 0199.'],
  ['fr', 'Entrez le prénom du conducteur.', 'Entrez un numéro à 10 chiffres, p. ex. 416 555 0199.'],
] as const)('a host’s profile (%s): what the server holds, edited and checked with ProfileInputSchema', (locale, firstName, phone) => {
  it('shows the problems in place, focuses the first and keeps the rest of the profile', async () => {
    await setLocale(locale);
    const t = i18n.getFixedT(locale, 'host');
    const profile = {
      Id: 1,
      Email: 'hana@example.com',
      FirstName: 'Hana',
      LastName: 'Host',
      About: 'Hello',
      Languages: ['en'],
      City: 'Halifax',
      Region: 'NS',
      Country: 'CA',
      PhoneNumber: null,
      CountryPhoneCode: '+1',
      Language: 'en',
      AvatarUrl: null,
    };
    const router = createMemoryRouter([{ path: '*', element: <ProfilePage /> }], { initialEntries: ['/'] });
    render(
      <SWRConfig value={{ fallback: { [profileKey]: profile }, fetcher: () => new Promise(() => {}) }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    const first = screen.getByRole('textbox', { name: t('drivers.firstName') });
    await userEvent.clear(first);
    await userEvent.type(screen.getByRole('textbox', { name: t('profile.phone') }), '12');
    await userEvent.click(screen.getByRole('button', { name: t('profile.save') }));
    expect(await screen.findByText(firstName)).toBeInTheDocument();
    expect(screen.getByText(phone)).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(screen.getByRole('textbox', { name: t('profile.city') })).toHaveValue('Halifax');
  }, 30_000);
});
