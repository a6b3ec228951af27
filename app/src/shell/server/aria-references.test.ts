import { describe, expect, it } from 'vitest';
import { dropUnresolvedAriaReferences } from './aria-references.ts';

describe('dropUnresolvedAriaReferences: the server HTML as React Aria leaves it in the browser', () => {
  it('drops React Aria ids no element has, keeping the others and every id the page has', () => {
    const html =
      '<label id="react-aria-1">Dates</label><div role="group" aria-labelledby="react-aria-1" aria-describedby="react-aria-1H3 react-aria-1H4 hint"></div><p id="hint">x</p>';
    expect(dropUnresolvedAriaReferences(html)).toBe(
      '<label id="react-aria-1">Dates</label><div role="group" aria-labelledby="react-aria-1" aria-describedby="hint"></div><p id="hint">x</p>',
    );
  });

  it('removes an attribute left empty, and leaves ids of our own alone even when missing', () => {
    expect(dropUnresolvedAriaReferences('<input aria-describedby="react-aria-2H1 react-aria-2H2"/>')).toBe('<input/>');
    expect(dropUnresolvedAriaReferences('<input aria-describedby="mine"/>')).toBe('<input aria-describedby="mine"/>');
  });
});
