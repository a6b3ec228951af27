// The first view's data a server-rendered page came with (the server state's `swr`), for the browser's data hooks
// (api/use-api.ts): SWR's fallback, whose keys skip their revalidation on mount once (fresh-data.ts). Set once by
// main.tsx before the first render; unset on the server and on a page rendered afresh. Plain data, so the entry
// carries none of SWR's code.

let current: Record<string, unknown> | undefined;

export function setFirstViewData(data: Record<string, unknown> | undefined): void {
  current = data;
}

export function firstViewData(): Record<string, unknown> | undefined {
  return current;
}
