// The host's payout method and what is held for want of one (GET/PUT /api/user-profiles/me/payout-method: the
// contract's PayoutMethodAnswer). One SWR key for every reader (the host-mode banner, the payout page, the wizard's
// publish step), so a method saved anywhere clears the banner at once.
export const payoutMethodKey = '/api/user-profiles/me/payout-method';
/** The host's payouts (GET /api/payouts): read again after a method is saved, which pays what was held. */
export const payoutsKey = '/api/payouts';
