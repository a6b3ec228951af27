export * from './skeleton.tsx';
