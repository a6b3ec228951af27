export * from './loading-bar.tsx';
export * from './loading-bar-state.ts';
