export * from './disclosure.tsx';
