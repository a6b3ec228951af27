// The search card's trip total: nights x nightly price + cleaning fee, in the listing's currency.
// Deliberately simple: the booking pricing engine (server/src/pricing) will replace this one function.
export interface TripTotalInput {
  nightlyPrice: number;
  cleaningFee: number;
}

export function estimateTripTotal(listing: TripTotalInput, nights: number): number {
  return Math.round((nights * listing.nightlyPrice + listing.cleaningFee) * 100) / 100;
}
