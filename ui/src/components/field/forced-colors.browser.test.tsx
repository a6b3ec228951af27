/// <reference types="@vitest/browser-playwright" />
import '../../styles/tailwind.css';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Radio, RadioGroup } from '../radio-group/radio-group.tsx';
import { Switch } from '../switch/switch.tsx';
import { TextField } from '../text-field/text-field.tsx';

// Windows High Contrast and other forced-colour themes drop our token colours: state must still show,
// through system colours (Highlight for "on", Mark for errors).
let root: Root | undefined;
let host: HTMLDivElement;

/** What a system colour keyword resolves to in the current (forced) palette. */
function systemColour(keyword: string): string {
  const probe = document.createElement('div');
  probe.style.backgroundColor = keyword;
  probe.style.borderColor = keyword;
  host.append(probe);
  const value = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return value;
}

beforeAll(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root?.render(
      <UiProvider>
        <Checkbox defaultSelected>Pet friendly</Checkbox>
        <Switch defaultSelected>Roadside assistance</Switch>
        <RadioGroup label="Sort by" defaultValue="a">
          <Radio value="a">Recommended</Radio>
          <Radio value="b">Distance</Radio>
        </RadioGroup>
        <TextField label="Promo code" isInvalid errorMessage="Expired." />
        <TextField label="First name" />
      </UiProvider>,
    ),
  );
});

afterAll(async () => {
  await act(async () => root?.unmount());
  host.remove();
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'none' }] });
});

describe('form primitives in forced colours', () => {
  it('runs with forced colours on', () => {
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
  });

  it('fills a checked checkbox, an on switch and a chosen radio with Highlight', () => {
    const highlight = systemColour('Highlight');
    const box = host.querySelector('[data-slot="checkbox-indicator"]') as HTMLElement;
    const track = host.querySelector('[data-slot="switch-track"]') as HTMLElement;
    const [chosen, other] = host.querySelectorAll<HTMLElement>('[data-slot="radio-indicator"]');
    expect(getComputedStyle(box).backgroundColor).toBe(highlight);
    expect(getComputedStyle(track).backgroundColor).toBe(highlight);
    expect(getComputedStyle(chosen as HTMLElement).backgroundColor).toBe(highlight);
    expect(getComputedStyle(other as HTMLElement).backgroundColor).not.toBe(highlight);
  });

  it('marks an invalid input’s border and error text with Mark', () => {
    const mark = systemColour('Mark');
    const [invalid, valid] = host.querySelectorAll<HTMLElement>('[data-slot="input"]');
    const error = host.querySelector('[data-slot="field-error"]') as HTMLElement;
    expect(getComputedStyle(invalid as HTMLElement).borderTopColor).toBe(mark);
    expect(getComputedStyle(valid as HTMLElement).borderTopColor).not.toBe(mark);
    expect(getComputedStyle(error).color).toBe(mark);
  });
});
