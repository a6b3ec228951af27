import '@testing-library/jest-dom/vitest';
export declare const unstubbedRequests: string[];
