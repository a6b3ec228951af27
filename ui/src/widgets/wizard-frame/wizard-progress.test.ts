import { describe, expect, it } from 'vitest';
import { wizardFrameMessages } from './wizard-frame-messages.ts';
import { wizardProgress } from './wizard-progress.ts';

describe('wizardProgress', () => {
  it.each([
    [0, 27, { current: 1, total: 27, percent: 4, isFirst: true, isLast: false }],
    [2, 27, { current: 3, total: 27, percent: 11, isFirst: false, isLast: false }],
    [26, 27, { current: 27, total: 27, percent: 100, isFirst: false, isLast: true }],
    [0, 1, { current: 1, total: 1, percent: 100, isFirst: true, isLast: true }],
  ])('step index %i of %i', (index, count, expected) => {
    expect(wizardProgress(index, count)).toEqual(expected);
  });

  it.each([
    [-1, 5],
    [5, 5],
    [1.5, 5],
    [0, 0],
    [0, 2.5],
    [Number.NaN, 5],
  ])('rejects step index %s of %s', (index, count) => {
    expect(() => wizardProgress(index, count)).toThrow(RangeError);
  });
});

describe('the step announcement', () => {
  it('says where the host is in both languages', () => {
    expect(wizardFrameMessages.en.announce(3, 27, 'What year is your RV?')).toBe('Step 3 of 27: What year is your RV?');
    expect(wizardFrameMessages.fr.announce(3, 27, 'De quelle année est votre VR?')).toBe('Étape 3 sur 27 : De quelle année est votre VR?');
    expect(Object.keys(wizardFrameMessages.fr).sort()).toEqual(Object.keys(wizardFrameMessages.en).sort());
  });

  it('names the part of the flow when the wizard counts parts, in French with its non-breaking space before the colon', () => {
    const en = wizardFrameMessages.en;
    const fr = wizardFrameMessages.fr;
    expect(en.announceAt(en.phaseOf(2, 6, 'Where it is'), 'How do renters get it?')).toBe(
      'Step 2 of 6, Where it is: How do renters get it?',
    );
    expect(fr.announceAt(fr.phaseOf(2, 6, 'Où il se trouve'), 'Comment l’obtenir\u00a0?')).toBe(
      'Étape 2 sur 6, Où il se trouve\u00a0: Comment l’obtenir\u00a0?',
    );
  });
});
