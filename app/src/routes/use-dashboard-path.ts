// Links in the page's language that keep the dashboard prefix the page is under (/dashboard or /host): the bookings,
// messages and host pages link to each other this way.
import { useParams } from 'react-router';
import { pathFor, type RouteParams } from './path-for.ts';
import type { RouteName } from './table.ts';
import { useLocale } from './use-locale-path.ts';

export function useDashboardPath(): (name: RouteName, params?: RouteParams) => string {
  const locale = useLocale();
  const { dashboard = 'dashboard' } = useParams();
  return (name, params = {}) => pathFor(name, { dashboard, ...params }, locale);
}
