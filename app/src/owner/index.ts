// The owner area's public entry: the host's RV list's key, which the host area's calendar reads (its RV picker).
export { hostRvListKey } from './host-rv-api.ts';
