export * from './star-rating.tsx';
