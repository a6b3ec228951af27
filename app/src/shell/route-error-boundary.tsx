// Route errors to the ui error pages exactly as the catalogue says: 404 -> not found, RV_UNPUBLISHED -> RV not
// available, anything else -> generic. Development shows status, message and stack; bots get no error page.
import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { errorPageVariant } from '@rove/ui';
import { reportError } from '../lib/report-error.ts';
import { PageShown } from '../lib/app-ready.tsx';
import { isCrawlerUserAgent } from '@rove/contract';
import { errorFacts, RouteError } from '../routes/route-error.ts';
import { PageMeta } from './page-meta.tsx';
import { routerLink, useErrorPageLinks } from './error-page-links.tsx';

// The error page's code (its illustration, its words) loads when a page fails, not with every page.
const ErrorPage = lazy(() => import('@rove/ui/widgets/error-page').then((m) => ({ default: m.ErrorPage })));

export function RouteErrorBoundary({ development = import.meta.env.DEV }: { development?: boolean }) {
  const error = useRouteError();
  const errorLinks = useErrorPageLinks();
  const facts = errorFacts(error);
  const variant = errorPageVariant(facts);

  useEffect(() => {
    // A failed validity check puts the previous path back in the address bar.
    if (error instanceof RouteError && error.fatal && error.restorePath) {
      window.history.replaceState(window.history.state, '', error.restorePath);
    }
    if (!(error instanceof RouteError) && variant === 'generic') reportError(error, { boundary: 'route' });
  }, [error, variant]);

  if (typeof navigator !== 'undefined' && isCrawlerUserAgent(navigator.userAgent)) return null;
  return (
    <>
      <PageMeta metaKey={variant === 'notFound' ? 'notFound' : 'error'} alternateLinks={false} />
      <Suspense fallback={null}>
        <ErrorPage error={facts} development={development} renderLink={routerLink} links={errorLinks} />
        <PageShown />
      </Suspense>
    </>
  );
}
