import '@testing-library/jest-dom/vitest';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { staticPart } from './static-part.tsx';

function Art() {
  return (
    <svg data-testid="art" aria-hidden="true">
      <circle r="4" />
    </svg>
  );
}

// What the server sends for a part: its element with the part rendered whole in a Suspense boundary.
const serverHtml =
  '<div data-slot="static-part" class="art"><!--$--><svg data-testid="art" aria-hidden="true"><circle r="4"></circle></svg><!--/$--></div>';

describe('a static part', () => {
  it('keeps the server’s HTML when the page hydrates, without loading its code, through later renders too', async () => {
    const load = vi.fn<() => Promise<typeof Art>>(() => Promise.resolve(Art));
    const Part = staticPart(load);
    const Page = ({ title }: { title: string }) => (
      <main>
        <h1>{title}</h1>
        <Part className="art" />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = `<main><h1>Home</h1>${serverHtml}</main>`;
    document.body.append(container);
    const art = container.querySelector('svg');
    const recoverable = vi.fn<(error: unknown) => void>();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page title="Home" />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('svg')).toBe(art);
    // The page renders again (its words, its data): the part's HTML is still the server's, its code still unasked.
    await act(async () => root?.render(<Page title="Accueil" />));
    expect(container.querySelector('h1')).toHaveTextContent('Accueil');
    expect(container.querySelector('svg')).toBe(art);
    expect(load).not.toHaveBeenCalled();
    await act(async () => root?.unmount());
    container.remove();
  });

  it('loads its code and renders it on a page the browser renders itself', async () => {
    let arrive: (component: typeof Art) => void = () => {};
    const load = vi.fn<() => Promise<typeof Art>>(() => new Promise<typeof Art>((resolve) => (arrive = resolve)));
    const Part = staticPart(load);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Part className="art" />));
    expect(load).toHaveBeenCalledTimes(1);
    // Nothing in its place while the code travels, then the part in its element.
    expect(container.querySelector('[data-slot=static-part]')).toBeEmptyDOMElement();
    await act(async () => arrive(Art));
    expect(container.querySelector('[data-slot=static-part].art svg[data-testid=art]')).toBeInTheDocument();
    await act(async () => root.unmount());
    container.remove();
  });
});
