/// <reference types="@vitest/browser-playwright" />
import '../../styles/tailwind.css';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { StarRating } from './star-rating.tsx';

// A rating's row of stars is one element (the `star-row` utility): a mask of the star repeated along it, coloured up
// to the rating and muted after. What the eye reads must hold in the stylesheet: the row's length, where the colour
// stops (whole and half stars), and system colours when a forced-colour theme drops the tokens.
let root: Root | undefined;
let host: HTMLDivElement;

beforeAll(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'none' }] });
});

afterAll(async () => {
  await act(async () => root?.unmount());
  host.remove();
});

async function show(value: number, size?: 'sm' | 'md' | 'lg') {
  await act(async () =>
    root?.render(
      <UiProvider>
        <StarRating value={value} size={size} />
      </UiProvider>,
    ),
  );
  const row = host.querySelector('.star-row') as HTMLElement;
  return { row, style: getComputedStyle(row), after: getComputedStyle(row, '::after') };
}

/** What a colour (a token's value, a system colour) resolves to here. */
function colour(value: string): string {
  const probe = document.createElement('div');
  probe.style.color = value;
  host.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}

describe('StarRating', () => {
  it('draws the row as one element, hidden from assistive technology, the words beside it', async () => {
    const { row } = await show(4.5);
    expect(row.getAttribute('aria-hidden')).toBe('true');
    expect(row.children).toHaveLength(0);
    expect(host.querySelector('svg')).toBeNull();
    expect(host.textContent).toBe('4.5 out of 5');
  });

  it('spans five stars and four gaps, the star repeated along it by a mask', async () => {
    const { row, style } = await show(3, 'md');
    // 5 × 1rem + 4 × 0.125rem at 16 px.
    expect(row.getBoundingClientRect().width).toBe(88);
    expect(row.getBoundingClientRect().height).toBe(16);
    expect(style.maskImage).toContain('data:image/svg+xml');
    expect(style.maskRepeat).toContain('space');
  });

  it('colours whole stars with their gaps, and half a star to its middle', async () => {
    expect((await show(3, 'md')).row.style.getPropertyValue('--star-fill')).toBe('3.375rem');
    expect((await show(3.5, 'md')).row.style.getPropertyValue('--star-fill')).toBe('3.875rem');
    // To the nearest half star: 4.2 shows four, 4.3 four and a half (1.5rem stars).
    expect((await show(4.2, 'lg')).row.style.getPropertyValue('--star-fill')).toBe('6.5rem');
    expect((await show(4.3, 'lg')).row.style.getPropertyValue('--star-fill')).toBe('7.25rem');
    expect((await show(0)).row.style.getPropertyValue('--star-fill')).toBe('0rem');
  });

  it('colours the rated stars with the star token and the others muted, outlined', async () => {
    // Two stars and their gaps: 2.25rem, 36 px.
    const { row, style, after } = await show(2);
    const star = colour(getComputedStyle(row).getPropertyValue('--star'));
    const muted = colour(getComputedStyle(row).getPropertyValue('--muted'));
    expect(style.backgroundImage).toBe(`linear-gradient(to right, ${star} 36px, ${muted} 36px)`);
    expect(after.content).toBe('""');
    expect(after.backgroundImage).toMatch(/^linear-gradient\(to right, rgba\(0, 0, 0, 0\) 36px, .+ 36px\)$/);
  });

  it('keeps its colours in a forced-colour theme: CanvasText for the rated stars, GrayText outlines the others', async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const { style, after } = await show(2);
    expect(style.forcedColorAdjust).toBe('none');
    expect(style.backgroundImage).toBe(`linear-gradient(to right, ${colour('CanvasText')} 36px, ${colour('Canvas')} 36px)`);
    expect(after.backgroundImage).toBe(`linear-gradient(to right, rgba(0, 0, 0, 0) 36px, ${colour('GrayText')} 36px)`);
  });
});
