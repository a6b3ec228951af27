import { describe, expect, it } from 'vitest';
import { COLLECTION_NAME_MAX_LENGTH, normalizeCollectionName, validateCollectionName } from './collection-name.ts';
import { collectionsDialogMessages } from './collections-dialog-messages.ts';

const existing = ['Summer in the Rockies', 'Road trip 2026', 'Été au Québec'];

describe('validateCollectionName', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['\t\n', 'empty'],
    ['Family weekend', null],
    ['  Family   weekend  ', null],
    ['a'.repeat(COLLECTION_NAME_MAX_LENGTH), null],
    ['a'.repeat(COLLECTION_NAME_MAX_LENGTH + 1), 'tooLong'],
    [`  ${'é'.repeat(COLLECTION_NAME_MAX_LENGTH)}  `, null],
    ['🚐'.repeat(COLLECTION_NAME_MAX_LENGTH), null],
    ['summer in the rockies', 'duplicate'],
    ['Summer  in the Rockies ', 'duplicate'],
    ['ÉTÉ AU QUÉBEC', 'duplicate'],
    ['Ete au Quebec', null],
  ])('%j gives %s', (name, expected) => {
    expect(validateCollectionName(name, existing)).toBe(expected);
  });

  it('lets a collection keep its own name on rename (the caller leaves it out of the others)', () => {
    const others = existing.filter((name) => name !== 'Road trip 2026');
    expect(validateCollectionName('Road Trip 2026', others)).toBeNull();
  });

  it('allows 50 characters', () => {
    expect(COLLECTION_NAME_MAX_LENGTH).toBe(50);
  });
});

describe('normalizeCollectionName', () => {
  it.each([
    ['  Family   weekend ', 'Family weekend'],
    ['Banff\u00a0trip', 'Banff trip'],
    ['One', 'One'],
  ])('%j becomes %j', (name, expected) => {
    expect(normalizeCollectionName(name)).toBe(expected);
  });
});

describe('validation messages', () => {
  it('exist in English and French for every error', () => {
    for (const language of ['en', 'fr'] as const) {
      const t = collectionsDialogMessages[language];
      for (const message of [t.errorEmpty, t.errorTooLong(50), t.errorDuplicate]) expect(message).not.toBe('');
    }
    expect(collectionsDialogMessages.en.errorTooLong(50)).toBe('Use 50 characters or fewer.');
    expect(collectionsDialogMessages.fr.errorTooLong(50)).toBe('Utilisez 50 caractères ou moins.');
    expect(Object.keys(collectionsDialogMessages.fr).sort()).toEqual(Object.keys(collectionsDialogMessages.en).sort());
  });
});
