import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { LocationSearch, type LocationSuggestion } from './location-search.tsx';

const noSuggestions = async () => [];

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

  it('takes the text typed before the page hydrated and suggests for it', async () => {
    const loadSuggestions = vi.fn<(query: string, signal: AbortSignal) => Promise<LocationSuggestion[]>>(async (query) =>
      query === 'Banf' ? [{ placeId: 'banff', mainText: 'Banff, AB, Canada', secondaryText: null }] : [],
    );
    const onInputChange = vi.fn<(text: string) => void>();
    const page = (
      <UiProvider>
        <LocationSearch loadSuggestions={loadSuggestions} onSelect={() => {}} onInputChange={onInputChange} />
      </UiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The reader types into the server's HTML: no JavaScript answers yet.
    const typed = container.querySelector('input') as HTMLInputElement;
    typed.focus();
    typed.value = 'Banf';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(onInputChange).toHaveBeenLastCalledWith('Banf');
    expect(loadSuggestions).toHaveBeenCalledWith('Banf', expect.any(AbortSignal));
    expect(await screen.findByRole('option', { name: 'Banff, AB, Canada' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('Banf');
    // Unmounted, so its open list (a portal outside the container) leaves with it.
    act(() => root?.unmount());
    container.remove();
  });

  it('opens the suggestions for text typed before the page hydrated when they arrive after it (a slow phone)', async () => {
    let answer: (suggestions: LocationSuggestion[]) => void = () => {};
    const loadSuggestions = vi.fn<(query: string, signal: AbortSignal) => Promise<LocationSuggestion[]>>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const page = (
      <UiProvider>
        <LocationSearch loadSuggestions={loadSuggestions} onSelect={() => {}} />
      </UiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const typed = container.querySelector('input') as HTMLInputElement;
    typed.focus();
    typed.value = 'Banf';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(loadSuggestions).toHaveBeenCalledWith('Banf', expect.any(AbortSignal));
    await act(async () => answer([{ placeId: 'banff', mainText: 'Banff, AB, Canada', secondaryText: null }]));
    expect(await screen.findByRole('option', { name: 'Banff, AB, Canada' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('Banf');
    // Unmounted, so its open list (a portal outside the container) leaves with it.
    act(() => root?.unmount());
    container.remove();
  });

  it('suggests for text typed after the page hydrated into a box the reader entered before it did', async () => {
    const loadSuggestions = vi.fn<(query: string, signal: AbortSignal) => Promise<LocationSuggestion[]>>(async (query) =>
      query === 'Banf' ? [{ placeId: 'banff', mainText: 'Banff, AB, Canada', secondaryText: null }] : [],
    );
    const page = (
      <UiProvider>
        <LocationSearch loadSuggestions={loadSuggestions} onSelect={() => {}} />
      </UiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The reader taps into the box while the page's code is still on its way, and types once it has hydrated.
    (container.querySelector('input') as HTMLInputElement).focus();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Banf' } });
    });
    expect(await screen.findByRole('option', { name: 'Banff, AB, Canada' })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
