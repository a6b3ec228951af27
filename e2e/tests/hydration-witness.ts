// What a hydration mismatch was about (issue 38). Production React reports error #418 ("text" or "HTML") and names
// neither the text nor the component, then renders that part afresh: the journey fails without saying what differed.
// The fixture (fixtures.ts) runs `hydrationWitness` in every page before the page's own scripts: it keeps the server's
// #root (its HTML text) as the document is parsed, and when React reports a hydration error it logs, as a console warning
// (`hydrationDiffPrefix`), the texts that differ between the server's copy and the page after React's own rendering,
// each with the element it sits in. The fixture adds those lines to the test's failure.

export const hydrationDiffPrefix = 'rove:hydration-diff';

/** Runs in the page (context.addInitScript): self-contained, nothing from outside the function. */
export function hydrationWitness(): void {
  const prefix = 'rove:hydration-diff';
  const mismatch = /Minified React error #(418|419|423|425)|Hydration failed|didn't match/;
  // The server's HTML as text: a copy of its nodes would load its images again.
  let served: string | undefined;
  const keep = () => {
    const root = document.getElementById('root');
    if (root && served === undefined) served = root.innerHTML;
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', keep, { once: true });
  else keep();

  const where = (element: Element | null): string => {
    if (!element) return '';
    const slot = element.closest('[data-slot]')?.getAttribute('data-slot');
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 3).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${slot ? ` in [data-slot=${slot}]` : ''}`;
  };
  const texts = (root: Element) => {
    const out: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      if (text) out.push({ text, where: where(node.parentElement) });
    }
    return out;
  };
  /** Some of the texts from `from` to `to`, cut short. */
  const run = (list: { text: string }[], from: number, to: number) =>
    list.slice(from, Math.min(to, from + 6)).map((entry) => entry.text.slice(0, 120));
  /** The runs of texts that differ, in order (a greedy walk that resynchronises within a window). */
  const differences = (server: { text: string; where: string }[], browser: { text: string; where: string }[]) => {
    const found: { server: string[]; browser: string[]; where: string }[] = [];
    let i = 0;
    let j = 0;
    while ((i < server.length || j < browser.length) && found.length < 8) {
      if (i < server.length && j < browser.length && server[i].text === browser[j].text) {
        i++;
        j++;
        continue;
      }
      let next: [number, number] = [server.length, browser.length];
      for (let span = 1; span <= 60; span++) {
        const inBrowser = browser.slice(j, j + span + 1).findIndex((b) => b.text === server[i + span]?.text);
        const inServer = server.slice(i, i + span + 1).findIndex((s) => s.text === browser[j + span]?.text);
        if (inBrowser >= 0) {
          next = [i + span, j + inBrowser];
          break;
        }
        if (inServer >= 0) {
          next = [i + inServer, j + span];
          break;
        }
      }
      found.push({ server: run(server, i, next[0]), browser: run(browser, j, next[1]), where: (server[i] ?? browser[j])?.where ?? '' });
      [i, j] = next;
    }
    return found;
  };
  let reported = false;
  const report = (message: string) => {
    if (reported || served === undefined || !mismatch.test(message)) return;
    reported = true;
    try {
      const now = document.getElementById('root');
      // Parsed into a document of its own: inert (no image loads, no scripts).
      const server = new DOMParser().parseFromString(`<div>${served}</div>`, 'text/html').body.firstElementChild;
      if (now && server) console.warn(`${prefix} ${JSON.stringify(differences(texts(server), texts(now)))}`);
    } catch (error) {
      console.warn(`${prefix} (no comparison: ${String(error)})`);
    }
  };
  window.addEventListener('error', (event) => report(String(event.error?.message ?? event.message ?? '')));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    report(args.map(String).join(' '));
    consoleError(...args);
  };
}
