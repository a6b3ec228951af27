// The search held in the URL, and a way to write a new one (a new history entry): every control of the search page
// writes the query, so reload, back and forward give the same search.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSearchParams, type SearchParams, serialiseSearchParams } from './search-params.ts';

// The map is its own chunk, out of the page's first load.
export const currentYear = () => new Date().getFullYear();

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
