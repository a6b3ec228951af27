import { describe, expect, it } from 'vitest';
import { frenchA, frenchDe, frenchFirstOfMonth, frenchSpacing, frenchTypographyProblems, narrowNbsp, nbsp } from './french.ts';

describe('French grammar for names', () => {
  it('elides "de" before a vowel, accented or not', () => {
    expect(frenchDe('Élodie')).toBe('d’Élodie');
    expect(frenchDe('avril')).toBe('d’avril');
    expect(frenchDe('Olivia')).toBe('d’Olivia');
    expect(frenchDe('Marc')).toBe('de Marc');
  });

  it('contracts "de" and "à" with a leading article', () => {
    expect(frenchDe('Le Huard voyageur 523')).toBe('du Huard voyageur 523');
    expect(frenchDe('Les Rocheuses')).toBe('des Rocheuses');
    expect(frenchDe('La Mouette')).toBe('de La Mouette');
    expect(frenchA('Le Huard voyageur')).toBe('au Huard voyageur');
    expect(frenchA('Montréal')).toBe('à Montréal');
  });

  it('writes the first of the month as 1er, and no other day', () => {
    expect(frenchFirstOfMonth('le 1 décembre 2026')).toBe('le 1er décembre 2026');
    expect(frenchFirstOfMonth(`1${nbsp}août`)).toBe(`1er${nbsp}août`);
    expect(frenchFirstOfMonth('le 11 décembre 2026')).toBe('le 11 décembre 2026');
    expect(frenchFirstOfMonth('21 mars')).toBe('21 mars');
  });
});

describe('French spacing', () => {
  it('puts a no-break space before a colon and a narrow one before ; ? !', () => {
    expect(frenchSpacing('Voir la réservation: ici')).toBe(`Voir la réservation${nbsp}: ici`);
    expect(frenchSpacing('Comment les locataires l’obtiennent-ils?')).toBe(`Comment les locataires l’obtiennent-ils${narrowNbsp}?`);
    expect(frenchSpacing('Bravo !')).toBe(`Bravo${narrowNbsp}!`);
    expect(frenchSpacing('« Wanderlust »')).toBe(`«${nbsp}Wanderlust${nbsp}»`);
  });

  it('changes nothing in a text it already spaced (the fixer can run again), and one space where there were two', () => {
    const spaced = frenchSpacing('Est-ce payant? Oui: c’est « gratuit »! Vraiment ; oui.');
    expect(frenchSpacing(spaced)).toBe(spaced);
    expect(frenchSpacing(`Rove${narrowNbsp}${narrowNbsp}?`)).toBe(`Rove${narrowNbsp}?`);
    expect(frenchSpacing(`Prix${nbsp}${nbsp}: 5`)).toBe(`Prix${nbsp}: 5`);
  });

  it('leaves placeholders, addresses and clock times alone', () => {
    expect(frenchSpacing('Arrivée à 15:00 {{a:b}} https://rove.example/x?y=1')).toBe('Arrivée à 15:00 {{a:b}} https://rove.example/x?y=1');
  });

  it('finds what is missing, and nothing in a correct text', () => {
    expect(frenchTypographyProblems('Voir la réservation: ici')).toEqual(['no-break space before ":"']);
    expect(frenchTypographyProblems('Le voyage de Élodie')).toEqual(['"de Élodie" (elision: d’)']);
    expect(frenchTypographyProblems(frenchSpacing('Est-ce payant? Oui: c’est « gratuit »!'))).toEqual([]);
    expect(frenchTypographyProblems('Le voyage d’Élodie de {{name}}')).toEqual([]);
  });
});
