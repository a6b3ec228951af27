import { describe, expect, it } from 'vitest';
import { parseProse } from './prose.tsx';

describe('content prose: paragraphs, lists, nothing else', () => {
  it.each([
    [
      'One.\n\nTwo.',
      [
        { kind: 'p', text: 'One.' },
        { kind: 'p', text: 'Two.' },
      ],
    ],
    ['- a\n- b', [{ kind: 'ul', items: ['a', 'b'] }]],
    ['1. a\n2. b', [{ kind: 'ol', items: ['a', 'b'] }]],
    ['Intro\nsame paragraph', [{ kind: 'p', text: 'Intro same paragraph' }]],
    ['<b>x</b>', [{ kind: 'p', text: '<b>x</b>' }]],
  ])('%j', (text, blocks) => {
    expect(parseProse(text)).toEqual(blocks);
  });
});
