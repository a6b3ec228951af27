export * from './guest-picker.tsx';
export * from './guests.ts';
