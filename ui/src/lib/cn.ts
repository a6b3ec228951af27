import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { twMergeConfig } from '@rove/tokens/twmerge';

const twMerge = extendTailwindMerge(twMergeConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones, our token scales included. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
