// The auth modal over the home page at /signin, /signup and /logout (spec 000 sections 2 and 4). Its state follows
// the route: any other route unmounts it and hides it. Closing clears the stored unauthorized-redirect.
import { Dialog, DialogContent } from '@rove/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { safeRedirectTarget } from '../../routes/auth-guard.ts';
import { withQuery } from '../../routes/path-for.ts';
import { clearAuthModal, showAuthModal } from './auth-modal-store.ts';
import { clearUnauthorizedRedirect, storeUnauthorizedRedirect } from './auth-storage.ts';
import { performLogout } from './perform-logout.ts';
import { ProviderButtons } from './provider-buttons.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

export type AuthRouteKind = 'signin' | 'signup' | 'logout';

function LogoutStep() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const to = useLocalePath();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let alive = true;
    void performLogout().then(() => {
      if (!alive) return;
      setDone(true);
      navigate(to('home'), { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [navigate, to]);
  return <output className="sr-only">{done ? t('signedOut') : t('signingOut')}</output>;
}

export function AuthModal({ kind }: { kind: AuthRouteKind }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const to = useLocalePath();
  const [search] = useSearchParams();
  const intent = search.get('intent');
  const redirect = safeRedirectTarget(search.get('redirect'));

  useEffect(() => {
    if (kind === 'logout') return;
    showAuthModal(kind, intent);
    // The page a signed-in-only route sent the visitor away from (step 1 of the redirect precedence).
    if (redirect) storeUnauthorizedRedirect(redirect);
    return () => clearAuthModal();
  }, [kind, intent, redirect]);

  if (kind === 'logout') return <LogoutStep />;

  const close = () => {
    clearUnauthorizedRedirect();
    clearAuthModal();
    navigate(to('home'));
  };
  const other = kind === 'signin' ? 'signup' : 'signin';
  const keep = { intent, redirect, hearAboutUs: search.get('hearAboutUs'), referralCode: search.get('referralCode') };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent title={t(`${kind}Title`)} description={t(`${kind}Body`)} size="sm" closeLabel={t('close')}>
        <div className="flex flex-col gap-5">
          {kind === 'signin' ? <SignInForm /> : <SignUpForm pageSource="modal" />}
          <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden>
            <span className="h-px flex-1 bg-border" />
            {t('or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <ProviderButtons isSignUp={kind === 'signup'} pageSource="modal" />
          <Link to={withQuery(to(other), keep)} className="text-center text-sm font-semibold text-primary underline underline-offset-4">
            {t(other === 'signup' ? 'toSignup' : 'toSignin')}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
