export * from './container.tsx';
