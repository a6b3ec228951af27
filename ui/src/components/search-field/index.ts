export * from './search-field.tsx';
