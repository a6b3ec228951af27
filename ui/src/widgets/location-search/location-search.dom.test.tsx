import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
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
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(onInputChange).toHaveBeenLastCalledWith('Banf');
    expect(loadSuggestions).toHaveBeenCalledWith('Banf', expect.any(AbortSignal));
    expect(await screen.findByRole('option', { name: 'Banff, AB, Canada' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('Banf');
    container.remove();
  });
});
