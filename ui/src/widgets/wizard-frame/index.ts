export * from './wizard-frame.tsx';
export * from './wizard-progress.ts';
