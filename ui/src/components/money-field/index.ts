export * from './money-field.tsx';
