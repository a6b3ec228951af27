import { describe, expect, it } from 'vitest';
import { dropUnresolvedAriaReferences } from './aria-references.ts';
import { asByteText } from './critical-css.ts';

// The page as the render gives it: its UTF-8 bytes as byte text, and back.
const dropped = (html: string) => Buffer.from(dropUnresolvedAriaReferences(asByteText(Buffer.from(html))), 'latin1').toString();

describe('dropUnresolvedAriaReferences: the server HTML as React Aria leaves it in the browser', () => {
  it('drops React Aria ids no element has, keeping the others and every id the page has', () => {
    const html =
      '<label id="react-aria-1">Dates</label><div role="group" aria-labelledby="react-aria-1" aria-describedby="react-aria-1H3 react-aria-1H4 hint"></div><p id="hint">x</p>';
    expect(dropped(html)).toBe(
      '<label id="react-aria-1">Dates</label><div role="group" aria-labelledby="react-aria-1" aria-describedby="hint"></div><p id="hint">x</p>',
    );
  });

  it('removes an attribute left empty, and leaves ids of our own alone even when missing', () => {
    expect(dropped('<input aria-describedby="react-aria-2H1 react-aria-2H2"/>')).toBe('<input/>');
    expect(dropped('<input aria-describedby="mine"/>')).toBe('<input aria-describedby="mine"/>');
  });

  it('reads the page as bytes: the text around, in any language, comes through as it was', () => {
    const html =
      '<p>Été à Québec — 5 ★</p><input aria-labelledby="react-aria-9" aria-describedby="react-aria-9H1"/><label id="react-aria-9">Départ</label>';
    expect(dropped(html)).toBe('<p>Été à Québec — 5 ★</p><input aria-labelledby="react-aria-9"/><label id="react-aria-9">Départ</label>');
    // Nothing to drop: the same text.
    const untouched = asByteText(Buffer.from('<p>Été</p><input aria-describedby="hint"/><p id="hint">x</p>'));
    expect(dropUnresolvedAriaReferences(untouched)).toBe(untouched);
  });
});
