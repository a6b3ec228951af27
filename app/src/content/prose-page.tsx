// The content pages written in the locale files (locales/{en,fr}/content.json, one entry per route name): how it
// works, about, trust and safety, careers, affiliates, app download, RV delivery, share your trip.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { ContentBody, ContentCta, ContentHero, ContentLoading, ContentSection } from './frame.tsx';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';
import { Prose } from './prose.tsx';
import type { RouteName } from '../routes/table.ts';

interface Section {
  title: string;
  body: string;
  /** A link onwards: a route name and its words. */
  link?: { route: RouteName; label: string };
  steps?: Record<string, { title: string; body: string }>;
}

/** Where each page's call to action leads (a route name and query). */
const ctaOf: Record<string, { route: RouteName; query?: string }> = {
  'rv-delivery': { route: 'rv-search', query: '?Delivery' },
  careers: { route: 'how-it-works' },
};

export default function ProsePage() {
  const ready = useContentNamespaces(['content']);
  const route = useCurrentRoute();
  const name = route?.name ?? 'about';
  const { t } = useTranslation('content');
  const to = useLocalePath();
  if (!ready) return <ContentLoading />;
  const sections = t(`${name}.sections`, { returnObjects: true }) as Record<string, Section>;
  return (
    <article>
      <ContentHero eyebrow={t(`${name}.eyebrow`)} title={t(`${name}.title`)} lead={t(`${name}.lead`)}>
        {name === 'app-download' ? <StoreLinks /> : null}
      </ContentHero>
      <ContentBody>
        {Object.entries(sections).map(([id, section]) => (
          <ContentSection key={id} id={id} title={section.title}>
            <Prose text={section.body} className="max-w-3xl space-y-4 text-base leading-7 text-foreground" />
            {section.steps ? (
              <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {Object.entries(section.steps).map(([stepId, step], i) => (
                  <li key={stepId} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
                    <span
                      aria-hidden="true"
                      className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                    >
                      {i + 1}
                    </span>
                    <h3 className="mt-3 font-semibold">{step.title}</h3>
                    <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.body}</p>
                  </li>
                ))}
              </ol>
            ) : null}
            {section.link ? (
              <p className="mt-4">
                <Link className="font-semibold text-primary underline underline-offset-4" to={to(section.link.route)}>
                  {section.link.label}
                </Link>
              </p>
            ) : null}
          </ContentSection>
        ))}
        <ContentCta label={t(`${name}.cta`)} {...ctaOf[name]} />
      </ContentBody>
    </article>
  );
}

/** The store badges (links from the build's settings; the website otherwise). */
function StoreLinks() {
  const { t } = useTranslation('content');
  const appStore = import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/';
  const googlePlay = import.meta.env.VITE_GOOGLE_PLAY_URL || 'https://play.google.com/store';
  const badge =
    'inline-flex items-center rounded-lg bg-foreground px-5 py-3 text-sm font-semibold text-background hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <a className={badge} href={appStore} rel="noopener">
        {t('app-download.appStore')}
      </a>
      <a className={badge} href={googlePlay} rel="noopener">
        {t('app-download.googlePlay')}
      </a>
    </div>
  );
}
