// The toasts' code loads with the first toast; when it cannot load (the network is down, which is when error toasts
// come), the toast's title still shows in the live region.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast-queue.tsx';
import { createToastQueue } from './toast-store.ts';

vi.mock('./toast-list.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/toast-list.js');
});

afterEach(cleanup);

describe('the toast region when the toasts’ code cannot load', () => {
  it('shows the title as a plain line in the live region', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toBeEmptyDOMElement();
    await act(async () => {
      queue.add({ title: 'Your message could not be sent', tone: 'danger' });
    });
    expect(await screen.findByText('Your message could not be sent')).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-live', 'polite');
  });
});
