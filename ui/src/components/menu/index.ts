export * from './menu.tsx';
