export * from './stack.tsx';
