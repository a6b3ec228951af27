// The renter verification's two steps: the contract schema's problems shown in place in English and French, the first
// invalid field focused on submit, and what was typed kept. Typing is slow on a busy machine: each journey may take 30
// s.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enContent from '../../../locales/en/content.json';
import frContent from '../../../locales/fr/content.json';
import { AccountStep, DriverStep } from './verification-steps.tsx';
import { renderPage, starts } from '../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
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
    });
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
    });
  },
);
