import { describe, expect, it, vi } from 'vitest';
import { createManualClock, createToastQueue } from './toast-store.ts';

const titles = (queue: ReturnType<typeof createToastQueue>) => queue.getState().visible.map((t) => t.title);

describe('createToastQueue', () => {
  it('shows toasts in arrival order, a few at a time, and the waiting ones follow when room frees up', () => {
    const clock = createManualClock();
    const queue = createToastQueue({ maxVisible: 2, clock });
    queue.add({ title: 'Saved to favourites' });
    queue.add({ title: 'Collection renamed' });
    queue.add({ title: 'Message sent' });
    expect(titles(queue)).toEqual(['Saved to favourites', 'Collection renamed']);
    expect(queue.getState().waiting).toBe(1);
    clock.advance(6000);
    expect(titles(queue)).toEqual(['Message sent']);
  });

  it('leaves on its own after the timeout, not before 5 s', () => {
    const clock = createManualClock();
    const queue = createToastQueue({ clock });
    const onClose = vi.fn<() => void>();
    queue.add({ title: 'Booking request sent', timeout: 1000, onClose });
    clock.advance(4999);
    expect(titles(queue)).toEqual(['Booking request sent']);
    clock.advance(1);
    expect(titles(queue)).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('starts the countdown of a waiting toast only when it is on screen', () => {
    const clock = createManualClock();
    const queue = createToastQueue({ maxVisible: 1, clock });
    queue.add({ title: 'First' });
    queue.add({ title: 'Second' });
    clock.advance(6000);
    expect(titles(queue)).toEqual(['Second']);
    clock.advance(5999);
    expect(titles(queue)).toEqual(['Second']);
    clock.advance(1);
    expect(titles(queue)).toEqual([]);
  });

  it('keeps a toast with an action until it is closed', () => {
    const clock = createManualClock();
    const queue = createToastQueue({ clock });
    const id = queue.add({ title: 'Removed from favourites', action: { label: 'Undo', onAction: () => {} } });
    clock.advance(3_600_000);
    expect(titles(queue)).toEqual(['Removed from favourites']);
    queue.close(id);
    expect(titles(queue)).toEqual([]);
  });

  it('pauses every countdown while hovered or focused, and resumes with the time that was left', () => {
    const clock = createManualClock();
    const queue = createToastQueue({ clock });
    queue.add({ title: 'Photos uploaded' });
    clock.advance(4000);
    queue.setPaused('hover', true);
    expect(queue.getState().paused).toBe(true);
    clock.advance(60_000);
    queue.setPaused('focus', true);
    queue.setPaused('hover', false);
    clock.advance(60_000);
    expect(titles(queue)).toEqual(['Photos uploaded']);
    queue.setPaused('focus', false);
    clock.advance(1999);
    expect(titles(queue)).toEqual(['Photos uploaded']);
    clock.advance(1);
    expect(titles(queue)).toEqual([]);
  });

  it('holds a toast that arrives while the region is paused', () => {
    const clock = createManualClock();
    const queue = createToastQueue({ clock });
    queue.setPaused('hover', true);
    queue.add({ title: 'Calendar updated' });
    clock.advance(60_000);
    expect(titles(queue)).toEqual(['Calendar updated']);
    queue.setPaused('hover', false);
    clock.advance(6000);
    expect(titles(queue)).toEqual([]);
  });

  it('notifies subscribers and clears everything on clear()', () => {
    const queue = createToastQueue({ clock: createManualClock() });
    const listener = vi.fn<() => void>();
    const unsubscribe = queue.subscribe(listener);
    queue.add({ title: 'A' });
    queue.add({ title: 'B' });
    queue.clear();
    expect(titles(queue)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    queue.add({ title: 'C' });
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
