// A value only the browser knows: the server's during the server render and hydration, the browser's after. A page
// that hydrates (held by main.tsx) keeps the server's value until its hydration has committed and is released; the
// change then comes as a transition, not as an urgent re-render forced in one task.
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { holdClientValues, releaseClientValues, useClientValue } from './use-client-value.ts';

function Where({ onRender }: { onRender?: (value: string) => void }) {
  const where = useClientValue(
    () => 'browser',
    () => 'server',
  );
  onRender?.(where);
  return <p>{where}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releaseClientValues();
  document.body.innerHTML = '';
});

function serverHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Where />);
  document.body.append(container);
  return container;
}

/** A part the browser renders (no hydration): what it shows. */
async function browserRender() {
  const container = document.createElement('div');
  await act(async () => {
    root = createRoot(container);
    root.render(<Where />);
  });
  return container.textContent;
}

it('is the server’s value in the server’s render and the browser’s in a page the browser renders', async () => {
  expect(serverHtml().textContent).toBe('server');
  expect(await browserRender()).toBe('browser');
});

it('keeps the server’s value through a held hydration, without a mismatch, and changes once released', async () => {
  const container = serverHtml();
  const errors: unknown[] = [];
  const renders: string[] = [];
  holdClientValues();
  await act(async () => {
    root = hydrateRoot(container, <Where onRender={(value) => renders.push(value)} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  // Hydrated and its effects run: nothing forced the browser's value in yet.
  expect(container.textContent).toBe('server');
  expect(renders.every((value) => value === 'server')).toBe(true);
  await act(async () => releaseClientValues());
  expect(container.textContent).toBe('browser');
});

it('reads the browser’s value at once in a part mounted after the release', async () => {
  holdClientValues();
  releaseClientValues();
  expect(await browserRender()).toBe('browser');
});

it('still hydrates a part without a held page (a widget hydrating late) and shows the browser’s value after', async () => {
  const container = serverHtml();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Where />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toBe('browser');
});
