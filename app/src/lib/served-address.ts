// Back and forward while a server-rendered page starts (issue 38). After a reload the page's history entries share
// its document, so back or forward changes the address without a new page; the router reads the address as it
// starts and renders, and an address other than the one the server rendered would meet another page's HTML and data
// (React's error #418, the results missing). So the page hydrates at the server's address and the router hears of
// the reader's moves once it has: one `popstate`, to the entry the reader is at.

/** An address as the server state records it (shell/server/server-state.ts): the path and the query. */
export function addressOf(url: { pathname: string; search: string }): string {
  return url.pathname + url.search;
}

/**
 * Call before the router starts. When the reader is no longer at `served` (the address the server rendered), the entry
 * shows it until the page has hydrated, then its own again; `popstate` is kept from every other listener until
 * `hydrated` settles; then, if the reader moved or the address was shown for the server's, the router hears one.
 * A reader who moves on from the entry while it shows the server's address leaves it there (the page it names is a
 * page of ours all the same).
 */
export function hydrateAtServedAddress(served: string | undefined, hydrated: Promise<unknown>, target: Window = window): void {
  const { history, location } = target;
  const own = `${addressOf(location)}${location.hash}`;
  const away = served !== undefined && served !== addressOf(location);
  if (away) history.replaceState(history.state, '', `${served}${location.hash}`);
  let moved = false;
  const hold = (event: Event) => {
    moved = true;
    event.stopImmediatePropagation();
  };
  target.addEventListener('popstate', hold, { capture: true });
  const release = () => {
    target.removeEventListener('popstate', hold, { capture: true });
    if (away && !moved) history.replaceState(history.state, '', own);
    if (away || moved) target.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  };
  void hydrated.then(release, release);
}
