// What each generated React Router route carries in its `handle`: its table entry and the locale its path names.
import type { Locale, RouteDefinition } from './route-types.ts';
import type { RouteName } from './table.ts';

export interface RouteHandle {
  route: RouteDefinition<RouteName> | undefined;
  pathLocale: Locale | undefined;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return Boolean(value && typeof value === 'object' && 'pathLocale' in value);
}
