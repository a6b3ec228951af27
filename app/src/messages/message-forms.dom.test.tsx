// The messages' forms (templates, pre-booking message, a question to the host, the reply box): the contract schema's
// problems shown in place in English and French, the first invalid field focused on submit, and what was typed kept.
// Typing is slow on a busy machine: each journey may take 30 s.
import { messageWords, type ThreadDetail } from '@rove/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AskHostDialog from './ask-host-dialog.tsx';
import { Composer } from './composer.tsx';
import PreBookingPage from './pre-booking-page.tsx';
import TemplatesPage from './templates-page.tsx';
import { renderPage } from '../forms/form-testing.tsx';
import { i18n, initI18n, setLocale } from '../i18n/i18n.ts';
import { codeText, type Translate } from '../forms/contract-form.ts';

/** A refusal's sentence as the page words it (forms.json, the server's words too). */
const messageErrorSentence = (code: string, locale: 'en' | 'fr') =>
  codeText(i18n.t.bind(i18n) as unknown as Translate, messageWords, code, locale);

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await setLocale('en');
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
  });
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
  });
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
  });
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
  });
});
