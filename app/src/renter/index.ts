// The renter area's public entry: what other areas take from it. Bookings: a listing's data, its booked days and
// the trip's controls for a change request, the cancellation policy beside the pay button. Content: the favourite
// heart and the search's card on a public profile. Nothing else of the area is imported from outside it.
export { CancellationPolicySummary } from './cancellation-policy-summary.tsx';
export { defaultEstimateParams, type EstimateParams, rvUsagesFor } from './estimate-params.ts';
export { FavouriteToggle } from './favourites/favourite-toggle.tsx';
export { bookedDayTest } from './listing/booked-days.ts';
export { type ListingDetail, useListing } from './listing/listing-api.ts';
export { ProtectionField } from './listing/protection-field.tsx';
export { toListingCard } from './search/search-api.ts';
