export * from './filter-rules.ts';
export * from './search-filters.tsx';
export * from './sort-order.ts';
export * from './sort-select.tsx';
export * from '../rv-vocabulary.ts';
