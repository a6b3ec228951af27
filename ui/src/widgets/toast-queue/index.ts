export * from './toast-queue.tsx';
export * from './toast-store.ts';
export * from './toast-timing.ts';
