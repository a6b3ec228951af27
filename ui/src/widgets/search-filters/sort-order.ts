import { type SortOrder, sortOrders } from '../rv-vocabulary.ts';

/** Sort order must be one of Recommended, PriceASC, PriceDESC or DistanceASC, otherwise it is ignored (null). */
export function parseSortOrder(value: string | null | undefined): SortOrder | null {
  return sortOrders.find((order) => order === value) ?? null;
}
