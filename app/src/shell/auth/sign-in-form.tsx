// Email and password sign-in. One message for a wrong address or password (no account enumeration).
import { Banner, Button, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { signInWithCredentials } from '../session/account-calls.ts';
import type { SessionUser } from '../../api/session-store.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { serverErrorKey } from './auth-validation.ts';
import { PasswordField } from './password-field.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';

/** `onSignedIn` replaces the redirect after sign-in, for forms that sign in where the user already is. */
export function SignInForm({ onSignedIn }: { onSignedIn?: (user: SessionUser) => void } = {}) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalePath();
  const afterSignIn = useAfterSignIn();
  const form = useContractForm({
    schema: () => import('./auth-schemas.ts').then((m) => m.SignInBodySchema),
    initial: { Email: '', Password: '' },
    toBody: (values) => values,
    namespace: 'auth',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (body) => {
    setFailure(null);
    try {
      const user = await signInWithCredentials(body.Email, body.Password, locale);
      if (!onSignedIn) return afterSignIn(user);
      onSignedIn(user);
    } catch (error) {
      setFailure(serverErrorKey(error, 'signin'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('signinSubmit')}>
      {failure ? (
        <Banner tone="danger" urgent>
          {t(failure)}
        </Banner>
      ) : null}
      <TextField label={t('email')} type="email" autoComplete="email" isRequired {...form.field('Email')} />
      <PasswordField label={t('password')} autoComplete="current-password" {...form.field('Password')} />
      <Link to={to('recovery-password')} className="w-fit text-sm text-primary underline underline-offset-4">
        {t('forgotPassword')}
      </Link>
      <Button type="submit" loading={form.pending} className="w-full">
        {t('signinSubmit')}
      </Button>
    </form>
  );
}
