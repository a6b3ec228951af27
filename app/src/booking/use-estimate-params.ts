// The estimate parameters live in the page address (replace, so typing does not fill the history).
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type EstimateParams, parseEstimateParams, serializeEstimateParams } from './estimate-params.ts';

export function useEstimateParams(): [EstimateParams, (change: Partial<EstimateParams>) => void, string] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseEstimateParams(search), [search]);
  // The address asked for last, and the one the page showed then. A change made before the page re-rendered with that
  // address (its navigation still under way, or its render not yet committed on a busy phone) builds on it: built on
  // the address this render saw, it would drop the change before (a plan chosen, then an add-on ticked at once).
  const requested = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = useCallback(
    (change: Partial<EstimateParams>) => {
      setSearch(
        (current) => {
          const base = requested.current?.from === search ? requested.current.next : current;
          const next = serializeEstimateParams({ ...parseEstimateParams(base), ...change });
          requested.current = { from: search, next };
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch, search],
  );
  return [params, update, serializeEstimateParams(params).toString()];
}
