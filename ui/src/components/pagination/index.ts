export * from './pagination.tsx';
export * from './pagination-range.ts';
