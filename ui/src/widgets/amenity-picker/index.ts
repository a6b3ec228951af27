export * from './amenity-picker.tsx';
