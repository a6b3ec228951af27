// Page module (one lazy chunk): /recovery-password/{code}, choosing a new password with the link's code.
import { Banner, Button } from '@rove/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { checkRecoveryCode, setRecoveredPassword } from '../../shell/session/account-calls.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { serverErrorKey } from '../../shell/auth/auth-validation.ts';
import { PasswordField } from '../../shell/auth/password-field.tsx';
import { Panel } from './account-panel.tsx';

export function RecoverySetPassword({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalePath();
  const [state, setState] = useState<'checking' | 'ready' | 'invalid' | 'done'>('checking');
  const form = useContractForm({
    schema: () => import('../renter-schemas.ts').then((m) => m.ResetPasswordBodySchema),
    initial: { Password: '' },
    toBody: (values) => values,
    namespace: 'auth',
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    // The check only settles a page still checking: a password set while it was on its way (a quick typist, a
    // slow server) must not be overwritten by its late answer ('ready', or 'invalid' once the code is used).
    const settle = (next: 'ready' | 'invalid') => alive && setState((now) => (now === 'checking' ? next : now));
    checkRecoveryCode(code, locale).then(
      () => settle('ready'),
      () => settle('invalid'),
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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('recoverySetTitle')}>
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
          <Button type="submit" loading={form.pending}>
            {t('recoverySetSubmit')}
          </Button>
        </form>
      )}
    </Panel>
  );
}

export default function RecoverySetPasswordPage() {
  const { code = '' } = useParams();
  return <RecoverySetPassword code={code} />;
}
