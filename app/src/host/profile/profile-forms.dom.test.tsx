// The host profile's forms (saved card, payout account, profile): the contract schema's problems shown in place in
// English and French, the first invalid field focused on submit, and what was typed kept. Typing is slow on a busy
// machine: each journey may take 30 s.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PaymentPage from './payment-page.tsx';
import PayoutPage from './payout-page.tsx';
import ProfilePage from './profile-page.tsx';
import { profileKey } from './profile-api.ts';
import { renderForm } from '../../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../../i18n/i18n.ts';

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
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
  });
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
  });
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
  });
});
