export * from './favourite-button.tsx';
