// The estimate's schema alone, for a dynamic import (listing-api.ts): zod and the schema load with the first
// estimate, not with the listing page. (A dynamic import of the whole contract would pull every schema.)
export { EstimateSchema } from '@rove/contract';
