import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { twMergeUsedConfig } from '@rove/tokens/twmerge-used';

// Only the class groups the sources use (tokens/twmerge-used.ts), our token scales included: the same merges as the
// full default config for every class the sources hold, without its weight or its indexing time on the first call.
const twMerge = createTailwindMerge(() => twMergeUsedConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones, our token scales included. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's index of class groups now: its first merge does, whenever that comes. In the browser that
 * was inside a page's first task of code (a page module merging classes as it is evaluated, or the first render):
 * 8 to 11 ms of one core of the 2-core machine under the profiler, four times that on the phone Lighthouse simulates,
 * made a long task longer (issue 35). An app calls this in a task of its own, while its page's code is still on the
 * way; after that, a first merge costs what any merge does. Calling it again costs nothing.
 */
export function prepareClassMerge(): void {
  twMerge('p-0 p-1');
}
