// /lp-signup (landing sign-up), /recovery-password (ask for a link) and /recovery-password/{code} (new password).
// Recovery answers the same whether or not the address has an account.
import { Banner, Button, TextField } from '@rove/ui';
import { RecoveryRequestBodySchema, ResetPasswordBodySchema } from '@rove/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { checkRecoveryCode, requestPasswordRecovery, setRecoveredPassword } from '../../shell/session/account-calls.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { serverErrorKey } from '../../shell/auth/auth-validation.ts';
import { PasswordField } from '../../shell/auth/password-field.tsx';
import { ProviderButtons } from '../../shell/auth/provider-buttons.tsx';
import { SignUpForm } from '../../shell/auth/sign-up-form.tsx';

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
  const form = useContractForm({
    schema: RecoveryRequestBodySchema,
    initial: { Email: '' },
    toBody: (values) => values,
    namespace: 'auth',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(async (body) => {
    setFailure(null);
    try {
      await requestPasswordRecovery(body.Email, locale);
      setSent(true);
    } catch (error) {
      setFailure(serverErrorKey(error, 'other'));
    }
  });

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
          <TextField label={t('email')} type="email" autoComplete="email" isRequired {...form.field('Email')} />
          <Button type="submit" loading={form.pending}>
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
  const form = useContractForm({
    schema: ResetPasswordBodySchema,
    initial: { Password: '' },
    toBody: (values) => values,
    namespace: 'auth',
  });
  const [failure, setFailure] = useState<string | null>(null);

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

  const submit = form.onSubmit(async (body) => {
    setFailure(null);
    try {
      await setRecoveredPassword(code, body.Password, locale);
      setState('done');
    } catch (error) {
      if ((error as { status?: number }).status === 400) setState('invalid');
      else setFailure(serverErrorKey(error, 'other'));
    }
  });

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
            autoComplete="new-password"
            description={form.problems.Password ? undefined : t('passwordHint')}
            {...form.field('Password')}
          />
          <Button type="submit" loading={form.pending} disabled={state === 'checking'}>
            {t('recoverySetSubmit')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
