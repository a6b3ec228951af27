export * from './list-box.tsx';
