// A SearchViewed payload for tests (a search for Banff, 12 results on page 1), shared by the analytics tests.
import type { SearchViewedPayload } from './catalogue.ts';

export const viewedBanff: SearchViewedPayload = {
  searchAddress: 'Banff',
  startDate: null,
  endDate: null,
  guests: 2,
  types: [],
  amenities: [],
  filters: [],
  sortOrder: 'PriceASC',
  hasBounds: false,
  page: 1,
  total: 12,
  currency: 'CAD',
  resultIds: [],
};
