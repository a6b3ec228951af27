import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './next-task.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('waits for the next frame on a page on screen, then goes on in a new task', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    let done = false;
    const painted = afterNextPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    frame?.(performance.now());
    await painted;
    expect(done).toBe(true);
  });

  it('goes on at once on a hidden page, which paints no frame', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterNextPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
