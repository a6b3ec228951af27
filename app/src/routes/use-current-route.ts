import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle.ts';
import type { RouteDefinition } from './route-types.ts';
import type { RouteName } from './table.ts';

/** The table entry of the route on screen (undefined on the 404 page). */
export function useCurrentRoute(): RouteDefinition<RouteName> | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle.route : undefined;
}
