export * from './filter-rules.ts';
export * from './search-filters.tsx';
export * from './sort-select.tsx';
export * from '../rv-vocabulary.ts';
