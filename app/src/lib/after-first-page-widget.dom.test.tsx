// A widget that loads after the first page: a reader who tabbed into its placeholder keeps the focus at the same
// keyboard stop once the widget arrives.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { afterFirstPageWidget } from './after-first-page-widget.tsx';
import { holdUntilFirstPageShown } from './app-ready.tsx';

const choices = ['Class A', 'Class B', 'Class C'];

/** Three radios named `name` (the placeholder's native ones, then the widget's own). */
const radios = (name: string) =>
  choices.map((choice) => (
    <label key={choice}>
      <input type="radio" name={name} value={choice} />
      {choice}
    </label>
  ));

function Placeholder() {
  return <fieldset>{radios('placeholder')}</fieldset>;
}

function Real() {
  return (
    <div role="radiogroup" data-real="">
      {radios('real')}
    </div>
  );
}

async function render(focusPlaceholderAt: number | null) {
  const open = holdUntilFirstPageShown();
  let arrive: (component: typeof Real) => void = () => {};
  const Widget = afterFirstPageWidget(() => new Promise<typeof Real>((resolve) => (arrive = resolve)), Placeholder);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Widget />));
  const placeholders = container.querySelectorAll<HTMLInputElement>('input[name=placeholder]');
  expect(placeholders).toHaveLength(3);
  if (focusPlaceholderAt !== null) placeholders[focusPlaceholderAt].focus();
  await act(async () => {
    open();
    await Promise.resolve();
  });
  await act(async () => {
    arrive(Real);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(container.querySelector('[data-real]')).not.toBeNull();
  const active = document.activeElement as HTMLInputElement | null;
  root.unmount();
  container.remove();
  return active;
}

describe('a widget after the first page', () => {
  it('gives the focus the reader had in its placeholder to its element at the same stop', async () => {
    const active = await render(1);
    expect(active?.name).toBe('real');
    expect(active?.value).toBe('Class B');
  });

  it('takes no focus the reader did not have there', async () => {
    const active = await render(null);
    expect(active).toBe(document.body);
  });
});
