import { mailModule } from '../mail/mail-module.ts';
import type { ApiModule } from '../module.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { identityFor } from './identity.ts';
import { registerOidcRoutes } from './oidc/routes.ts';
import { apiCors, securityHeaders } from './security-headers.ts';

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
    // Host-only routes (spec 000 section 6: 403 for a member who is no owner) say so in their declaration (hostsOnly).
    registerAccountRoutes(app, deps);
    registerOidcRoutes(app, deps);
    // The development outbox page (mail is identity's main sender).
    mailModule.register(app, deps);
  },
};
