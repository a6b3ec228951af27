// The search held in the URL, and a way to write a new one (a new history entry): every control of the search page
// writes the query, so reload, back and forward give the same search.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSearchParams, type SearchParams, serialiseSearchParams } from './search-params.ts';

/**
 * The year the search's ranges are read in: the UTC year, the same in the server's render and the browser's (a local
 * year differs from the server's for hours around New Year in the Americas, and its text would not hydrate: React #418).
 */
export const currentYear = () => new Date().getUTCFullYear();

/** The search held in the URL, and a way to write a new one (a new history entry). */
export function useUrlSearch(): [SearchParams, (next: SearchParams) => void, (params: SearchParams) => string] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseSearchParams(location.search, currentYear()), [location.search]);
  const hrefOf = (next: SearchParams) => {
    const query = serialiseSearchParams(next, currentYear());
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return [params, (next) => navigate(hrefOf(next)), hrefOf];
}
