// Terms of service and the privacy policy (locales/{en,fr}/legal.json): a readable legal page with a table of
// contents linking to each numbered section.
import { useTranslation } from 'react-i18next';
import { useLocale } from '../routes/use-locale-path.ts';
import { longDate } from './format.ts';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { ContentHero, ContentLoading } from './frame.tsx';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';
import { Prose } from './prose.tsx';

export default function LegalPage() {
  const ready = useContentNamespaces(['content', 'legal']);
  const route = useCurrentRoute();
  const name = route?.name === 'privacy-policy' ? 'privacy-policy' : 'terms-service';
  const { t } = useTranslation('legal');
  const { t: tc } = useTranslation('content');
  const locale = useLocale();
  if (!ready) return <ContentLoading />;
  const sections = Object.entries(t(`${name}.sections`, { returnObjects: true }) as Record<string, { title: string; body: string }>);
  const updated = longDate(t(`${name}.updated`), locale);
  return (
    <article>
      <ContentHero eyebrow={t(`${name}.eyebrow`)} title={t(`${name}.title`)} lead={t(`${name}.lead`)}>
        <p className="mt-4 text-sm text-muted-foreground">{tc('ui.lastUpdated', { date: updated })}</p>
      </ContentHero>
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {tc('ui.onThisPage')}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map(([id, section], i) => (
              <li key={id}>
                <a className="text-foreground underline-offset-4 hover:text-primary hover:underline" href={`#${id}`}>
                  {i + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map(([id, section], i) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
              <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
                {i + 1}. {section.title}
              </h2>
              <Prose text={section.body} className="mt-3 space-y-4 leading-7" />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
