// SWR around apiFetch: keys are API paths; no periodic refresh or refresh on focus (spec 000 section 4),
// no retries on 4xx.
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, apiFetch } from './api-fetch.ts';

export const swrConfig: SWRConfiguration = {
  fetcher: (key: string) => apiFetch(key),
  revalidateOnFocus: false,
  refreshInterval: 0,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 2,
};

export function ApiProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
