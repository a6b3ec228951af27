import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('refuses an icon-only button without an accessible name (dev-time error)', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: the types require aria-label or aria-labelledby when iconOnly is set.
    expect(() => render(<Button iconOnly>x</Button>)).toThrow('icon-only button needs an accessible name');
    quiet.mockRestore();
  });

  it('accepts an icon-only button named by aria-label or aria-labelledby', () => {
    render(
      <>
        <Button iconOnly aria-label="Search">
          s
        </Button>
        <span id="fav">Favourites</span>
        <Button iconOnly aria-labelledby="fav">
          f
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('data-icon-only', 'true');
    expect(screen.getByRole('button', { name: 'Favourites' })).toBeInTheDocument();
  });

  it('announces busy in the current language and ignores presses while loading', () => {
    const onClick = vi.fn<() => void>();
    render(
      <UiProvider locale="fr-CA">
        <Button loading onClick={onClick}>
          Réserver
        </Button>
      </UiProvider>,
    );
    const button = screen.getByRole('button', { name: 'Réserver Chargement' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
