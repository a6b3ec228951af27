export * from './range-slider.tsx';
