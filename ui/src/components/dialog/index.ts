export * from './dialog.tsx';
export { useModalLayer } from './modal-layer.tsx';
