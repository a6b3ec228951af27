// Sign-up: names, email, password and newsletters, then the 6-digit code mailed by the server. The server answers
// the same for a registered address (it mails a notice instead), so the form never says an account exists.
import { Banner, Button, Checkbox, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../routes/use-locale-path.ts';
import { resolvePlatform } from '../../lib/native/platform.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../../lib/cookies.ts';
import { confirmSignUp, requestSignUp } from '../session/account-calls.ts';
import { visitorStore } from '../../api/visitor-store.ts';
import { type SignUpContext, signUpContext } from './auth-rules.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { serverErrorKey } from './auth-validation.ts';
import { PasswordField } from './password-field.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';

/** The sign-up context of this page: language, intent, country, platform and the hearAboutUs/referralCode query. */
export function useSignUpContext(pageSource: string, isSignUp: boolean, newsletters = { owner: false, renter: false }): SignUpContext {
  const locale = useLocale();
  const [search] = useSearchParams();
  return signUpContext({
    lang: locale,
    intent: search.get('intent'),
    country: visitorStore.get().ip?.country ?? null,
    isSignUp,
    platform: resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent) === 'mobile_web' ? 'mobile_web' : 'web',
    pageSource,
    hearAboutUs: search.get('hearAboutUs'),
    referralCode: search.get('referralCode'),
    ownerNewsletter: newsletters.owner,
    renterNewsletter: newsletters.renter,
  });
}

export function SignUpForm({ pageSource }: { pageSource: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const afterSignIn = useAfterSignIn();
  const [ownerNewsletter, setOwnerNewsletter] = useState(false);
  const [renterNewsletter, setRenterNewsletter] = useState(false);
  const context = useSignUpContext(pageSource, true, { owner: ownerNewsletter, renter: renterNewsletter });
  const details = useContractForm({
    schema: () => import('./auth-schemas.ts').then((m) => m.SignUpBodySchema),
    initial: { FirstName: '', LastName: '', Email: '', Password: '' },
    toBody: (values) => ({ ...values, ...context }),
    namespace: 'auth',
  });
  const confirmation = useContractForm({
    schema: () => import('./auth-schemas.ts').then((m) => m.SignUpConfirmBodySchema),
    initial: { Code: '' },
    toBody: (values) => ({ Email: details.values.Email, Code: values.Code }),
    namespace: 'auth',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<'details' | 'code'>('details');

  const submitDetails = details.onSubmit(async (body) => {
    setFailure(null);
    try {
      await requestSignUp(body, locale);
      setStep('code');
    } catch (error) {
      setFailure(serverErrorKey(error, 'other'));
    }
  });

  const submitCode = confirmation.onSubmit(async (body) => {
    setFailure(null);
    try {
      const user = await confirmSignUp(body.Email, body.Code, locale);
      afterSignIn(user, { isNewOwnerSignup: context.signUpAs === 1 });
    } catch (error) {
      setFailure(serverErrorKey(error, 'code'));
    }
  });

  const failureBanner = failure ? (
    <Banner tone="danger" urgent>
      {t(failure)}
    </Banner>
  ) : null;

  if (step === 'code') {
    return (
      <form onSubmit={submitCode} noValidate className="flex flex-col gap-4" aria-labelledby="sign-up-code-title">
        <h3 id="sign-up-code-title" className="text-lg font-semibold">
          {t('codeTitle')}
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('codeBody', { email: details.values.Email.trim() })}
        </p>
        {failureBanner}
        <TextField
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          isRequired
          {...confirmation.field('Code')}
        />
        <Button type="submit" loading={confirmation.pending} className="w-full">
          {t('codeSubmit')}
        </Button>
        <Button type="button" variant="link" onClick={() => setStep('details')}>
          {t('codeBack')}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submitDetails} noValidate className="flex flex-col gap-4" aria-label={t('signupSubmit')}>
      {failureBanner}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('firstName')} autoComplete="given-name" isRequired {...details.field('FirstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" isRequired {...details.field('LastName')} />
      </div>
      <TextField label={t('email')} type="email" autoComplete="email" isRequired {...details.field('Email')} />
      <PasswordField
        label={t('password')}
        autoComplete="new-password"
        description={details.problems.Password ? undefined : t('passwordHint')}
        {...details.field('Password')}
      />
      <Checkbox isSelected={renterNewsletter} onChange={setRenterNewsletter}>
        {t('renterNewsletter')}
      </Checkbox>
      <Checkbox isSelected={ownerNewsletter} onChange={setOwnerNewsletter}>
        {t('ownerNewsletter')}
      </Checkbox>
      <Button type="submit" loading={details.pending} className="w-full">
        {t('signupSubmit')}
      </Button>
    </form>
  );
}
