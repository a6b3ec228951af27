export * from './field.tsx';
