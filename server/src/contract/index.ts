// @rove/server/contract: what the app may import (types, constants and zod schemas; no server code).
export * from './constants.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './listing.ts';
export * from './search.ts';
export * from '../identity/contract.ts';
