export * from './badge.tsx';
