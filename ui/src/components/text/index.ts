export * from './text.tsx';
