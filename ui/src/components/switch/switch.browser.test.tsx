/// <reference types="@vitest/browser-playwright" />
import '../../styles/tailwind.css';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { Switch } from './switch.tsx';

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function Controlled() {
  const [on, setOn] = useState(false);
  return (
    <Switch isSelected={on} onChange={setOn}>
      Show the trip total
    </Switch>
  );
}

describe('Switch, clicked', () => {
  for (const [name, element] of [
    ['uncontrolled', <Switch key="u">Show the trip total</Switch>],
    ['controlled', <Controlled key="c" />],
  ] as const) {
    it(`${name}: a click on its label or its track turns it on, another turns it off`, async () => {
      await act(async () => root.render(<UiProvider>{element}</UiProvider>));
      const toggle = page.getByRole('switch', { name: 'Show the trip total' });
      await userEvent.click(page.getByText('Show the trip total'));
      await expect.element(toggle).toBeChecked();
      await userEvent.click(host.querySelector('[data-slot="switch-track"]')!);
      await expect.element(toggle).not.toBeChecked();
    });

    it(`${name}: a click without a pointer (a screen reader's) on the switch itself turns it on and off`, async () => {
      await act(async () => root.render(<UiProvider>{element}</UiProvider>));
      const toggle = page.getByRole('switch', { name: 'Show the trip total' });
      const input = host.querySelector<HTMLInputElement>('input[role="switch"]')!;
      await act(async () => input.click());
      await expect.element(toggle).toBeChecked();
      await act(async () => input.click());
      await expect.element(toggle).not.toBeChecked();
    });
  }
});
