export * from './text-field.tsx';
