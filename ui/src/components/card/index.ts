export * from './card.tsx';
