export * from './modal-queue.tsx';
export * from './modal-host.tsx';
export * from './modal-queue-state.ts';
export * from './modal-queue-store.ts';
export { pickFocusTarget } from './focus-target.ts';
