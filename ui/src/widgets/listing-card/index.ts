export * from './distance.ts';
export * from './listing-card.tsx';
export type { ListingPhoto } from './photo-carousel.tsx';
