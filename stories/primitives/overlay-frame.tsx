import { useState, type ReactNode } from 'react';

/**
 * A fixed-size box that contains fixed-position overlays (its transform makes it their containing block),
 * so screenshot stories can show an open dialog, sheet or popover inside the story's own frame.
 */
export function OverlayFrame({ children, height = 420 }: { children: (container: HTMLElement) => ReactNode; height?: number }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setContainer}
      data-testid="overlay-frame"
      className="relative w-[640px] overflow-hidden rounded-md border border-border bg-background [transform:translateZ(0)]"
      style={{ height }}
    >
      {container ? children(container) : null}
    </div>
  );
}
