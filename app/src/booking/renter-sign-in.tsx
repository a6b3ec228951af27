// Booking needs a signed-in renter: a short email-and-password sign-in in place, through the identity session
// client (the full sign-in and sign-up flows live on /signin and /signup).
import { Banner, Button, TextField } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-fetch.ts';
import { useLocale, useLocalePath } from '../layout/use-locale-path.ts';
import { withQuery } from '../routes/path-for.ts';
import { signInWithCredentials } from '../session/session-client.ts';

export function RenterSignIn() {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const to = useLocalePath();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim() || !password) {
      setError(t('signIn.missing'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await signInWithCredentials(email.trim(), password, locale);
    } catch (caught) {
      setError((caught as ApiError).message || t('signIn.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border p-5"
      aria-labelledby="sign-in-heading"
    >
      <h2 id="sign-in-heading" className="font-display text-xl font-semibold">
        {t('signIn.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('signIn.why')}</p>
      {error ? (
        <Banner tone="danger" urgent>
          {error}
        </Banner>
      ) : null}
      <TextField label={t('signIn.email')} type="email" autoComplete="email" value={email} onChange={setEmail} isRequired />
      <TextField
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isRequired
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={pending}>
          {t('signIn.submit')}
        </Button>
        <Link
          className="text-sm text-primary underline"
          to={withQuery(to('signup'), { redirect: window.location.pathname + window.location.search })}
        >
          {t('signIn.createAccount')}
        </Link>
      </div>
    </form>
  );
}
