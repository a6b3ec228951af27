export * from './native-select.tsx';
