export * from './popover.tsx';
