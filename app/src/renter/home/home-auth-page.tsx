// /signin, /signup and /logout: the home page with the sign-in dialog over it. A page module of its own, so the
// dialog's code and the list of its files (34 of them) come with these routes only, never with a visit to the home
// page; the page shows at once and the dialog over it when its code is here.
import { lazy, Suspense } from 'react';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import HomePage from './home-page.tsx';

const AuthModal = lazy(() => import('../../shell/auth/auth-modal.tsx').then((m) => ({ default: m.AuthModal })));

export default function HomeAuthPage() {
  const route = useCurrentRoute();
  const kind = route?.name === 'signup' || route?.name === 'logout' ? route.name : 'signin';
  return (
    <>
      <HomePage />
      <Suspense fallback={null}>
        <AuthModal kind={kind} />
      </Suspense>
    </>
  );
}
