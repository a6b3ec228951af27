// The full stylesheet, held back until the page needs it (issue 35). Every page links it at the end of its body with
// media="print" (scripts/first-paint-html.ts): the browser downloads it but builds none of its rules for the screen. A
// page the server rendered carries inline the rules of every class its markup uses (shell/server/critical-css.ts), so
// applying the whole file at load restyled and laid the page out again for nothing: on a phone at 4x CPU, 80 to 160 ms
// of style and layout on search, listing and home (10 s traces, medians of five). The file applies (media="all") the moment the page shows a
// class its markup did not have when it arrived: a widget, a banner, a dialog, the next page, or the first render of a
// page the browser renders alone. Its rules for what was there are the same as the inline ones: nothing moves.

/** Whether these mutations show a class not in `known`: on an element that changed, or anywhere in what was added. */
function showsNewClass(records: readonly MutationRecord[], known: Set<string>): boolean {
  const isNew = (element: Element) => [...element.classList].some((name) => !known.has(name));
  return records.some((record) =>
    record.type === 'attributes'
      ? isNew(record.target as Element)
      : [...record.addedNodes].some((node) => node instanceof Element && [node, ...node.querySelectorAll('[class]')].some(isNew)),
  );
}

/**
 * Applies the held stylesheet when the page first shows a class it did not have now, nor among `later` (the classes
 * whose rules the server inlined for parts drawn in the browser: lib/later-classes.ts). A page the browser renders
 * alone gets it at its first render, which replaces the skeleton. Resolves once the file has loaded (or failed: the
 * inline rules stay), at once without a held sheet: a page rendered afresh waits for it before its first render.
 */
export function applyHeldStylesheetWhenNeeded(doc: Document = document, later: readonly string[] = []): Promise<unknown> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-held]');
  if (!link) return Promise.resolve();
  const known = new Set(later);
  // Each distinct class attribute split once (many elements share one): a tenth of the time of every element's
  // classList on the search page, measured at 4x CPU (1.4 ms against 8.5, the same 313 classes).
  const lists = new Set<string>();
  for (const element of doc.querySelectorAll('[class]')) lists.add(element.getAttribute('class') ?? '');
  for (const list of lists) for (const name of list.split(/\s+/)) if (name) known.add(name);
  const observer = new MutationObserver((records) => {
    if (!showsNewClass(records, known)) return;
    observer.disconnect();
    link.media = 'all';
  });
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  return new Promise((resolve) => {
    if (link.sheet) resolve(0);
    link.onload = link.onerror = resolve;
  });
}
