export * from './dev-tools-panel.tsx';
export * from './dev-tools-visibility.ts';
