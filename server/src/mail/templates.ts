import { frenchSpacing } from '@rove/contract/french';
import { escapeHtml } from './html.ts';
import { serverWords } from '../i18n/server-words.ts';
import type { MailLanguage, MailMessage } from './mailer.ts';

type Content = { subject: string; paragraphs: string[]; link?: { href: string; label: string } };

function render(kind: string, to: string, language: MailLanguage, given: Content): MailMessage {
  // French typography (no-break spaces before : ? ! ;) on every French line, as locales/fr has it.
  const typeset = (line: string) => (language === 'fr' ? frenchSpacing(line) : line);
  const content: Content = {
    subject: typeset(given.subject),
    paragraphs: given.paragraphs.map(typeset),
    link: given.link ? { href: given.link.href, label: given.link.label } : undefined,
  };
  const text = [...content.paragraphs, ...(content.link ? [typeset(`${content.link.label}: ${content.link.href}`)] : []), '— Rove'].join(
    '\n\n',
  );
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    content.link ? `<p><a href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.label)}</a></p>` : '',
    '<p>— Rove</p></body></html>',
  ].join('');
  return { kind, to, language, subject: content.subject, text, html };
}

/** A mail's sentence (locales/{en,fr}/server.json, mails). */
const say = (language: MailLanguage, key: string, values?: Record<string, string | number>) =>
  serverWords(language, `mails.${key}`, values);

const greeting = (language: MailLanguage, firstName?: string) =>
  firstName ? say(language, 'greeting', { first: firstName }) : say(language, 'greetingAnonymous');

export const providerNames = { facebook: 'Facebook', google: 'Google', apple: 'Apple' } as const;

export const mailTemplates = {
  signUpCode(to: string, language: MailLanguage, data: { code: string; firstName?: string; minutes: number }) {
    const values = { code: data.code, minutes: data.minutes };
    return render('sign-up-code', to, language, {
      subject: say(language, 'signUpCode.subject', values),
      paragraphs: [greeting(language, data.firstName), say(language, 'signUpCode.code', values), say(language, 'signUpCode.notYou')],
    });
  },

  /** Sent instead of a sign-up code when the address already has an account (the API answers the same). */
  signUpExistingAccount(to: string, language: MailLanguage, data: { recoveryUrl: string; firstName?: string }) {
    return render('sign-up-existing-account', to, language, {
      subject: say(language, 'signUpExistingAccount.subject'),
      paragraphs: [
        greeting(language, data.firstName),
        say(language, 'signUpExistingAccount.tried'),
        say(language, 'signUpExistingAccount.notYou'),
      ],
      link: { href: data.recoveryUrl, label: say(language, 'signUpExistingAccount.link') },
    });
  },

  welcome(to: string, language: MailLanguage, data: { firstName?: string; appUrl: string; asHost: boolean }) {
    return render('welcome', to, language, {
      subject: say(language, 'welcome.subject'),
      paragraphs: [greeting(language, data.firstName), say(language, data.asHost ? 'welcome.readyHost' : 'welcome.readyRenter')],
      // The home page in the reader's language (/fr for French).
      link: {
        href: language === 'fr' ? `${data.appUrl.replace(/\/$/, '')}/fr` : data.appUrl,
        label: say(language, 'welcome.link'),
      },
    });
  },

  recovery(to: string, language: MailLanguage, data: { url: string; minutes: number; firstName?: string }) {
    return render('recovery', to, language, {
      subject: say(language, 'recovery.subject'),
      paragraphs: [
        greeting(language, data.firstName),
        say(language, 'recovery.open', { minutes: data.minutes }),
        say(language, 'recovery.notYou'),
      ],
      link: { href: data.url, label: say(language, 'recovery.link') },
    });
  },

  passwordChanged(to: string, language: MailLanguage, data: { firstName?: string }) {
    return render('password-changed', to, language, {
      subject: say(language, 'passwordChanged.subject'),
      paragraphs: [greeting(language, data.firstName), say(language, 'passwordChanged.changed'), say(language, 'passwordChanged.notYou')],
    });
  },

  providerSignInCode(to: string, language: MailLanguage, data: { code: string; provider: keyof typeof providerNames; minutes: number }) {
    const values = { code: data.code, provider: providerNames[data.provider], minutes: data.minutes };
    return render('provider-sign-in-code', to, language, {
      subject: say(language, 'providerSignInCode.subject', values),
      paragraphs: [
        greeting(language),
        say(language, 'providerSignInCode.code', values),
        say(language, 'providerSignInCode.standIn', values),
      ],
    });
  },
};
