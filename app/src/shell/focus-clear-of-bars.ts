// Keyboard focus never stays under a bar that stays on screen (WCAG 2.2 2.4.11, Focus Not Obscured). The ui
// stylesheet pads the page's scrolling by the bars' room (data-bottom-bar, data-sticky-top), which the browser honours
// when focus brings an element from off the screen; an element already on screen, only under a bar (a host's "About
// you" field in the tab bar's last 57 px of a 390 px phone), the browser leaves where it is. Each element the keyboard
// focuses is therefore scrolled to the nearest place clear of the padding, which moves nothing when it is clear
// already; then clear of the bars as they are, where one is taller than its padding (the header wrapped onto two lines
// under text spaced for reading, 97 px against 72). Not the bars' own controls, nor what a dialog holds (above the
// page), nor a pointer's focus (what a pointer reaches is not under a bar).
const bars = '[data-bottom-bar], [data-sticky-top]';

/** Room kept between a focused element and a bar. */
const gap = 8;

/**
 * How far to scroll (px, down when positive) so that a box clears the bars stuck to the top and the bottom of the
 * screen, given as the bottom edge of the lowest top bar and the top edge of the highest bottom bar; 0 when it clears
 * them already, or when it is taller than the room between them (its top is kept in sight then). Pure, for the test.
 */
export function scrollToClear(box: { top: number; bottom: number }, room: { top: number; bottom: number }): number {
  if (box.top < room.top + gap) return box.top - room.top - gap;
  if (box.bottom > room.bottom - gap && box.bottom - box.top <= room.bottom - room.top - 2 * gap) return box.bottom - room.bottom + gap;
  return 0;
}

/** The room the bars leave on screen: below the headers stuck at the top, above the bars at the bottom. */
function roomBetweenBars(doc: Document): { top: number; bottom: number } {
  const view = doc.defaultView;
  const height = view?.innerHeight ?? 0;
  const room = { top: 0, bottom: height };
  for (const bar of doc.querySelectorAll<HTMLElement>(bars)) {
    const box = bar.getBoundingClientRect();
    // A bar not shown at this width (the tab bar from xl, a listing's booking bar from lg) has no box.
    if (!box.height) continue;
    if (bar.matches('[data-sticky-top]')) {
      if (box.top <= 1) room.top = Math.max(room.top, box.bottom);
    } else if (box.bottom >= height - 1) room.bottom = Math.min(room.bottom, box.top);
  }
  return room;
}

export function keepFocusClearOfBars(doc: Document = document): () => void {
  const onFocus = (event: FocusEvent) => {
    const element = event.target;
    if (!(element instanceof HTMLElement) || !element.matches(':focus-visible')) return;
    if (element.closest(`${bars}, [role=dialog], [role=alertdialog]`) || !doc.querySelector(bars)) return;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const by = scrollToClear(element.getBoundingClientRect(), roomBetweenBars(doc));
    if (by) doc.defaultView?.scrollBy({ top: by, behavior: 'instant' });
  };
  doc.addEventListener('focusin', onFocus);
  return () => doc.removeEventListener('focusin', onFocus);
}
