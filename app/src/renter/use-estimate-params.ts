// The estimate parameters live in the page address (replace, so typing does not fill the history).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type EstimateParams, parseEstimateParams, serializeEstimateParams } from './estimate-params.ts';

export function useEstimateParams(): [EstimateParams, (change: Partial<EstimateParams>) => void, string] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseEstimateParams(search), [search]);
  // A change builds on the newest address: the one asked for last until a render shows it, else the one the last
  // render showed. Never on the address of the render that made the handler: on a busy phone a handler can be a
  // render or two older than the last navigation (a plan chosen from a render before the guests' change was shown,
  // then an add-on ticked from the render that showed the guests, dropped the plan: issue 40).
  const shown = useRef(search);
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    shown.current = search;
    if (requested.current?.toString() === search.toString()) requested.current = null;
  }, [search]);
  const update = useCallback(
    (change: Partial<EstimateParams>) => {
      const next = serializeEstimateParams({ ...parseEstimateParams(requested.current ?? shown.current), ...change });
      requested.current = next;
      setSearch(next, { replace: true, preventScrollReset: true });
    },
    [setSearch],
  );
  return [params, update, serializeEstimateParams(params).toString()];
}
