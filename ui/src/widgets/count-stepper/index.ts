export * from './count-stepper.tsx';
