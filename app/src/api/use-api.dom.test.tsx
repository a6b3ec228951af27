// useApi: useSWR with the app's settings in each call (no provider above the pages), the first view's data as the
// fallback in the browser, fetched once its hooks mount again, and a fetcher the call or an SWRConfig above gives.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFirstViewData } from './first-view.ts';
import { apiConfig, swrConfig, useApi, useDeferredApi } from './use-api.ts';

afterEach(() => {
  cleanup();
  setFirstViewData(undefined);
});

function Greeting({ path, fetcher }: { path: string; fetcher?: (key: string) => Promise<string> }) {
  const { data } = useApi<string>(path, fetcher ?? null);
  return <p>{data ?? 'loading'}</p>;
}

/** A fresh cache per render, as each page load has. */
const Fresh = ({ children, fetcher }: { children: React.ReactNode; fetcher?: (key: string) => Promise<unknown> }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fetcher }}>{children}</SWRConfig>
);

describe('useApi', () => {
  it('carries the app settings in the call: no refresh on focus or by interval, no retry on a 4xx', () => {
    const settings = apiConfig({ keepPreviousData: true });
    expect(settings).toMatchObject({ revalidateOnFocus: false, refreshInterval: 0, keepPreviousData: true });
    expect(settings.fetcher).toBe(swrConfig.fetcher);
    expect(settings.fallback).toBeUndefined();
  });

  it("fetches with the call's fetcher, else the one an SWRConfig above gives", async () => {
    const given = vi.fn<(key: string) => Promise<string>>(async (key) => `context ${key}`);
    const own = vi.fn<(key: string) => Promise<string>>(async (key) => `own ${key}`);
    render(
      <Fresh fetcher={given}>
        <Greeting path="/api/a" />
        <Greeting path="/api/b" fetcher={own} />
      </Fresh>,
    );
    expect(await screen.findByText('context /api/a')).toBeInTheDocument();
    expect(await screen.findByText('own /api/b')).toBeInTheDocument();
    expect(given).toHaveBeenCalledWith('/api/a');
    expect(own).toHaveBeenCalledWith('/api/b');
  });

  it("shows the first view's data the server sent without fetching it as the page hydrates, and fetches it on a later mount", async () => {
    setFirstViewData({ '/api/greeting': 'from the server' });
    const fetcher = vi.fn<() => Promise<string>>(async () => 'fetched');
    render(
      <Fresh fetcher={fetcher}>
        <Greeting path="/api/greeting" />
      </Fresh>,
    );
    expect(screen.getByText('from the server')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
    cleanup();
    render(
      <Fresh fetcher={fetcher}>
        <Greeting path="/api/greeting" />
      </Fresh>,
    );
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('fetched')).toBeInTheDocument();
  });

  it('leaves a key the server did not send to its fetcher', async () => {
    setFirstViewData({ '/api/greeting': 'from the server' });
    const fetcher = vi.fn<() => Promise<string>>(async () => 'fetched');
    render(
      <Fresh fetcher={fetcher}>
        <Greeting path="/api/other" />
      </Fresh>,
    );
    expect(await screen.findByText('fetched')).toBeInTheDocument();
  });
});

describe('useDeferredApi', () => {
  it('renders an answer that lands first as it was, then with the answer as a whole', async () => {
    let landed = false;
    const renders: { landed: boolean; state: string }[] = [];
    function Results() {
      const { data, error, isLoading, isValidating } = useDeferredApi<string>('/api/results');
      renders.push({
        landed,
        state: [data ?? 'none', error ? 'error' : 'ok', isLoading && 'loading', isValidating && 'validating'].join(' '),
      });
      return <p>{data ?? 'loading'}</p>;
    }
    const fetcher = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      landed = true;
      return 'twenty cards';
    };
    render(
      <Fresh fetcher={fetcher}>
        <Results />
      </Fresh>,
    );
    expect(await screen.findByText('twenty cards')).toBeInTheDocument();
    const after = renders.filter((r) => r.landed).map((r) => r.state);
    // The render the answer caused showed the old state whole (useApi's showed the answer in it), then the answer.
    expect(after[0]).toBe('none ok loading validating');
    expect(after.at(-1)).toBe('twenty cards ok false false');
    // Never new data beside an old state, nor an old state beside new data.
    expect(after.filter((state) => state !== 'none ok loading validating' && state !== 'twenty cards ok false false')).toEqual([]);
  });
});
