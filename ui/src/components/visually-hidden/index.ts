export * from './visually-hidden.tsx';
