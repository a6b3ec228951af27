import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { LocationSearch, type LocationSuggestion } from './location-search.tsx';

const noSuggestions = async () => [];

type LoadSuggestions = (query: string, signal: AbortSignal) => Promise<LocationSuggestion[]>;
const banff: LocationSuggestion[] = [{ placeId: 'banff', mainText: 'Banff, AB, Canada', secondaryText: null }];
/** Suggests Banff for "Banf", nothing else. */
const suggestBanff = () => vi.fn<LoadSuggestions>(async (query) => (query === 'Banf' ? banff : []));

/**
 * The server's HTML of a LocationSearch, entered by the reader (and typed into, when `typed` is given) before the page
 * hydrates, then hydrated. `done` unmounts it, so its open list (a portal outside the container) leaves with it.
 */
async function hydrateAfterReader(loadSuggestions: LoadSuggestions, typed?: string, onInputChange?: (text: string) => void) {
  const page = (
    <UiProvider>
      <LocationSearch loadSuggestions={loadSuggestions} onSelect={() => {}} onInputChange={onInputChange} />
    </UiProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  // No JavaScript answers yet: the focus and the text are the browser's alone.
  const input = container.querySelector('input') as HTMLInputElement;
  input.focus();
  if (typed !== undefined) input.value = typed;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return {
    done: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('LocationSearch', () => {
  it('keeps typed text when focus leaves the field, and commits it once', async () => {
    const onCommitText = vi.fn<(text: string) => void>();
    const onInputChange = vi.fn<(text: string) => void>();
    render(
      <UiProvider>
        <LocationSearch loadSuggestions={noSuggestions} onSelect={() => {}} onCommitText={onCommitText} onInputChange={onInputChange} />
        <button type="button">elsewhere</button>
      </UiProvider>,
    );
    const input = screen.getByRole('combobox');
    await act(async () => {
      input.focus();
      fireEvent.change(input, { target: { value: 'Banff' } });
    });
    await act(async () => {
      fireEvent.blur(input);
      screen.getByText('elsewhere').focus();
    });
    expect(input).toHaveValue('Banff');
    expect(onInputChange).toHaveBeenLastCalledWith('Banff');
    expect(onCommitText).toHaveBeenCalledTimes(1);
    expect(onCommitText).toHaveBeenCalledWith('Banff');
  });

  it('commits nothing when the text is the place it started with', async () => {
    const onCommitText = vi.fn<(text: string) => void>();
    render(
      <UiProvider>
        <LocationSearch loadSuggestions={noSuggestions} onSelect={() => {}} onCommitText={onCommitText} defaultInputValue="Banff" />
      </UiProvider>,
    );
    const input = screen.getByRole('combobox');
    await act(async () => {
      input.focus();
      fireEvent.blur(input);
    });
    expect(input).toHaveValue('Banff');
    expect(onCommitText).not.toHaveBeenCalled();
  });

  it('renders a box given its place on the server with no spinner, and shows one only while a load runs', async () => {
    let answer: (suggestions: LocationSuggestion[]) => void = () => {};
    const loadSuggestions = vi.fn<LoadSuggestions>(() => new Promise((resolve) => (answer = resolve)));
    const page = (
      <UiProvider>
        <LocationSearch loadSuggestions={loadSuggestions} onSelect={() => {}} defaultInputValue="Montréal, QC" />
      </UiProvider>
    );
    // Nothing is loading on the server, and nothing should turn until the box's code is here (a deferred widget).
    const html = renderToString(page);
    expect(html).toContain('value="Montréal, QC"');
    expect(html).not.toContain('combobox-spinner');
    // Nor does it say anything of suggestions nobody asked for yet ("No results" would be false).
    expect(html).toMatch(/data-slot="combobox-status"[^>]*><\/output>/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    // In the browser its first load starts: the spinner turns until the answer.
    expect(loadSuggestions).toHaveBeenCalledWith('Montréal, QC', expect.any(AbortSignal));
    expect(container.querySelector('[data-slot=combobox-spinner]')).not.toBeNull();
    expect(container.querySelector('[data-slot=combobox-status]')).toHaveTextContent('Loading');
    await act(async () => answer([]));
    expect(container.querySelector('[data-slot=combobox-spinner]')).toBeNull();
    expect(container.querySelector('[data-slot=combobox-status]')).toHaveTextContent('No places match');
    act(() => root?.unmount());
    container.remove();
  });

  it('takes the text typed before the page hydrated and suggests for it', async () => {
    const loadSuggestions = suggestBanff();
    const onInputChange = vi.fn<(text: string) => void>();
    const page = await hydrateAfterReader(loadSuggestions, 'Banf', onInputChange);
    expect(onInputChange).toHaveBeenLastCalledWith('Banf');
    expect(loadSuggestions).toHaveBeenCalledWith('Banf', expect.any(AbortSignal));
    expect(await screen.findByRole('option', { name: 'Banff, AB, Canada' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('Banf');
    page.done();
  });

  it('opens the suggestions for text typed before the page hydrated when they arrive after it (a slow phone)', async () => {
    let answer: (suggestions: LocationSuggestion[]) => void = () => {};
    const loadSuggestions = vi.fn<LoadSuggestions>(() => new Promise((resolve) => (answer = resolve)));
    const page = await hydrateAfterReader(loadSuggestions, 'Banf');
    expect(loadSuggestions).toHaveBeenCalledWith('Banf', expect.any(AbortSignal));
    await act(async () => answer(banff));
    expect(await screen.findByRole('option', { name: 'Banff, AB, Canada' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('Banf');
    page.done();
  });

  it('suggests for text typed after the page hydrated into a box the reader entered before it did', async () => {
    // The reader taps into the box while the page's code is still on its way, and types once it has hydrated.
    const page = await hydrateAfterReader(suggestBanff());
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Banf' } });
    });
    expect(await screen.findByRole('option', { name: 'Banff, AB, Canada' })).toBeInTheDocument();
    page.done();
  });
});
