export * from './maintenance-page.tsx';
