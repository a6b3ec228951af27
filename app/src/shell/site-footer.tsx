import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@rove/ui';
import { useLocalePath } from '../routes/use-locale-path.ts';

/**
 * Read at each render (a server runs for more than a year), in UTC: the server's render and the browser's hydration write
 * the same year whatever the reader's time zone (React #418 for hours around New Year in the Americas otherwise).
 */
const copyrightYear = () => new Date().getUTCFullYear();

const columns = [
  { key: 'renters', routes: ['rv-search', 'how-it-works', 'rv-rentals', 'insurance-and-protection', 'trust-and-safety'] },
  { key: 'owners', routes: ['owner', 'superhost', 'rv-delivery', 'service-fees'] },
  { key: 'company', routes: ['about', 'careers', 'reviews', 'blog', 'affiliates', 'share-your-trip', 'app-download'] },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <footer data-slot="site-footer" className="mt-16 border-t border-border bg-muted text-foreground">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-2 max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {t(`footer.${column.key}`)}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.routes.map((name) => (
                <li key={name}>
                  <Link to={to(name)} className="text-sm hover:text-primary hover:underline">
                    {t(`footer.links.${name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-muted-foreground sm:px-6">
          <p>{t('footer.copyright', { year: copyrightYear() })}</p>
          <ul className="flex gap-4">
            <li>
              <Link to={to('terms-service')} className="hover:underline">
                {t('footer.links.terms-service')}
              </Link>
            </li>
            <li>
              <Link to={to('privacy-policy')} className="hover:underline">
                {t('footer.links.privacy-policy')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
