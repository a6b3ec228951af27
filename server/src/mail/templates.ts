import { frenchSpacing } from '@rove/contract/french';
import { escapeHtml } from './html.ts';
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

const greeting = (language: MailLanguage, firstName?: string) =>
  language === 'fr' ? (firstName ? `Bonjour ${firstName},` : 'Bonjour,') : firstName ? `Hi ${firstName},` : 'Hi,';

export const providerNames = { facebook: 'Facebook', google: 'Google', apple: 'Apple' } as const;

export const mailTemplates = {
  signUpCode(to: string, language: MailLanguage, data: { code: string; firstName?: string; minutes: number }) {
    return render('sign-up-code', to, language, {
      subject: language === 'fr' ? `Votre code d’inscription Rove : ${data.code}` : `Your Rove sign-up code: ${data.code}`,
      paragraphs:
        language === 'fr'
          ? [
              greeting(language, data.firstName),
              `Votre code pour terminer votre inscription à Rove est ${data.code}. Il expire dans ${data.minutes} minutes.`,
              'Si vous n’avez pas demandé à créer un compte, ignorez ce message.',
            ]
          : [
              greeting(language, data.firstName),
              `Your code to finish creating your Rove account is ${data.code}. It expires in ${data.minutes} minutes.`,
              'If you did not ask to create an account, ignore this message.',
            ],
    });
  },

  /** Sent instead of a sign-up code when the address already has an account (the API answers the same). */
  signUpExistingAccount(to: string, language: MailLanguage, data: { recoveryUrl: string; firstName?: string }) {
    return render('sign-up-existing-account', to, language, {
      subject: language === 'fr' ? 'Vous avez déjà un compte Rove' : 'You already have a Rove account',
      paragraphs:
        language === 'fr'
          ? [
              greeting(language, data.firstName),
              'Quelqu’un, peut-être vous, a essayé de créer un compte Rove avec cette adresse. Vous avez déjà un compte : connectez-vous, ou choisissez un nouveau mot de passe.',
              'Si ce n’était pas vous, ignorez ce message : votre compte n’a pas changé.',
            ]
          : [
              greeting(language, data.firstName),
              'Someone, maybe you, tried to create a Rove account with this address. You already have an account: sign in, or choose a new password.',
              'If this was not you, ignore this message: your account has not changed.',
            ],
      link: { href: data.recoveryUrl, label: language === 'fr' ? 'Choisir un nouveau mot de passe' : 'Choose a new password' },
    });
  },

  welcome(to: string, language: MailLanguage, data: { firstName?: string; appUrl: string; asHost: boolean }) {
    return render('welcome', to, language, {
      subject: language === 'fr' ? 'Bienvenue chez Rove' : 'Welcome to Rove',
      paragraphs:
        language === 'fr'
          ? [
              greeting(language, data.firstName),
              data.asHost
                ? 'Votre compte Rove est prêt. Inscrivez votre VR et commencez à recevoir des demandes de réservation.'
                : 'Votre compte Rove est prêt. Trouvez un VR près de chez vous pour votre prochain voyage.',
            ]
          : [
              greeting(language, data.firstName),
              data.asHost
                ? 'Your Rove account is ready. List your RV and start receiving booking requests.'
                : 'Your Rove account is ready. Find an RV near you for your next trip.',
            ],
      // The home page in the reader's language (/fr for French).
      link: {
        href: language === 'fr' ? `${data.appUrl.replace(/\/$/, '')}/fr` : data.appUrl,
        label: language === 'fr' ? 'Ouvrir Rove' : 'Open Rove',
      },
    });
  },

  recovery(to: string, language: MailLanguage, data: { url: string; minutes: number; firstName?: string }) {
    return render('recovery', to, language, {
      subject: language === 'fr' ? 'Choisir un nouveau mot de passe Rove' : 'Choose a new Rove password',
      paragraphs:
        language === 'fr'
          ? [
              greeting(language, data.firstName),
              `Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous. Il ne fonctionne qu’une fois et expire dans ${data.minutes} minutes.`,
              'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe n’a pas changé.',
            ]
          : [
              greeting(language, data.firstName),
              `To choose a new password, open the link below. It works once and expires in ${data.minutes} minutes.`,
              'If you did not ask for this, ignore this message: your password has not changed.',
            ],
      link: { href: data.url, label: language === 'fr' ? 'Choisir un nouveau mot de passe' : 'Choose a new password' },
    });
  },

  passwordChanged(to: string, language: MailLanguage, data: { firstName?: string }) {
    return render('password-changed', to, language, {
      subject: language === 'fr' ? 'Votre mot de passe Rove a changé' : 'Your Rove password has changed',
      paragraphs:
        language === 'fr'
          ? [
              greeting(language, data.firstName),
              'Votre mot de passe vient d’être changé et vos sessions ouvertes ont été fermées.',
              'Si ce n’était pas vous, demandez tout de suite un nouveau mot de passe.',
            ]
          : [
              greeting(language, data.firstName),
              'Your password was just changed and your open sessions were signed out.',
              'If this was not you, ask for a new password right away.',
            ],
    });
  },

  providerSignInCode(to: string, language: MailLanguage, data: { code: string; provider: keyof typeof providerNames; minutes: number }) {
    const provider = providerNames[data.provider];
    return render('provider-sign-in-code', to, language, {
      subject: language === 'fr' ? `Votre code de connexion Rove : ${data.code}` : `Your Rove sign-in code: ${data.code}`,
      paragraphs:
        language === 'fr'
          ? [
              greeting(language),
              `Votre code pour continuer avec ${provider} est ${data.code}. Il expire dans ${data.minutes} minutes.`,
              `Ce code vient du fournisseur d’identité local de Rove, qui remplace ${provider} sur cette installation.`,
            ]
          : [
              greeting(language),
              `Your code to continue with ${provider} is ${data.code}. It expires in ${data.minutes} minutes.`,
              `This code comes from Rove’s local identity provider, which stands in for ${provider} on this installation.`,
            ],
    });
  },
} as const;
