export * from './heading.tsx';
