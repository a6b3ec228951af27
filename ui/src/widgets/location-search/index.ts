export * from './location-search.tsx';
