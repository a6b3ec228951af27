export * from './separator.tsx';
