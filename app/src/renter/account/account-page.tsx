// Page module (one lazy chunk): /lp-signup, /recovery-password and /recovery-password/{code}.
import { useParams } from 'react-router';
import { LandingSignUp, RecoveryRequest, RecoverySetPassword } from './account-pages.tsx';
import { useCurrentRoute } from '../../routes/use-current-route.ts';

export default function AccountPage() {
  const route = useCurrentRoute();
  const { code } = useParams();
  if (route?.name === 'recovery-password-code' && code) return <RecoverySetPassword code={code} />;
  if (route?.name === 'recovery-password') return <RecoveryRequest />;
  return <LandingSignUp />;
}
