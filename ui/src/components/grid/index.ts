export * from './grid.tsx';
export * from './grid-columns.ts';
