// /lp-signup (landing sign-up), /recovery-password (ask for a link) and /recovery-password/{code} (new password).
// Recovery answers the same whether or not the address has an account.
import { Banner, Button, TextField } from '@rove/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../layout/use-locale-path.ts';
import { checkRecoveryCode, requestPasswordRecovery, setRecoveredPassword } from '../session/session-client.ts';
import { emailError, newPasswordError, serverErrorKey } from './auth-validation.ts';
import { PasswordField } from './password-field.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignUpForm } from './sign-up-form.tsx';

function Panel({ title, body, children }: { title: string; body?: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-12" aria-labelledby="account-title">
      <h1 id="account-title" className="font-display text-3xl font-semibold">
        {title}
      </h1>
      {body ? <p className="text-muted-foreground">{body}</p> : null}
      {children}
    </section>
  );
}

export function LandingSignUp() {
  const { t } = useTranslation('auth');
  const to = useLocalePath();
  return (
    <Panel title={t('lpTitle')} body={t('lpBody')}>
      <SignUpForm pageSource="lp-signup" />
      <ProviderButtons isSignUp pageSource="lp-signup" />
      <Link to={to('signin')} className="text-center text-sm font-semibold text-primary underline underline-offset-4">
        {t('toSignin')}
      </Link>
    </Panel>
  );
}

export function RecoveryRequest() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailError(email);
    setProblem(found);
    setFailure(null);
    if (found || pending) return;
    setPending(true);
    try {
      await requestPasswordRecovery(email.trim(), locale);
      setSent(true);
    } catch (error) {
      setFailure(serverErrorKey(error, 'other'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel title={t('recoveryTitle')} body={t('recoveryBody')}>
      {sent ? (
        <Banner tone="success">{t('recoverySent')}</Banner>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('recoveryTitle')}>
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
            isInvalid={Boolean(problem)}
            errorMessage={problem ? t(problem) : undefined}
          />
          <Button type="submit" loading={pending}>
            {t('recoverySubmit')}
          </Button>
        </form>
      )}
    </Panel>
  );
}

export function RecoverySetPassword({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalePath();
  const [state, setState] = useState<'checking' | 'ready' | 'invalid' | 'done'>('checking');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let alive = true;
    checkRecoveryCode(code, locale).then(
      () => alive && setState('ready'),
      () => alive && setState('invalid'),
    );
    return () => {
      alive = false;
    };
  }, [code, locale]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordError(password);
    setProblem(found);
    setFailure(null);
    if (found || pending) return;
    setPending(true);
    try {
      await setRecoveredPassword(code, password, locale);
      setState('done');
    } catch (error) {
      if ((error as { status?: number }).status === 400) setState('invalid');
      else setFailure(serverErrorKey(error, 'other'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel title={t('recoverySetTitle')}>
      {state === 'invalid' ? (
        <>
          <Banner tone="danger">{t('recoveryInvalid')}</Banner>
          <Link to={to('recovery-password')} className="text-sm font-semibold text-primary underline underline-offset-4">
            {t('recoveryAgain')}
          </Link>
        </>
      ) : state === 'done' ? (
        <>
          <Banner tone="success">{t('recoveryDone')}</Banner>
          <Button asChild>
            <Link to={to('signin')}>{t('signinSubmit')}</Link>
          </Button>
        </>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4"
          aria-label={t('recoverySetTitle')}
          aria-busy={state === 'checking'}
        >
          {failure ? (
            <Banner tone="danger" urgent>
              {t(failure)}
            </Banner>
          ) : null}
          <PasswordField
            label={t('newPassword')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            description={problem ? undefined : t('passwordHint')}
            errorMessage={problem ? t(problem) : undefined}
          />
          <Button type="submit" loading={pending} disabled={state === 'checking'}>
            {t('recoverySetSubmit')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
