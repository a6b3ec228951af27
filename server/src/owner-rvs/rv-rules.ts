// Rules of owners' RVs, pure (test/owner-rvs/rv-rules.test.ts): the postal code an RV's place takes, an add-on's
// stored names, and what a host may do with an RV in each status.
import type { Country, RvAddOnInputSchema } from '@rove/contract';
import type { z } from 'zod';

/** "h2x1y4" -> "H2X 1Y4" (a Canadian code gets its space); anything else upper-cased as typed. */
export function normalisePostalCode(code: string | undefined): string {
  return (code ?? '').toUpperCase().replace(/^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/, '$1 $2');
}

/** A ZIP code (digits) in the US, a postal code (a letter first) in Canada: the other way round is a typo. */
export function postalCodeFits(country: Country, code: string): boolean {
  return !code || (country === 'US') === /^\d/.test(code);
}

/** An add-on as stored: a name (or description) given in one language fills the other. */
export function addOnRow(input: z.output<typeof RvAddOnInputSchema>) {
  return {
    name_en: input.Name.en || input.Name.fr,
    name_fr: input.Name.fr || input.Name.en,
    description_en: input.Description?.en || input.Description?.fr || '',
    description_fr: input.Description?.fr || input.Description?.en || '',
    price: input.Price,
    price_per: input.PricePer,
    max_quantity: input.MaxQuantity,
  };
}

export type RvStatus = 'draft' | 'published' | 'unpublished' | 'deleted';

/** What unpublishing does to an RV in a status: nothing (already unpublished), unpublish it, or refuse. */
export function unpublishStep(status: RvStatus): 'none' | 'unpublish' | 'RV_NOT_PUBLISHED' {
  if (status === 'unpublished') return 'none';
  return status === 'published' ? 'unpublish' : 'RV_NOT_PUBLISHED';
}

/** Whether a deleted RV can still be restored at a moment (within the window after its deletion). */
export function canRestore(restorableUntil: Date | null, now: Date): boolean {
  return restorableUntil !== null && restorableUntil.getTime() >= now.getTime();
}
