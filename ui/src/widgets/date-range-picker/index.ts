export * from './date-range-picker.tsx';
export * from './trip-dates.ts';
