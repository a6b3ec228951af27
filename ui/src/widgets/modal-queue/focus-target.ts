// Where focus goes when the last modal closes. Normally back to what opened it; but the trigger may be gone
// (a "remove" button whose row was removed, a banner that closed, a page that changed behind the modal).

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isUsable(element: Element | null | undefined): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.closest('[inert], [aria-hidden=true], [hidden]')) return false;
  return element.getClientRects().length > 0;
}

/** The trigger if it is still there; else the main content (made focusable for the moment); else the first focusable element. */
export function pickFocusTarget(trigger: Element | null | undefined, doc: Document = document): HTMLElement | null {
  if (isUsable(trigger) && trigger !== doc.body) return trigger;
  const main = doc.querySelector('main, [role=main]');
  if (main instanceof HTMLElement && isUsable(main)) {
    if (!main.hasAttribute('tabindex')) {
      main.setAttribute('tabindex', '-1');
      // Only focusable for this hand-over: clicks in the page should not outline it later.
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    }
    return main;
  }
  for (const element of doc.body.querySelectorAll(focusable)) if (isUsable(element)) return element;
  return null;
}
