export * from './text-area.tsx';
