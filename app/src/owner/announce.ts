// A polite live region that outlives page changes: each wizard step is its own route (its page mounts anew), so
// a region inside the page would be new at every step and many screen readers skip regions born with content.
let region: HTMLElement | null = null;

export function announce(text: string): void {
  if (typeof document === 'undefined') return;
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-slot', 'owner-announcer');
    region.className = 'sr-only';
    document.body.append(region);
  }
  const target = region;
  target.textContent = '';
  // A separate task, so that the change is noticed even when the same words come twice.
  setTimeout(() => {
    target.textContent = text;
  }, 50);
}
