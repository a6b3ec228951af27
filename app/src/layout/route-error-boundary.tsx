// Route errors to the error pages exactly as the catalogue says: 404 -> not found, RV_UNPUBLISHED -> RV not
// available, anything else -> generic. Development shows status, message and stack; bots get no error page.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isBotUserAgent } from '../rules/bot.ts';
import { errorFacts, errorPageVariant, RouteError } from '../rules/route-error.ts';
import { reportError } from '../api/report-error.ts';
import { ErrorView } from './error-view.tsx';
import { PageMeta } from './page-meta.tsx';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const facts = errorFacts(error);
  const variant = errorPageVariant(facts);

  useEffect(() => {
    // A failed validity check puts the previous path back in the address bar.
    if (error instanceof RouteError && error.fatal && error.restorePath) {
      window.history.replaceState(window.history.state, '', error.restorePath);
    }
    if (!(error instanceof RouteError) && variant === 'generic') reportError(error, { boundary: 'route' });
  }, [error, variant]);

  if (typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)) return null;
  return (
    <>
      <PageMeta metaKey={variant === 'not-found' ? 'notFound' : 'error'} alternateLinks={false} />
      <ErrorView variant={variant} facts={facts} development={import.meta.env.DEV} />
    </>
  );
}
