// /callback-oauth?action=signin|signout&provider=...: completes the external sign-in (then the redirect target)
// or sign-out (then home). Back from signing in, action and provider come in `state` (the registered redirect URI is
// the path alone: contract callbackTarget reads either). A failure resets the loading flag and says what happened.
import { Banner, Button } from '@rove/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { reportError } from '../../lib/report-error.ts';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { setAuthProvider } from '../../shell/auth/auth-modal-store.ts';
import { callbackTarget, isExternalProvider } from '@rove/contract/vocabulary';
import { providerErrorKey } from '../../shell/auth/auth-validation.ts';
import { useAfterSignIn } from '../../shell/auth/use-after-sign-in.ts';

export function OAuthCallback() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalePath();
  const afterSignIn = useAfterSignIn();
  const target = callbackTarget(search);
  const action = target.action === 'signout' ? 'signout' : 'signin';
  const provider = target.provider;
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const external = await import('../../shell/auth/external-sign-in.ts');
        if (action === 'signout') {
          await external.completeExternalSignOut(provider);
          navigate(to('home'), { replace: true });
          return;
        }
        await external.completeExternalSignIn(provider);
        const { sessionStore } = await import('../../api/session-store.ts');
        afterSignIn({ isOwner: Boolean(sessionStore.get().user?.isOwner) });
      } catch (error) {
        setAuthProvider(null);
        reportError(error, { provider, action });
        setFailure(providerErrorKey(error));
      }
    })();
  }, [action, provider, navigate, to, afterSignIn]);

  const name = isExternalProvider(provider) ? t(`providers.${provider}`) : (provider ?? '');
  return (
    <section className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center" aria-live="polite">
      {failure ? (
        <>
          <h1 className="font-display text-2xl font-semibold">{t('callbackFailed', { provider: name })}</h1>
          <Banner tone="danger" urgent>
            {t(failure)}
          </Banner>
          <Button asChild>
            <Link to={to('signin')}>{t('callbackRetry')}</Link>
          </Button>
        </>
      ) : (
        <h1 className="font-display text-2xl font-semibold">{action === 'signout' ? t('callbackSignout') : t('callbackSignin')}</h1>
      )}
    </section>
  );
}
