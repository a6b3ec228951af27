// @rove/contract: what client and server agree on (types, constants and zod schemas; no server or browser code).
export * from './constants.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './listing.ts';
export * from './search.ts';
export * from './identity.ts';
export * from './uploads.ts';
export * from './bookings.ts';
export * from './rvs.ts';
export * from './rv-wizard.ts';
export * from './host-standing.ts';
export * from './change-requests.ts';
export * from './messages.ts';
export * from './content.ts';
export * from './sitemap.ts';
export * from './verification.ts';
export * from './host.ts';
