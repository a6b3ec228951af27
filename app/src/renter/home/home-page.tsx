// Home: hero with the search form, RV type shortcuts, how it works, trust points and the owner invitation.
// /signin, /signup and /logout show it with the sign-in dialog over it (home-auth-page.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, CaravanIcon, type Icon, MountainIcon, TentIcon, TruckIcon, UsersIcon } from '@rove/ui';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { withQuery } from '../../routes/path-for.ts';
import { staticPart } from '../../lib/static-part.tsx';
import { HomeSearchForm } from './home-search-form.tsx';

// The hero's illustration: the server draws it, a hydrating page keeps it as sent (no code for it in the first load).
const HeroArt = staticPart(() => import('./hero-art.tsx').then((m) => m.HeroArt));
// The steps of a trip and the trust points: static too (home-points.tsx).
const HowSteps = staticPart(() => import('./home-points.tsx').then((m) => m.HowSteps));
const TrustPoints = staticPart(() => import('./home-points.tsx').then((m) => m.TrustPoints));

const rvTypes: { key: string; types: string; icon: Icon }[] = [
  { key: 'classA', types: 'ClassA', icon: TruckIcon },
  { key: 'classC', types: 'ClassC', icon: CaravanIcon },
  { key: 'campervan', types: 'Campervan,ClassB', icon: MountainIcon },
  { key: 'travelTrailer', types: 'TravelTrailer', icon: CaravanIcon },
  { key: 'fifthWheel', types: 'FifthWheel', icon: TruckIcon },
  { key: 'tentTrailer', types: 'TentTrailer,MicroTrailer', icon: TentIcon },
];

export default function HomePage() {
  const { t } = useTranslation('home');
  const to = useLocalePath();

  return (
    <>
      <section className="relative isolate overflow-hidden bg-sky-100 lg:min-h-[43.4vw]">
        <HeroArt className="absolute inset-0 -z-10" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/45 via-black/15 to-transparent" />
        <div className="mx-auto max-w-page px-4 pt-14 pb-24 sm:px-6 lg:pt-20 lg:pb-56">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/90 px-3 py-1 text-sm font-semibold text-pine-800">
            <UsersIcon aria-hidden className="size-4" />
            {t('hero.eyebrow')}
          </p>
          <h1 className="mt-5 max-w-3xl font-display text-4xl leading-tight font-semibold text-white drop-shadow-md sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white drop-shadow sm:text-xl">{t('hero.subtitle')}</p>
          <div className="mt-8 max-w-5xl">
            <HomeSearchForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="types-title" className="mx-auto max-w-page px-4 py-16 sm:px-6">
        <h2 id="types-title" className="font-display text-3xl font-semibold">
          {t('types.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('types.subtitle')}</p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {rvTypes.map(({ key, types, icon: TypeIcon }) => (
            <li key={key}>
              <Link
                to={withQuery(to('rv-search'), { Types: types })}
                className="group flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft"
              >
                <TypeIcon aria-hidden className="size-8 text-primary" />
                <span className="font-semibold text-foreground">{t(`types.${key}`)}</span>
                <span className="text-sm text-muted-foreground">{t(`types.${key}Hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="bg-muted">
        <div className="mx-auto max-w-page px-4 py-16 sm:px-6">
          <h2 id="how-title" className="font-display text-3xl font-semibold">
            {t('how.title')}
          </h2>
          <HowSteps className="mt-8" />
          <Link to={to('how-it-works')} className="mt-6 inline-block font-semibold text-primary underline underline-offset-4">
            {t('how.more')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="trust-title" className="mx-auto max-w-page px-4 py-16 sm:px-6">
        <h2 id="trust-title" className="font-display text-3xl font-semibold">
          {t('trust.title')}
        </h2>
        <TrustPoints className="mt-8" />
      </section>

      <section aria-labelledby="owner-title" className="mx-auto max-w-page px-4 pb-8 sm:px-6">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-pine-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="owner-title" className="font-display text-3xl font-semibold">
              {t('owner.title')}
            </h2>
            <p className="mt-2 max-w-xl text-pine-100">{t('owner.body')}</p>
          </div>
          <Button asChild size="lg" variant="secondary">
            <Link to={to('owner')}>{t('owner.cta')}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
