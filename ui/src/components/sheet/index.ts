export * from './sheet.tsx';
