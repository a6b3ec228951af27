import type { AppDeps } from './deps.ts';
import type { App } from './http/context.ts';

/**
 * A slice of the API. `register` adds its routes (app.openapi(createRoute(...), handler) for documented
 * ones) and any middleware it needs; modules are registered in list order, after the shared middleware.
 */
export interface ApiModule {
  name: string;
  register(app: App, deps: AppDeps): void;
}
