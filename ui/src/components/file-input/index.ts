export * from './file-input.tsx';
