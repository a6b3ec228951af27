export * from './error-hero.tsx';
export * from './error-page.tsx';
export * from './error-page-variant.ts';
