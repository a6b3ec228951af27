import { describe, expect, it } from 'vitest';
import { inLanguage } from './bilingual.ts';
import { hostMessage } from './host-vocabulary.ts';
import { rvNotBookableMessage } from './host-standing.ts';
import { rvMessage, rvMessageCodes } from './rvs-vocabulary.ts';

describe('one shape for bilingual catalogues: { en, fr }, picked by inLanguage', () => {
  it.each([
    ['en', 'yes'],
    ['en-US', 'yes'],
    ['fr', 'oui'],
    ['fr-CA', 'oui'],
    ['de', 'yes'],
  ])('%s reads %s', (language, text) => {
    expect(inLanguage({ en: 'yes', fr: 'oui' }, language)).toBe(text);
  });

  it('the RV, host and standing catalogues answer in both languages, unknown codes with the generic sentence', () => {
    for (const code of rvMessageCodes) expect(rvMessage(code, 'fr')).not.toBe(rvMessage(code, 'en'));
    expect(rvMessage('Name.required', 'fr')).toBe('Donnez un nom à votre VR.');
    expect(hostMessage('Range.past', 'en')).toBe('Past nights cannot be changed.');
    expect(hostMessage('CardExpiry.past', 'fr')).toBe('Cette carte est expirée.');
    expect(hostMessage('No.such', 'fr')).toBe(hostMessage('Field.invalid', 'fr'));
    expect(rvNotBookableMessage('fr-CA')).toMatch(/^Ce VR ne peut pas/);
  });
});
