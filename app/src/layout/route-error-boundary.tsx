// Route errors to the ui error pages exactly as the catalogue says: 404 -> not found, RV_UNPUBLISHED -> RV not
// available, anything else -> generic. Development shows status, message and stack; bots get no error page.
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { ErrorPage, errorPageVariant, type RenderLink } from '@rove/ui';
import { reportError } from '../api/report-error.ts';
import { isBotUserAgent } from '../rules/bot.ts';
import { errorFacts, RouteError } from '../rules/route-error.ts';
import { PageMeta } from './page-meta.tsx';
import { useLocalePath } from './use-locale-path.ts';

const renderLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export function RouteErrorBoundary({ development = import.meta.env.DEV }: { development?: boolean }) {
  const error = useRouteError();
  const to = useLocalePath();
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
      <PageMeta metaKey={variant === 'notFound' ? 'notFound' : 'error'} alternateLinks={false} />
      <ErrorPage
        error={facts}
        development={development}
        renderLink={renderLink}
        links={{
          home: to('home'),
          search: to('rv-search'),
          howItWorks: to('how-it-works'),
          listRv: to('owner'),
          about: to('about'),
          blog: to('blog'),
        }}
      />
    </>
  );
}
