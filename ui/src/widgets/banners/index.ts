export * from './banner-ids.ts';
export * from './banners.tsx';
