import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

describe('ui messages', () => {
  it('hold the same keys in English and French', () => {
    expect(Object.keys(messages.fr).sort()).toEqual(Object.keys(messages.en).sort());
  });
  it('have no empty or untranslated French words', () => {
    for (const [key, fr] of Object.entries(messages.fr)) {
      expect(fr, key).not.toBe('');
    }
  });
});
