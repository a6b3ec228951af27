// A part of a page that takes no input and never changes once shown (the home page's illustration): its code is in no
// page's first load. The server renders it whole, inside an element of its own. A page that hydrates keeps that
// element's HTML as the server sent it: React does not hydrate what an element's dangerouslySetInnerHTML holds, and
// never compares it in production, so the part needs no code in the browser. A page the browser renders itself (a
// navigation to it) loads the code then and renders the part when it arrives, nothing in its place meanwhile.
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useClientValue } from './use-client-value.ts';

const inBrowser = () => false;
/** Left as the server wrote it: React sets nothing inside an element whose dangerouslySetInnerHTML it hydrates. */
const serverHtml = { __html: '' };

/** A static part whose component `load` brings; `className` goes to its element (a block of its own). */
export function staticPart(load: () => Promise<ComponentType>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function StaticPart({ className }: { className?: string }) {
    // The server's snapshot while the server renders and while the page hydrates; the browser's everywhere else.
    const hydrating = useClientValue(inBrowser, true);
    // Chosen once per instance: a part that hydrated keeps the server's HTML after hydration too.
    const [kept] = useState(hydrating);
    if (kept && typeof document !== 'undefined')
      return <div data-slot="static-part" className={className} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />;
    return (
      <div data-slot="static-part" className={className}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </div>
    );
  };
}
