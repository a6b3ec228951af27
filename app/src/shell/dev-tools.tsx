// The developer tools panel (spec 000 section 2): outside production, only with the experiment-override cookie.
// The shell loads this module only where the panel shows (app-shell.tsx).
import { lazy, Suspense } from 'react';
import { shouldShowDevTools } from '@rove/ui';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../lib/cookies.ts';
import { environmentName } from '../lib/environment.ts';
import { renderLink } from './render-link.tsx';
import { useLocalePath } from '../routes/use-locale-path.ts';

// The panel's code loads only where it shows (never in production).
const DevToolsPanel = lazy(() => import('@rove/ui/widgets/dev-tools-panel').then((m) => ({ default: m.DevToolsPanel })));

/** The override cookie as name -> forced value (anything that is not a JSON object shows as one raw entry). */
export function readOverrides(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
    }
  } catch {
    // Not JSON: shown as it is.
  }
  return { override: raw };
}

export function DevTools() {
  const to = useLocalePath();
  const raw = readCookie(cookies.experimentOverrides.name);
  const environment = environmentName();
  if (!shouldShowDevTools({ environment, hasExperimentOverrideCookie: Boolean(raw) })) return null;
  return (
    <Suspense fallback={null}>
      <DevToolsPanel
        environment={environment}
        rumEnabled={false}
        sessionId={readCookie(cookies.anonymousId.name) ?? null}
        overrides={readOverrides(raw)}
        renderLink={renderLink}
        links={{
          clientErrors: import.meta.env.VITE_CLIENT_ERRORS_URL ?? '/api/docs',
          serverErrors: import.meta.env.VITE_SERVER_ERRORS_URL ?? '/api/docs',
          experiments: to('experiments'),
        }}
      />
    </Suspense>
  );
}
