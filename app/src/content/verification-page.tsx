// /verification/{verificationId} and its steps account and driver (French: compte, conducteur): the renter confirms
// their identity and their driver's licence with a photo. Blank layout, no app-download banner (route table).
import type { Verification } from '@rove/contract';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { Badge, Button, Logo } from '@rove/ui';
import { ApiError, apiFetch } from '../api/api-fetch.ts';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { useLocale, useLocalePath } from '../routes/use-locale-path.ts';
import { loginRedirectParam } from '../routes/auth-guard.ts';
import { useSession } from '../api/session-store.ts';
import { ContentLoading } from './frame.tsx';
import { longDate } from './format.ts';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';

// The two steps' forms (react-aria's text fields, the country select, the photo upload: about 20 KiB gzip) in a chunk
// of their own: the overview does not need them (issue 35: with them the page was over its 180 KiB budget). A step's
// address starts loading them at once, beside the session and the verification's data.
const loadSteps = () => import('./verification-steps.tsx');
const AccountStep = lazy(() => loadSteps().then((m) => ({ default: m.AccountStep })));
const DriverStep = lazy(() => loadSteps().then((m) => ({ default: m.DriverStep })));

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto min-h-dvh max-w-2xl px-4 py-10 sm:px-6">
      <Logo />
      <div className="mt-8">{children}</div>
    </div>
  );
}

function Overview({ verification }: { verification: Verification }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const to = useLocalePath();
  const id = verification.Id;
  const steps = [
    {
      key: 'account',
      route: 'verification-account' as const,
      title: t('verification.accountStep'),
      body: t('verification.accountStepBody'),
      done: verification.Account !== null,
    },
    {
      key: 'driver',
      route: 'verification-driver' as const,
      title: t('verification.driverStep'),
      body: t('verification.driverStepBody'),
      done: verification.Driver !== null,
    },
  ];
  return (
    <>
      {verification.Status === 'Verified' ? (
        <div
          className="mb-6 rounded-xl border border-success-border bg-success p-5 text-success-foreground"
          data-testid="verification-verified"
        >
          <h2 className="font-display text-2xl font-semibold">{t('verification.verifiedTitle')}</h2>
          <p className="mt-1">{t('verification.verifiedBody')}</p>
        </div>
      ) : null}
      {verification.Plans ? <p className="mb-6">{t(`verification.plans.${verification.Plans}`)}</p> : null}
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('verification.steps')}</h2>
      <ol className="mt-3 space-y-4">
        {steps.map((step, i) => (
          <li
            key={step.key}
            className="flex items-start justify-between gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground"
          >
            <div>
              <h3 className="font-semibold">
                {i + 1}. {step.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.body}</p>
              {step.key === 'driver' && verification.Driver ? (
                <p className="mt-1 text-sm">
                  {t('verification.licenceOnFile', {
                    ending: verification.Driver.LicenceEnding,
                    region: verification.Driver.Region,
                    date: longDate(verification.Driver.ExpiresOn, locale),
                  })}
                </p>
              ) : null}
              <Badge className="mt-2" variant={step.done ? 'success' : 'neutral'}>
                {step.done ? t('verification.done') : t('verification.todo')}
              </Badge>
            </div>
            <Button asChild variant={step.done ? 'outline' : 'primary'}>
              <Link to={to(step.route, { verificationId: id })}>{step.done ? t('verification.edit') : t('verification.start')}</Link>
            </Button>
          </li>
        ))}
      </ol>
    </>
  );
}

function VerificationView() {
  const { t } = useTranslation('content');
  const to = useLocalePath();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const location = useLocation();
  const { verificationId = '' } = useParams();
  const session = useSession();
  const key = session.status === 'authenticated' ? `/api/verifications/${encodeURIComponent(verificationId)}` : null;
  const { data, error, mutate } = useApi<Verification>(key, (path: string) => apiFetch<Verification>(path, { quietStatuses: [404] }));
  const step = route?.name === 'verification-account' ? 'account' : route?.name === 'verification-driver' ? 'driver' : null;
  useEffect(() => {
    if (step) void loadSteps();
  }, [step]);

  if (session.status === 'loading') return <ContentLoading />;
  if (session.status !== 'authenticated') {
    return (
      <div>
        <p>{t('verification.signIn')}</p>
        <Button asChild className="mt-4">
          <Link to={`${to('signin')}?${loginRedirectParam}=${encodeURIComponent(location.pathname)}`}>
            {t('verification.signInAction')}
          </Link>
        </Button>
      </div>
    );
  }
  if (error)
    return <p role="alert">{(error as ApiError).status === 404 ? t('verification.notFound') : t('verification.errors.network')}</p>;
  if (!data) return <ContentLoading />;
  const done = (next: Verification) => {
    void mutate(next, { revalidate: false });
    const nextStep = step === 'account' && !next.Driver ? 'verification-driver' : 'verification';
    navigate(to(nextStep, { verificationId }));
  };
  return (
    <>
      {step ? (
        <>
          <Link className="text-sm text-primary underline-offset-4 hover:underline" to={to('verification', { verificationId })}>
            {t('verification.back')}
          </Link>
          <h2 id="step-title" className="mb-6 mt-2 font-display text-2xl font-semibold">
            {step === 'account' ? t('verification.accountStep') : t('verification.driverStep')}
          </h2>
          <Suspense fallback={<ContentLoading />}>
            {step === 'account' ? (
              <AccountStep key={data.Id} verification={data} onDone={done} />
            ) : (
              <DriverStep key={data.Id} verification={data} onDone={done} />
            )}
          </Suspense>
        </>
      ) : (
        <Overview verification={data} />
      )}
    </>
  );
}

export default function VerificationPage() {
  const ready = useContentNamespaces(['content']);
  const { t } = useTranslation('content');
  if (!ready) return <ContentLoading />;
  return (
    <Frame>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('verification.eyebrow')}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">{t('verification.title')}</h1>
      <p className="mb-8 mt-3 leading-7 text-muted-foreground">{t('verification.lead')}</p>
      <VerificationView />
    </Frame>
  );
}
