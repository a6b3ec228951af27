/// <reference types="@vitest/browser-playwright" />
import '../../styles/tailwind.css';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { RangeSlider } from '../range-slider/range-slider.tsx';
import { Switch } from '../switch/switch.tsx';

let root: Root | undefined;
let host: HTMLDivElement;

/** The longest transition an element would run, in seconds (0 when transitions are off). */
function longestTransition(element: Element): number {
  const style = getComputedStyle(element);
  if (style.transitionProperty === 'none') return 0;
  return Math.max(...style.transitionDuration.split(',').map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
}

async function render(reduced: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduced ? 'reduce' : 'no-preference' }],
  });
  await act(async () =>
    root?.render(
      <UiProvider>
        <Switch defaultSelected>Roadside assistance</Switch>
        <RangeSlider label="Price" minValue={0} maxValue={500} />
      </UiProvider>,
    ),
  );
}

beforeAll(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterAll(async () => {
  await act(async () => root?.unmount());
  host.remove();
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value: 'no-preference' }] });
});

describe('form primitives and reduced motion', () => {
  it('animate the switch thumb and slider thumbs by default', async () => {
    await render(false);
    expect(longestTransition(host.querySelector('[data-slot="switch-thumb"]') as Element)).toBeGreaterThan(0.05);
    expect(longestTransition(host.querySelector('[data-slot="range-slider-thumb-min"]') as Element)).toBeGreaterThan(0.05);
  });

  it('stop moving when the person asks for reduced motion', async () => {
    await render(true);
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    expect(longestTransition(host.querySelector('[data-slot="switch-thumb"]') as Element)).toBeLessThan(0.001);
    expect(longestTransition(host.querySelector('[data-slot="switch-track"]') as Element)).toBeLessThan(0.001);
    expect(longestTransition(host.querySelector('[data-slot="range-slider-thumb-min"]') as Element)).toBeLessThan(0.001);
  });
});
