import { mailModule } from '../mail/mail-module.ts';
import type { ApiModule } from '../module.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { identityFor } from './identity.ts';
import { registerOidcRoutes } from './oidc/routes.ts';
import { requireRole } from './middleware.ts';
import { apiCors, securityHeaders } from './security-headers.ts';

/** Host-only API paths: a signed-in user who is not an owner (spec 000 section 6) gets 403. Going: each route says so itself (route-security.ts hostsOnly). */
export const hostOnlyPaths = ['/api/hosts/insights', '/api/hosts/insights/*', '/api/payouts'];

/**
 * Accounts, sessions and the identity provider; also the security headers and CORS of the whole server, so it
 * comes first in the module list.
 */
export const identityModule: ApiModule = {
  name: 'identity',
  register(app, deps) {
    app.use('*', securityHeaders(deps));
    app.use('/api/*', apiCors(deps));
    // Loads the signing key before any route runs, so `requireUser` trusts tokens issued before a restart.
    app.use('*', async (_c, next) => {
      await identityFor(deps);
      await next();
    });
    const hostOnly = requireRole('owner');
    // Preflights never reach here: apiCors above answers OPTIONS itself.
    for (const path of hostOnlyPaths) app.use(path, hostOnly);
    registerAccountRoutes(app, deps);
    registerOidcRoutes(app, deps);
    // The development outbox page (mail is identity's main sender).
    mailModule.register(app, deps);
  },
};
