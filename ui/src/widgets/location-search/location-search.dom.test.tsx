import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { LocationSearch } from './location-search.tsx';

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
});
