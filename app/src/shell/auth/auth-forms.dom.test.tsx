// The sign-in and sign-up forms: the contract schema's problems shown in place in English and French, the first invalid
// field focused on submit, and what was typed kept. Typing is slow on a busy machine: each journey may take 30 s.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { renderForm } from '../../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../../i18n/i18n.ts';

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
  });
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
  });
});
