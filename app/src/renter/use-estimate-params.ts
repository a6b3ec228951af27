// The estimate parameters live in the page address (replace, so typing does not fill the history).
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type EstimateParams, parseEstimateParams, serializeEstimateParams } from './estimate-params.ts';

export function useEstimateParams(): [EstimateParams, (change: Partial<EstimateParams>) => void, string] {
  const [search, setSearch] = useSearchParams();
  // Every committed navigation has a key of its own (a replace too), even one that ends on the same address.
  const { key } = useLocation();
  const params = useMemo(() => parseEstimateParams(search), [search]);
  // The address asked for last, and the navigation the page showed then. A change made before the page re-rendered with that
  // address (its navigation still under way, or its render not yet committed on a busy phone) builds on it: built on
  // the address this render saw, it would drop the change before (a plan chosen, then an add-on ticked at once).
  const requested = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: Partial<EstimateParams>) => {
      setSearch(
        (current) => {
          const base = requested.current?.from === key ? requested.current.next : current;
          const next = serializeEstimateParams({ ...parseEstimateParams(base), ...change });
          requested.current = { from: key, next };
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch, key],
  );
  return [params, update, serializeEstimateParams(params).toString()];
}
