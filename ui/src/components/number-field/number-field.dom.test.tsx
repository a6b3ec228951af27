import '@testing-library/jest-dom/vitest';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { NumberField } from './number-field.tsx';

let done: (() => void) | undefined;
afterEach(() => done?.());

/** A year field as a page holds it: its value in the page's state, 2021 when the server rendered it. */
function YearForm({ onChange }: { onChange: (year: number) => void }) {
  const [year, setYear] = useState(2021);
  return (
    <UiProvider>
      <NumberField
        label="Year"
        value={year}
        onChange={(next) => {
          setYear(next);
          onChange(next);
        }}
        minValue={1950}
        maxValue={2027}
        formatOptions={{ useGrouping: false }}
      />
      <button type="button">elsewhere</button>
    </UiProvider>
  );
}

/** The server's HTML, typed into by the reader (`typed`) before the page hydrates, then hydrated. */
async function hydrateAfterTyping(typed: string, { stillInField }: { stillInField: boolean }) {
  const onChange = vi.fn<(year: number) => void>();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<YearForm onChange={() => {}} />);
  document.body.append(container);
  const input = container.querySelector('input') as HTMLInputElement;
  expect(input.value).toBe('2021');
  // No JavaScript answers yet: the text is the browser's alone.
  input.focus();
  input.value = typed;
  if (!stillInField) (container.querySelector('button') as HTMLButtonElement).focus();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <YearForm onChange={onChange} />);
  });
  done = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return { input, onChange };
}

describe('NumberField hydrated over text typed before its code arrived', () => {
  it('commits the text once the reader has left the field', async () => {
    const { input, onChange } = await hydrateAfterTyping('2015', { stillInField: false });
    expect(input).toHaveValue('2015');
    expect(onChange).toHaveBeenCalledWith(2015);
  });

  it('keeps it as the text being typed while the reader is still in the field, and commits it as they leave', async () => {
    const { input, onChange } = await hydrateAfterTyping('201', { stillInField: true });
    expect(input).toHaveValue('201');
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => input.blur());
    // Clamped to the field's range, as any typed value is when committed.
    expect(onChange).toHaveBeenCalledWith(1950);
    expect(input).toHaveValue('1950');
  });
});
