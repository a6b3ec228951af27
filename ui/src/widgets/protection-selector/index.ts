export * from './protection-plans.ts';
export * from './protection-selector.tsx';
