import { describe, expect, it } from 'vitest';
import { splitLinks } from './message-text.ts';

describe('messages are plain text (links made clickable, nothing else rendered as HTML)', () => {
  it.each([
    ['no link', 'Hello there', [{ kind: 'text', text: 'Hello there' }]],
    [
      'a link in a sentence, its full stop left out',
      'See https://rove.example/a?b=1. Thanks',
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'https://rove.example/a?b=1', href: 'https://rove.example/a?b=1' },
        { kind: 'text', text: '. Thanks' },
      ],
    ],
    ['www. addresses get https', 'www.parks.ca', [{ kind: 'link', text: 'www.parks.ca', href: 'https://www.parks.ca' }]],
    ['HTML stays text', '<a href="javascript:alert(1)">x</a>', [{ kind: 'text', text: '<a href="javascript:alert(1)">x</a>' }]],
    ['javascript: is never a link', 'javascript:alert(1)', [{ kind: 'text', text: 'javascript:alert(1)' }]],
  ] as const)('%s', (_label, text, parts) => {
    expect(splitLinks(text)).toEqual(parts);
  });
});
