export * from './finance.ts';
export * from './price-breakdown.tsx';
export * from './tax-lines.ts';
