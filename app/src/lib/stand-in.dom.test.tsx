// A stand-in in the server's HTML, hydrated, then swapped for the real part: the reader's focus and a held click go to
// the real part's element at the same keyboard stop.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayClicksUntil } from './replay-click.ts';
import { StandIn, twinOf } from './stand-in.tsx';

const standIn = (
  <div data-part="">
    <button type="button">mm</button>
    <span aria-hidden="true">/</span>
    <button type="button">dd</button>
    <button type="button" aria-label="Calendar">
      <svg aria-hidden="true" />
    </button>
  </div>
);
function Real({ onCalendar }: { onCalendar: () => void }) {
  return (
    <div data-part="" data-real="">
      <input aria-label="month" defaultValue="mm" />
      <span aria-hidden="true">/</span>
      <input aria-label="day" defaultValue="dd" />
      <button type="button" aria-label="Calendar" onClick={onCalendar}>
        <svg aria-hidden="true" />
      </button>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the part, in the page; `before` acts on it as a reader would before it hydrates. */
async function hydrateAfter(before: (container: HTMLElement) => void, onCalendar = () => {}) {
  const page = (
    <StandIn standIn={standIn}>
      <Real onCalendar={onCalendar} />
    </StandIn>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  expect(container.querySelector('[data-real]')).toBeNull();
  before(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  // Hydrated without a mismatch, then swapped.
  expect(errors).toEqual([]);
  return container;
}

describe('a stand-in', () => {
  it('is what the server writes; the real part takes its place right after hydration, in the same place', async () => {
    const container = await hydrateAfter(() => {});
    expect(container.querySelectorAll('[data-part]')).toHaveLength(1);
    expect(container.querySelector('[data-real]')).not.toBeNull();
    expect(container.firstElementChild?.className).toBe('contents');
  });

  it('hands the focus on to the real part at the same keyboard stop', async () => {
    let focused: HTMLElement | undefined;
    const container = await hydrateAfter((html) => {
      focused = html.querySelectorAll('button')[1];
      focused.focus();
    });
    expect(focused?.isConnected).toBe(false);
    const day = container.querySelectorAll('input')[1];
    expect(document.activeElement).toBe(day);
    expect(twinOf(focused as HTMLElement)).toBe(day);
  });

  it('leaves the focus alone when it was elsewhere', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    await hydrateAfter(() => {});
    expect(document.activeElement).toBe(outside);
  });

  it('gives a click held on it (its icon) to the real button, which then acts', async () => {
    let arrive: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const onCalendar = vi.fn<() => void>();
    let icon: Element | null = null;
    await hydrateAfter((html) => {
      replayClicksUntil(ready, () => '[data-part]');
      icon = html.querySelector('svg');
      icon?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }, onCalendar);
    expect(onCalendar).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(onCalendar).toHaveBeenCalledTimes(1));
  });
});
