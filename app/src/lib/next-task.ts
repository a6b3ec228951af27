// Yielding to the browser between parts of a long piece of work (the app's start, a list of preloads).

/** A new task: what follows runs after the browser has had its turn (input, paint). */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  // Not setTimeout: a background tab delays its timers up to a second.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * After the browser has painted the frame that shows what was just committed: a frame's callback, then a new task. A
 * hidden page paints no frame, so it goes on at once.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}
