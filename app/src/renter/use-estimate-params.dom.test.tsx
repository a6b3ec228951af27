import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EstimateParams } from './estimate-params.ts';
import { useEstimateParams } from './use-estimate-params.ts';

afterEach(cleanup);

type Update = (change: Partial<EstimateParams>) => void;

/** A page holding the hook; `update` is the one of its last render, `updates` those of every render in turn. */
function mount(path: string) {
  const updates: Update[] = [];
  function Page() {
    const [, update] = useEstimateParams();
    updates.push(update);
    return null;
  }
  const router = createMemoryRouter([{ path: '/rv-rental/:alias', Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, updates, update: (change: Partial<EstimateParams>) => updates.at(-1)?.(change) };
}

describe('the estimate parameters in the address', () => {
  it('keeps a change made before the page re-rendered with the one before it', async () => {
    const page = mount('/rv-rental/a-1?dateStart=2027-03-01&dateEnd=2027-03-05');
    await act(async () => {
      // Both from the same render: the second must not drop the first.
      page.update({ protectionLevel: 'Premium' });
      page.update({ adults: 3 });
    });
    const search = new URLSearchParams(page.router.state.location.search);
    expect(search.get('protectionLevel')).toBe('Premium');
    expect(search.get('adults')).toBe('3');
    expect(search.get('dateStart')).toBe('2027-03-01');
  });

  it('builds on the address once the page shows it, including a change made elsewhere', async () => {
    const page = mount('/rv-rental/a-1?dateStart=2027-03-01&dateEnd=2027-03-05');
    await act(async () => page.update({ protectionLevel: 'Premium' }));
    await act(() => page.router.navigate('/rv-rental/a-1?dateStart=2027-04-01&dateEnd=2027-04-03', { replace: true }));
    await act(async () => page.update({ adults: 2 }));
    const search = new URLSearchParams(page.router.state.location.search);
    expect(search.get('dateStart')).toBe('2027-04-01');
    expect(search.get('protectionLevel')).toBeNull();
    expect(search.get('adults')).toBe('2');
  });

  it('keeps every change when they come from handlers of renders older than the address (a busy phone)', async () => {
    const page = mount('/rv-rental/a-1?dateStart=2027-03-01&dateEnd=2027-03-05');
    const first = page.updates.length - 1;
    // The guests, from the first render; the page then shows them.
    await act(async () => page.updates[first]({ adults: 2 }));
    const showingGuests = page.updates.length - 1;
    expect(showingGuests).toBeGreaterThan(first);
    await act(async () => {
      // The plan, from a handler of the first render (older than the guests' address), then an add-on from the
      // render that showed the guests, before any render shows the plan.
      page.updates[first]({ protectionLevel: 'Premium' });
      page.updates[showingGuests]({ addons: [{ id: 7, quantity: 1 }] });
    });
    const search = new URLSearchParams(page.router.state.location.search);
    expect(search.get('adults')).toBe('2');
    expect(search.get('protectionLevel')).toBe('Premium');
    expect(search.get('addons')).not.toBeNull();
    expect(search.get('dateStart')).toBe('2027-03-01');
  });
});
