import '../../styles/tailwind.css';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { UiProvider } from '../../provider/ui-provider.tsx';
import { Dialog, DialogContent } from './dialog.tsx';

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  await page.viewport(1024, 768);
});

async function openDialog() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root?.render(
      <UiProvider>
        <Dialog open>
          <DialogContent title="Filters" size="sm">
            Body
          </DialogContent>
        </Dialog>
      </UiProvider>,
    ),
  );
  const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
  // Let the enter transition finish before measuring.
  await Promise.all(dialog.getAnimations().map((a) => a.finished));
  return dialog.getBoundingClientRect();
}

describe('Dialog layout', () => {
  it('takes the whole screen on a small viewport', async () => {
    await page.viewport(375, 667);
    const box = await openDialog();
    expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, 375, 667]);
  });

  it('is a centred panel no wider than its size on a large viewport', async () => {
    await page.viewport(1024, 768);
    const box = await openDialog();
    expect(box.width).toBe(384);
    expect(Math.round(box.left + box.width / 2)).toBe(512);
    expect(box.height).toBeLessThan(768);
  });
});
