export { StarRating, starMessages, type StarRatingProps } from './star-rating.tsx';
export * from './star-rating-input.tsx';
