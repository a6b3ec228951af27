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
