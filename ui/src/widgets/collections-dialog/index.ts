export * from './collection-name.ts';
export * from './collections-dialog.tsx';
