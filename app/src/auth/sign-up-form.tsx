// Sign-up: names, email, password and newsletters, then the 6-digit code mailed by the server. The server answers
// the same for a registered address (it mails a notice instead), so the form never says an account exists.
import { Banner, Button, Checkbox, TextField } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../layout/use-locale-path.ts';
import { resolvePlatform } from '../native/platform.ts';
import { cookieNames, readCookie } from '../lib/cookies.ts';
import { confirmSignUp, requestSignUp } from '../session/session-client.ts';
import { visitorStore } from '../state/visitor-store.ts';
import { type SignUpContext, signUpContext } from './auth-rules.ts';
import { codeError, type FieldErrors, serverErrorKey, signUpErrors } from './auth-validation.ts';
import { PasswordField } from './password-field.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

/** The sign-up context of this page: language, intent, country, platform and the hearAboutUs/referralCode query. */
export function useSignUpContext(pageSource: string, isSignUp: boolean, newsletters = { owner: false, renter: false }): SignUpContext {
  const locale = useLocale();
  const [search] = useSearchParams();
  return signUpContext({
    lang: locale,
    intent: search.get('intent'),
    country: visitorStore.get().ip?.country ?? null,
    isSignUp,
    platform: resolvePlatform(readCookie(cookieNames.platform), navigator.userAgent) === 'mobile_web' ? 'mobile_web' : 'web',
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
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '' });
  const [ownerNewsletter, setOwnerNewsletter] = useState(false);
  const [renterNewsletter, setRenterNewsletter] = useState(false);
  const context = useSignUpContext(pageSource, true, { owner: ownerNewsletter, renter: renterNewsletter });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | undefined>();
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submitDetails(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = signUpErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await requestSignUp(
        {
          Email: values.email.trim(),
          Password: values.password,
          FirstName: values.firstName.trim(),
          LastName: values.lastName.trim(),
          ...context,
        },
        locale,
      );
      setStep('code');
    } catch (error) {
      setFailure(serverErrorKey(error, 'other'));
    } finally {
      setPending(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const problem = codeError(code);
    setCodeProblem(problem);
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      const user = await confirmSignUp(values.email.trim(), code.trim(), locale);
      afterSignIn(user, { isNewOwnerSignup: context.signUpAs === 1 });
    } catch (error) {
      setFailure(serverErrorKey(error, 'code'));
      setPending(false);
    }
  }

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
          {t('codeBody', { email: values.email.trim() })}
        </p>
        {failureBanner}
        <TextField
          label={t('code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
          isRequired
          isInvalid={Boolean(codeProblem)}
          errorMessage={codeProblem ? t(codeProblem) : undefined}
        />
        <Button type="submit" loading={pending} className="w-full">
          {t('codeSubmit')}
        </Button>
        <Button type="button" variant="link" onClick={() => setStep('details')}>
          {t('codeBack')}
        </Button>
      </form>
    );
  }

  const message = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form onSubmit={submitDetails} noValidate className="flex flex-col gap-4" aria-label={t('signupSubmit')}>
      {failureBanner}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          isRequired
          isInvalid={Boolean(errors.firstName)}
          errorMessage={message('firstName')}
        />
        <TextField
          label={t('lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          isRequired
          isInvalid={Boolean(errors.lastName)}
          errorMessage={message('lastName')}
        />
      </div>
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        isRequired
        isInvalid={Boolean(errors.email)}
        errorMessage={message('email')}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        description={errors.password ? undefined : t('passwordHint')}
        errorMessage={message('password')}
      />
      <Checkbox isSelected={renterNewsletter} onChange={setRenterNewsletter}>
        {t('renterNewsletter')}
      </Checkbox>
      <Checkbox isSelected={ownerNewsletter} onChange={setOwnerNewsletter}>
        {t('ownerNewsletter')}
      </Checkbox>
      <Button type="submit" loading={pending} className="w-full">
        {t('signupSubmit')}
      </Button>
    </form>
  );
}
