export * from './banner.tsx';
