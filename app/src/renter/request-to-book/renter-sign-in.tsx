// Booking needs a signed-in renter: the app's sign-in form in place (the page carries on once the session exists),
// with a way to create an account that comes back here.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInForm } from '../../shell/auth/sign-in-form.tsx';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { withQuery } from '../../routes/path-for.ts';

const stayHere = () => {};

export function RenterSignIn() {
  const { t } = useTranslation('booking');
  const to = useLocalePath();
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-border p-5" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="font-display text-xl font-semibold">
        {t('signIn.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('signIn.why')}</p>
      <SignInForm onSignedIn={stayHere} />
      <Link
        className="w-fit text-sm text-primary underline"
        to={withQuery(to('signup'), { redirect: window.location.pathname + window.location.search })}
      >
        {t('signIn.createAccount')}
      </Link>
    </section>
  );
}
