export * from './number-field.tsx';
