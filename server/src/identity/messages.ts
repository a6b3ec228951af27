import type { Locale } from '@rove/contract';
// User-facing texts of identity answers, in both languages (the app may show Message as is).
export const identityMessages = {
  invalidCredentials: { en: 'The email or password is incorrect.', fr: 'L’adresse courriel ou le mot de passe est incorrect.' },
  // The wait in seconds under a minute (growing delays start at a few seconds), else in whole minutes.
  rateLimited: {
    en: (seconds: number) => `Too many attempts. Try again in ${waitText(seconds, 'second', 'minute')}.`,
    fr: (seconds: number) => `Trop de tentatives. Réessayez dans ${waitText(seconds, 'seconde', 'minute')}.`,
  },
  signUpCodeSent: {
    en: 'If this address can be used, we sent a 6-digit code to it. Enter it to finish creating your account.',
    fr: 'Si cette adresse peut être utilisée, nous y avons envoyé un code à 6 chiffres. Entrez-le pour terminer la création de votre compte.',
  },
  invalidCode: { en: 'This code is not valid or has expired.', fr: 'Ce code n’est pas valide ou a expiré.' },
  recoverySent: {
    en: 'If an account uses this address, we sent it a link to choose a new password.',
    fr: 'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.',
  },
  invalidRecoveryCode: {
    en: 'This link is not valid or has expired. Ask for a new one.',
    fr: 'Ce lien n’est pas valide ou a expiré. Demandez-en un nouveau.',
  },
  invalidRefreshToken: { en: 'Your session has ended. Sign in again.', fr: 'Votre session a pris fin. Reconnectez-vous.' },
  adminOnly: { en: 'Only administrators can do this.', fr: 'Seuls les administrateurs peuvent faire ceci.' },
  invalidPassword: { en: 'The password is incorrect.', fr: 'Le mot de passe est incorrect.' },
} as const;

export type MessageLocale = Locale;

export function waitText(seconds: number, second: string, minute: string): string {
  const [count, unit] = seconds < 60 ? [Math.max(1, Math.ceil(seconds)), second] : [Math.ceil(seconds / 60), minute];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
