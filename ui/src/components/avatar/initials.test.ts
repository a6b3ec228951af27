import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar.tsx';

describe('initialsOf', () => {
  it.each([
    ['Marie-Ève Tremblay', 'MT'],
    ['Élodie Gagnon', 'ÉG'],
    ['cher', 'C'],
    ['  Jordan   Lee  ', 'JL'],
    ['Jean Paul de la Fontaine', 'JF'],
    ['', ''],
  ])('%s -> %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
