export * from './photo-uploader.tsx';
