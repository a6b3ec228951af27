import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { Logo } from './logo.tsx';

describe('Logo', () => {
  it('draws the wordmark as outlines: no text for SVG to lay out in a web font, one name for assistive technology', () => {
    render(<Logo />);
    const logo = screen.getByRole('img', { name: 'Rove' });
    expect(logo.querySelector('text')).toBeNull();
    expect(logo.querySelector('[data-slot=logo-wordmark]')?.getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+q/);
    expect(logo).toHaveAttribute('viewBox', '0 0 100 32');
  });

  it('leaves the wordmark out of the mark alone, and names the Canadian-owned variant in French', () => {
    render(
      <UiProvider locale="fr-CA">
        <Logo markOnly />
        <Logo variant="canadian" />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Rove' }).querySelector('[data-slot=logo-wordmark]')).toBeNull();
    const canadian = screen.getByRole('img', { name: 'Rove, propriété canadienne' });
    expect(canadian.querySelector('[data-slot=logo-wordmark]')).not.toBeNull();
    expect(canadian.querySelector('[data-slot=logo-maple-leaf]')).not.toBeNull();
  });
});
