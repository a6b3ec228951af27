export * from './phone-field.tsx';
