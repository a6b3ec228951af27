import { describe, expect, it } from 'vitest';
import { messageErrorOf, SendMessageSchema } from './messages.ts';
import { fillMessageTemplate, maxMessageLength, messageWords } from './messages-vocabulary.ts';

describe('templates are inserted with their placeholders filled (renter first name, trip dates, RV name)', () => {
  it.each([
    ['Hi {renterFirstName}!', { renterFirstName: 'Rita' }, 'Hi Rita!'],
    ['{rvName}: {tripStart} to {tripEnd}', { rvName: 'Minnie', tripStart: 'June 10', tripEnd: 'June 14' }, 'Minnie: June 10 to June 14'],
    ['See you {tripStart}', {}, 'See you {tripStart}'],
    ['{unknown} {hostFirstName}', { hostFirstName: 'Hosta' }, '{unknown} Hosta'],
    ['No placeholders', { rvName: 'x' }, 'No placeholders'],
  ])('%s', (body, values, expected) => {
    expect(fillMessageTemplate(body, values)).toBe(expected);
  });
});

describe('messages are plain text with a length limit and a clear error', () => {
  it.each([
    ['an empty message', { Body: '' }, 'MESSAGE_EMPTY'],
    ['only spaces', { Body: '   ' }, 'MESSAGE_EMPTY'],
    ['one character too many', { Body: 'x'.repeat(maxMessageLength + 1) }, 'MESSAGE_TOO_LONG'],
    ['photo ids that are not uploads', { Body: 'x', PhotoIds: ['a', 'b'] }, 'MESSAGE_PHOTO_UNUSABLE'],
  ])('%s is refused with %s', (_label, input, code) => {
    const result = SendMessageSchema.safeParse(input);
    expect(result.success ? 'accepted' : messageErrorOf(result.error)).toBe(code);
  });

  it('accepts a photo without text and text at the limit', () => {
    expect(SendMessageSchema.safeParse({ PhotoIds: ['9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e'] }).success).toBe(true);
    expect(SendMessageSchema.safeParse({ Body: 'x'.repeat(maxMessageLength) }).success).toBe(true);
  });

  it('says the limit in each language', () => {
    expect(messageWords.values('MESSAGE_TOO_LONG', 'en')).toMatchObject({ max: '5,000' });
    expect(messageWords.values('MESSAGE_TOO_LONG', 'fr')).toMatchObject({ max: expect.stringMatching(/^5\s000$/) });
    expect(messageWords.values('MESSAGE_RATE_LIMITED', 'en')).toMatchObject({ seconds: 60 });
  });
});
