export * from './earnings-estimate.tsx';
