// The estimate parameters are the contract's (contract/src/estimate-request.ts): one schema, one set of defaults.
export { EstimateQuerySchema, type EstimateParams, EstimateRequestSchema as estimateParamsSchema } from '@rove/contract';
