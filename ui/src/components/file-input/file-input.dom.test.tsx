import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { FileInput } from './file-input.tsx';

const photo = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('FileInput', () => {
  it('is the file input, named by its label, its ref the input itself (a page empties it through the ref)', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <label htmlFor="photo">Licence photo</label>
        <FileInput id="photo" ref={ref} accept="image/png" />
      </>,
    );
    const input = screen.getByLabelText('Licence photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(ref.current).toBe(input);
    expect(input).toHaveAccessibleDescription('No file chosen');
  });

  it('hands the change on and shows the chosen name, or how many were chosen', async () => {
    const onChange = vi.fn<(event: React.ChangeEvent<HTMLInputElement>) => void>();
    render(<FileInput aria-label="Photos" multiple onChange={onChange} aria-describedby="hint" />);
    const input = screen.getByLabelText('Photos');
    await userEvent.upload(input, [photo('a.png'), photo('b.png')]);
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByText('2 files')).toBeInTheDocument();
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe('hint');
    await userEvent.upload(input, photo('c.png'));
    expect(screen.getByText('c.png')).toBeInTheDocument();
  });

  it('speaks French in a French page, and can leave the chosen name out', () => {
    render(
      <UiProvider locale="fr-CA">
        <FileInput aria-label="Photos" multiple showChosen={false} />
      </UiProvider>,
    );
    expect(screen.getByText('Choisir des fichiers')).toBeInTheDocument();
    expect(screen.queryByText('Aucun fichier choisi')).toBeNull();
    expect(screen.getByLabelText('Photos')).not.toHaveAttribute('aria-describedby');
  });
});
