import { describe, expect, it } from 'vitest';
import { errorPageVariant } from './error-page-variant.ts';
import { errorPageMessages } from './error-page-messages.ts';

describe('errorPageVariant (specification 000, error pages)', () => {
  it.each([
    [{ status: 404 }, 'notFound'],
    [{ status: 404, statusMessage: 'Page not found: /rv-rental/nowhere' }, 'notFound'],
    [{ statusMessage: 'RV_UNPUBLISHED' }, 'rvUnpublished'],
    [{ status: 404, statusMessage: 'RV_UNPUBLISHED' }, 'rvUnpublished'],
    [{ status: 410, statusMessage: 'RV_UNPUBLISHED' }, 'rvUnpublished'],
    [{ status: 500 }, 'generic'],
    [{ status: 400, statusMessage: 'Invalid parameters' }, 'generic'],
    [{ statusMessage: 'rv_unpublished' }, 'generic'],
    [{}, 'generic'],
  ] as const)('%o shows the %s page', (error, variant) => {
    expect(errorPageVariant(error)).toBe(variant);
  });
});

describe('error page copy', () => {
  it('keeps the English titles and bodies of the specification word for word', () => {
    const en = errorPageMessages.en;
    expect(en.notFoundTitle).toBe('Not all who wander are lost.');
    expect(en.notFoundBody).toBe(
      "However, we couldn't find what you were looking for. Here a few helpful links that might get you on your way:",
    );
    expect(en.rvUnpublishedTitle).toBe('RV Not Available');
    expect(en.rvUnpublishedBody).toBe("We're sorry, the RV you searching for is not available at the moment.");
    expect(en.similarTitle).toBe('Similar RVs');
    expect(en.near('Calgary, AB')).toBe('Near Calgary, AB');
    expect(en.moreTitle).toBe('More Available RVs');
    expect(en.genericTitle).toBe('An error occurred');
    expect(en.genericBody).toBe('An unexpected error occurred in our system. Here are a few helpful links:');
  });

  it('has every word in French too', () => {
    const { en, fr } = errorPageMessages;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(fr)) expect(typeof value === 'function' ? value('Québec') : value, key).not.toBe('');
    for (const key of [
      'notFoundTitle',
      'notFoundBody',
      'rvUnpublishedTitle',
      'rvUnpublishedBody',
      'genericTitle',
      'genericBody',
    ] as const) {
      expect(fr[key], key).not.toBe(en[key]);
    }
    expect(fr.near('Québec')).toBe('Près de Québec');
  });
});
