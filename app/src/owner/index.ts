// The owner area's public entry: the host's RV list's key, which the host area's calendar reads (its RV picker), and
// the payout method's form, which the host's payout page shares with the wizard's publish step.
export { hostRvListKey } from './host-rv-api.ts';
export { emptyPayoutForm, PayoutFields, savePayoutMethod, usePayoutForm } from './payout/payout-form.tsx';
