import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, LOADING_BAR, LoadingBar, type LoadingBarTimers } from '@rove/ui';
import { OverlayFrame } from './overlay-frame.tsx';

function Navigation({ error = false, label = 'Navigate' }: { error?: boolean; label?: string }) {
  const [loading, setLoading] = useState(false);
  return (
    <div className="flex gap-3 pt-4">
      <LoadingBar loading={loading} error={error} />
      <Button onClick={() => setLoading(true)} disabled={loading}>
        {label}
      </Button>
      <Button variant="outline" onClick={() => setLoading(false)} disabled={!loading}>
        Done
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  args: { loading: false },
  render: () => <Navigation />,
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => document.querySelector('[data-slot="loading-bar"]') as HTMLElement;
const indicator = () => document.querySelector('[data-slot="loading-bar-indicator"]') as HTMLElement;

export const Navigation_: Story = {
  name: 'Navigation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await expect(bar().getBoundingClientRect().height).toBe(LOADING_BAR.heightPx);
    // Keyboard: start a navigation; the bar shows after the throttle and its progress grows.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bar()).toHaveAttribute('data-state', 'visible'));
    await waitFor(() => expect(Number.parseFloat(indicator().style.width)).toBeGreaterThan(0));
    // Pointer: finish it; the bar fills, then hides and resets.
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(indicator().style.width).toBe('100%');
    await waitFor(() => expect(bar()).toHaveAttribute('data-state', 'hidden'));
    await waitFor(() => expect(indicator().style.width).toBe('0%'));
  },
};

export const FastNavigationNeverFlashes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Navigate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(bar()).toHaveAttribute('data-state', 'hidden');
    await expect(indicator().style.width).toBe('0%');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  render: () => <Navigation label="Naviguer" />,
};

export const Dark: Story = { globals: { theme: 'dark' } };

// Frozen timers: the bar shows at once and the clock stands at half the duration, so progress stays at 50 %.
function frozenTimers(): LoadingBarTimers {
  let calls = 0;
  return {
    setTimeout: (callback) => {
      callback();
      return 0;
    },
    clearTimeout: () => {},
    now: () => (calls++ === 0 ? 0 : LOADING_BAR.durationMs / 2),
  };
}

function FrozenBar() {
  const [timers] = useState(frozenTimers);
  return <LoadingBar loading timers={timers} />;
}

export const Overview: Story = {
  tags: ['visual'],
  render: () => <OverlayFrame height={48}>{() => <FrozenBar />}</OverlayFrame>,
  play: async () => {
    await waitFor(() => expect(indicator().style.width).toBe('50%'));
  },
};
