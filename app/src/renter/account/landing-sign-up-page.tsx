// Page module (one lazy chunk): /lp-signup, the landing page's sign-up.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { ProviderButtons } from '../../shell/auth/provider-buttons.tsx';
import { SignUpForm } from '../../shell/auth/sign-up-form.tsx';
import { Panel } from './account-panel.tsx';

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

export default LandingSignUp;
