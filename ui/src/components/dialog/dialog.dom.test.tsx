import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { Sheet, SheetContent } from '../sheet/sheet.tsx';
import { Dialog, DialogContent } from './dialog.tsx';

describe('Dialog', () => {
  it('is named by its title and has a close button in the current language', () => {
    render(
      <UiProvider locale="fr-CA">
        <Dialog open>
          <DialogContent title="Annuler la réservation">Contenu</DialogContent>
        </Dialog>
      </UiProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Annuler la réservation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it.each([undefined, null, ''])('throws at run time without a title (%s)', (title) => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = <DialogContent title={title}>Body</DialogContent>;
    expect(() => render(<Dialog open>{dialog}</Dialog>)).toThrow('DialogContent: a title is required');
    quiet.mockRestore();
  });

  it('is a type error to leave the title out', () => {
    // @ts-expect-error: title is a required prop.
    const dialog = <DialogContent>Body</DialogContent>;
    expect(dialog.props).not.toHaveProperty('title');
  });

  it('requires a title on a sheet too', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Sheet open>
          <SheetContent title="">Filters</SheetContent>
        </Sheet>,
      ),
    ).toThrow('SheetContent: a title is required');
    quiet.mockRestore();
  });
});
