// Email and password sign-in. One message for a wrong address or password (no account enumeration).
import { Banner, Button, TextField } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../layout/use-locale-path.ts';
import { signInWithCredentials } from '../session/session-client.ts';
import type { SessionUser } from '../session/session-store.ts';
import { type FieldErrors, serverErrorKey, signInErrors } from './auth-validation.ts';
import { PasswordField } from './password-field.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';

/** `onSignedIn` replaces the redirect after sign-in, for forms that sign in where the user already is. */
export function SignInForm({ onSignedIn }: { onSignedIn?: (user: SessionUser) => void } = {}) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalePath();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = signInErrors({ email, password });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const user = await signInWithCredentials(email.trim(), password, locale);
      if (!onSignedIn) return afterSignIn(user);
      onSignedIn(user);
      setPending(false);
    } catch (error) {
      setFailure(serverErrorKey(error, 'signin'));
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('signinSubmit')}>
      {failure ? (
        <Banner tone="danger" urgent>
          {t(failure)}
        </Banner>
      ) : null}
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isRequired
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email ? t(errors.email) : undefined}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        errorMessage={errors.password ? t(errors.password) : undefined}
      />
      <Link to={to('recovery-password')} className="w-fit text-sm text-primary underline underline-offset-4">
        {t('forgotPassword')}
      </Link>
      <Button type="submit" loading={pending} className="w-full">
        {t('signinSubmit')}
      </Button>
    </form>
  );
}
