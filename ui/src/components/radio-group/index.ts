export * from './radio-group.tsx';
