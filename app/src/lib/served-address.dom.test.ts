// Back and forward while a server-rendered page starts (issue 38): the page hydrates at the address the server
// rendered, and the router hears of the reader's moves once it has, never during it.
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, hydrateAtServedAddress } from './served-address.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The router's listener, added after the hold (as main.tsx starts it): what it heard, and the address then. */
function listen() {
  const heard: { state: unknown; at: string }[] = [];
  const onPop = (event: PopStateEvent) => heard.push({ state: event.state, at: addressOf(window.location) });
  window.addEventListener('popstate', onPop);
  return { heard, stop: () => window.removeEventListener('popstate', onPop) };
}

const settle = async (hydration: ReturnType<typeof deferred>) => {
  hydration.resolve();
  await hydration.promise;
  await Promise.resolve();
};

let router: ReturnType<typeof listen> | undefined;
afterEach(() => router?.stop());

describe('hydrateAtServedAddress', () => {
  it('hydrates at the server’s address when the reader has moved since, then goes back to the reader’s', async () => {
    window.history.replaceState({ idx: 2 }, '', '/rv-search?SearchAddress=Denver');
    const hydration = deferred();
    hydrateAtServedAddress('/rv-search?SearchAddress=Denver&SortOrder=PriceASC', hydration.promise);
    router = listen();
    // What the router starts at: the address whose HTML and data are on screen.
    expect(addressOf(window.location)).toBe('/rv-search?SearchAddress=Denver&SortOrder=PriceASC');
    await settle(hydration);
    expect(addressOf(window.location)).toBe('/rv-search?SearchAddress=Denver');
    expect(router.heard).toEqual([{ state: { idx: 2 }, at: '/rv-search?SearchAddress=Denver' }]);
  });

  it('keeps back and forward from the router while the page hydrates, then gives it one, at the current entry', async () => {
    window.history.replaceState({ idx: 3 }, '', '/rv-search');
    const hydration = deferred();
    hydrateAtServedAddress('/rv-search', hydration.promise);
    router = listen();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 2 } }));
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 3 } }));
    expect(router.heard).toEqual([]);
    await settle(hydration);
    expect(router.heard).toEqual([{ state: { idx: 3 }, at: '/rv-search' }]);
    // Once the page has hydrated, the moves reach the router as they come.
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
    expect(router.heard.map((pop) => pop.state)).toEqual([{ idx: 3 }, { idx: 1 }]);
  });

  it('changes nothing when the reader is where the server rendered and does not move', async () => {
    window.history.replaceState({ idx: 0 }, '', '/fr/recherche-vr?SearchAddress=Montr%C3%A9al#carte');
    const hydration = deferred();
    hydrateAtServedAddress('/fr/recherche-vr?SearchAddress=Montr%C3%A9al', hydration.promise);
    router = listen();
    await settle(hydration);
    expect(`${addressOf(window.location)}${window.location.hash}`).toBe('/fr/recherche-vr?SearchAddress=Montr%C3%A9al#carte');
    expect(router.heard).toEqual([]);
  });

  it('takes a page kept from before the address was recorded as rendered here', async () => {
    window.history.replaceState({ idx: 0 }, '', '/');
    const hydration = deferred();
    hydrateAtServedAddress(undefined, hydration.promise);
    router = listen();
    await settle(hydration);
    expect(router.heard).toEqual([]);
  });
});
