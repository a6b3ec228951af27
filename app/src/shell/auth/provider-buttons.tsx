// Continue with facebook, google or apple. Intent and redirect go to cookies before leaving; a failure resets the
// loading flag (the modal's provider) and shows a clear message.
import { Banner, Button } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportError } from '../../lib/report-error.ts';
import { setAuthProvider, useAuthModal } from './auth-modal-store.ts';
import { externalProviders } from './auth-rules.ts';
import { providerErrorKey } from './auth-validation.ts';
import { useSignUpContext } from './sign-up-form.tsx';

export function ProviderButtons({ isSignUp, pageSource }: { isSignUp: boolean; pageSource: string }) {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const { provider: loading } = useAuthModal();
  const context = useSignUpContext(pageSource, isSignUp);
  const [failure, setFailure] = useState<string | null>(null);

  async function start(provider: string) {
    if (loading) return;
    setFailure(null);
    setAuthProvider(provider);
    try {
      const { startExternalSignIn } = await import('./external-sign-in.ts');
      await startExternalSignIn(provider, context, { intent: search.get('intent'), redirectPath: search.get('redirect') });
    } catch (error) {
      setAuthProvider(null);
      reportError(error, { provider });
      setFailure(providerErrorKey(error));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {failure ? (
        <Banner tone="danger" urgent>
          {t(failure)}
        </Banner>
      ) : null}
      {externalProviders.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          className="w-full"
          loading={loading === provider}
          onClick={() => void start(provider)}
        >
          {t('continueWith', { provider: t(`providers.${provider}`) })}
        </Button>
      ))}
    </div>
  );
}
