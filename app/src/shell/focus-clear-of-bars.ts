// Keyboard focus never stays under a bar that stays on screen (WCAG 2.2 2.4.11, Focus Not Obscured). The ui
// stylesheet pads the page's scrolling by the bars' room (data-bottom-bar, data-sticky-top), which the browser honours
// when focus brings an element from off the screen; an element already on screen, only under a bar (a host's "About
// you" field in the tab bar's last 57 px of a 390 px phone), the browser leaves where it is. Each element the keyboard
// focuses is therefore scrolled to the nearest place clear of the padding, which moves nothing when it is clear
// already. Not the bars' own controls, nor what a dialog holds (above the page), nor a pointer's focus (what a pointer
// reaches is not under a bar).
const bars = '[data-bottom-bar], [data-sticky-top]';

export function keepFocusClearOfBars(doc: Document = document): () => void {
  const onFocus = (event: FocusEvent) => {
    const element = event.target;
    if (!(element instanceof HTMLElement) || !element.matches(':focus-visible')) return;
    if (element.closest(`${bars}, [role=dialog], [role=alertdialog]`) || !doc.querySelector(bars)) return;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  doc.addEventListener('focusin', onFocus);
  return () => doc.removeEventListener('focusin', onFocus);
}
