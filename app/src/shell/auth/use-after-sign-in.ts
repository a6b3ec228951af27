// After any sign-in: clear the modal, read the stored values once, go to the redirect target (spec 000 section 4).
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../routes/use-locale-path.ts';
import { clearAuthModal } from './auth-modal-store.ts';
import { redirectTarget } from './auth-rules.ts';
import { takeAuthValues } from './auth-storage.ts';

export function useAfterSignIn(): (user: { isOwner: boolean }, facts?: { isNewOwnerSignup?: boolean }) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  const [search] = useSearchParams();
  return useCallback(
    (user, facts = {}) => {
      const stored = takeAuthValues();
      clearAuthModal();
      const target = redirectTarget({
        unauthorizedRedirect: stored.unauthorizedRedirect ?? search.get('redirect'),
        redirectPath: stored.redirectPath,
        intent: search.get('intent') ?? stored.intent,
        isNewOwnerSignup: facts.isNewOwnerSignup ?? false,
        isOwner: user.isOwner,
        locale,
      });
      navigate(target, { replace: true });
    },
    [navigate, locale, search],
  );
}
