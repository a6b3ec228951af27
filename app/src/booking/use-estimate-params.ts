// The estimate parameters live in the page address (replace, so typing does not fill the history).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type EstimateParams, parseEstimateParams, serializeEstimateParams } from './estimate-params.ts';

export function useEstimateParams(): [EstimateParams, (change: Partial<EstimateParams>) => void, string] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseEstimateParams(search), [search]);
  const update = useCallback(
    (change: Partial<EstimateParams>) => {
      setSearch((current) => serializeEstimateParams({ ...parseEstimateParams(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );
  return [params, update, serializeEstimateParams(params).toString()];
}
