import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { startBuildUpdates } from './build/build-updates.ts';
import { initI18n } from './i18n/i18n.ts';
import { cookieLocale, localeOfUnknownPath } from './i18n/locale.ts';
import { startFlagOverrides } from './state/flag-overrides.ts';
import { startExperiments } from './state/experiments.ts';
import { startAnalyticsIdentity } from './analytics/analytics-identity.ts';
import { buildRoutes, prefetchPrimaryPages } from './routes/build-routes.tsx';
import { matchRoute } from './routes/path-for.ts';
import { pageLocale } from './i18n/locale.ts';
import { startSession } from './session/session-client.ts';
import './styles.css';

async function start() {
  const match = matchRoute(window.location.pathname);
  const locale = match ? pageLocale(match.pathLocale, cookieLocale()) : localeOfUnknownPath(window.location.pathname, cookieLocale());
  startAnalyticsIdentity();
  // The session is fetched at start (the refresh cookie, or a kept external sign-in, becomes a session).
  await Promise.all([initI18n(locale), startSession()]);
  startFlagOverrides();
  // Not awaited: the page renders with the current flags and the assignment lands when it answers.
  startExperiments();
  const router = createBrowserRouter(buildRoutes());
  startBuildUpdates(router, prefetchPrimaryPages);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
