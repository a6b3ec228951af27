// Page module (one lazy chunk): /recovery-password, asking for a recovery link. It answers the same whether or not the
// address has an account.
import { Banner, Button, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../routes/use-locale-path.ts';
import { requestPasswordRecovery } from '../../shell/session/account-calls.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { serverErrorKey } from '../../shell/auth/auth-validation.ts';
import { Panel } from './account-panel.tsx';

export function RecoveryRequest() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const form = useContractForm({
    schema: () => import('../renter-schemas.ts').then((m) => m.RecoveryRequestBodySchema),
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

export default RecoveryRequest;
