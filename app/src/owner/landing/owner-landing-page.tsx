// /owner (/fr/proprietaire): the landing page for listing an RV, with an earnings estimator (type, year, place,
// month) computed by the server from comparable listings, and sign-up as a host (intent ListingIntent: the sign-up
// and the redirect precedence in app/src/auth then open the listing wizard in host mode).
import { type EarningsEstimate, rvTypes, type RvType } from '@rove/contract';
import { Banner, Button, dateTimeFormat, NativeSelect, rvTypeLabels, ShieldCheckIcon, Skeleton } from '@rove/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { listingIntent } from '../../shell/auth/auth-rules.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { withQuery } from '../../routes/path-for.ts';
import { useSession } from '../../api/session-store.ts';
import { EarningsView } from '../earnings-view.tsx';
import { LazyNumberField as NumberField, LazyOwnerLocationSearch as LocationSearch } from '../owner-widgets.ts';
import { earningsKey } from '../host-rv-api.ts';
import { useNow } from '../use-now.ts';
import { intlLocale } from '../../i18n/format.ts';

// The suggestions' request loads with the first letters typed, out of the page's first load.
const loadPlaceSuggestions = (query: string, signal: AbortSignal) =>
  import('../../api/place-suggestions.ts').then((m) => m.loadPlaceSuggestions(query, signal));

interface Query {
  type: RvType;
  year: number;
  placeId?: string;
  month: number;
}

/** The call to action at its full height, its words on two lines where one would not fit the screen. */
const ctaClass = 'h-auto min-h-12 max-w-full whitespace-normal py-2 text-center';

export default function OwnerLandingPage() {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const { status, user } = useSession();
  const signedIn = status === 'authenticated' && user;
  return (
    <div className="mx-auto flex max-w-page flex-col gap-16 px-4 py-12 sm:px-6 lg:py-16">
      <section className="grid items-start gap-10 lg:grid-cols-2">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('landing.eyebrow')}</p>
          <h1 className="font-display text-4xl font-semibold sm:text-5xl">{t('landing.title')}</h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('landing.intro')}</p>
          <div className="flex flex-wrap items-center gap-4">
            {/* The call to action wraps rather than widen a 320 px screen ("Créer un compte et inscrire mon VR"). */}
            {signedIn ? (
              <Button asChild size="lg" className={ctaClass}>
                <Link to={to('dashboard-rvs-new', { dashboard: 'host' })}>{t('landing.ctaSignedIn')}</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg" className={ctaClass}>
                  <Link to={withQuery(to('signup'), { intent: listingIntent })}>{t('landing.cta')}</Link>
                </Button>
                <Link
                  to={withQuery(to('signin'), { intent: listingIntent })}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {t('landing.signIn')}
                </Link>
              </>
            )}
          </div>
        </div>
        <Estimator />
      </section>
      <section aria-labelledby="owner-how" className="flex flex-col gap-6">
        <h2 id="owner-how" className="font-display text-3xl font-semibold">
          {t('landing.howTitle')}
        </h2>
        <ol className="grid gap-6 md:grid-cols-3">
          {[1, 2, 3].map((n) => (
            <li key={n} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
              <span aria-hidden="true" className="font-display text-3xl font-semibold text-primary">
                {n}
              </span>
              <h3 className="font-display text-xl font-semibold">{t(`landing.how${n}Title`)}</h3>
              <p className="text-muted-foreground">{t(`landing.how${n}`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="flex items-start gap-4 rounded-xl bg-primary-soft p-6 text-primary-soft-foreground">
        <ShieldCheckIcon aria-hidden="true" className="size-8 shrink-0" />
        <div>
          <h2 className="font-display text-2xl font-semibold">{t('landing.trustTitle')}</h2>
          <p className="mt-1">{t('landing.trust')}</p>
          <Link to={to('insurance-and-protection')} className="mt-2 inline-block font-semibold underline underline-offset-4">
            {t('wizard.protectionLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function Estimator() {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const now = useNow();
  const thisYear = now.getFullYear();
  const [form, setForm] = useState<Query>({ type: 'ClassC', year: thisYear - 5, month: now.getMonth() + 1 });
  const [query, setQuery] = useState<Query>(form);
  const { data, error, isLoading, mutate } = useApi<EarningsEstimate>(
    earningsKey({ Type: query.type, Year: query.year, PlaceId: query.placeId, Month: query.month }),
    { keepPreviousData: true },
  );
  const monthName = (m: number) => dateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m - 1, 15));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(form);
  };
  return (
    <section aria-labelledby="owner-estimator" className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm">
      <div>
        <h2 id="owner-estimator" className="font-display text-2xl font-semibold">
          {t('landing.estimatorTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('landing.estimatorIntro')}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="owner-estimator">
        <NativeSelect label={t('landing.type')} value={form.type} onChange={(type) => setForm((f) => ({ ...f, type: type as RvType }))}>
          {rvTypes.map((type) => (
            <option key={type} value={type}>
              {rvTypeLabels[locale][type]}
            </option>
          ))}
        </NativeSelect>
        <NumberField
          label={t('landing.year')}
          value={form.year}
          onChange={(year) => setForm((f) => ({ ...f, year: Number.isNaN(year) ? thisYear - 5 : year }))}
          minValue={1950}
          maxValue={thisYear + 1}
          formatOptions={{ useGrouping: false }}
        />
        <div className="sm:col-span-2">
          <LocationSearch
            label={t('landing.region')}
            placeholder={t('landing.regionPlaceholder')}
            loadSuggestions={loadPlaceSuggestions}
            onSelect={(place) => setForm((f) => ({ ...f, placeId: place.placeId }))}
          />
        </div>
        <NativeSelect
          label={t('landing.month')}
          value={String(form.month)}
          onChange={(month) => setForm((f) => ({ ...f, month: Number(month) }))}
        >
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {monthName(i + 1)}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" className="self-end" loading={isLoading && Boolean(data)}>
          {t('landing.estimate')}
        </Button>
      </form>
      {error && !data ? (
        <Banner
          tone="danger"
          action={
            <Button variant="outline" size="sm" onClick={() => void mutate()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('landing.estimateFailed')}
        </Banner>
      ) : data ? (
        <EarningsView estimate={data} isLoading={isLoading} headingLevel={3} />
      ) : (
        <Skeleton className="h-72 w-full" />
      )}
    </section>
  );
}
