export * from './finance.ts';
export * from './price-breakdown.tsx';
