// The review pages' words for a rating category, by the side that gives it.
import type { ReviewCategory } from '@rove/contract';

/** The categories' words depend on who is reviewed: the RV and its host, or the renter. */
export const categoryKey = (category: ReviewCategory, side: 'renter' | 'owner') => `review.categories.${side}.${category}`;
