// The error page body for a variant. TODO(ui ErrorPage): replace with the ui widget once it lands in @rove/ui.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ErrorFacts, ErrorPageVariant } from '../rules/route-error.ts';
import { useLocalePath } from './use-locale-path.ts';

const helpfulLinks = ['home', 'rv-search', 'how-it-works', 'owner', 'about', 'blog'] as const;

export function ErrorView({ variant, facts, development }: { variant: ErrorPageVariant; facts: ErrorFacts; development: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (development) {
    return (
      <section className="mx-auto max-w-page px-4 py-12" aria-labelledby="error-title">
        <h1 id="error-title" className="font-display text-3xl font-semibold">
          {facts.status ?? 500}
        </h1>
        <p className="mt-2 text-lg">{facts.message}</p>
        {facts.stack ? <pre className="mt-4 overflow-auto rounded-md bg-muted p-4 text-sm">{facts.stack}</pre> : null}
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-page px-4 py-16 text-center" aria-labelledby="error-title" data-error-variant={variant}>
      <h1 id="error-title" className="font-display text-4xl font-semibold text-foreground">
        {t(`errors.${variant}.title`)}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{t(`errors.${variant}.body`)}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {helpfulLinks.map((name) => (
          <li key={name}>
            <Link
              className="inline-flex rounded-full border border-border px-4 py-2 font-semibold text-primary hover:bg-muted"
              to={to(name)}
            >
              {t(`errors.links.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
