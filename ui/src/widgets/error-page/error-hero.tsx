import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import type { ErrorPageVariant } from './error-page-variant.ts';

/**
 * The error pages' hero image: an inline illustration drawn with theme colours (so it follows light and dark)
 * and nothing to download. Decorative: the page's heading says what happened.
 */
function ErrorHero({ variant, className }: { variant: ErrorPageVariant; className?: string }) {
  const clipId = useId();
  return (
    <svg
      data-slot="error-hero"
      data-variant={variant}
      viewBox="0 0 480 300"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full max-w-md', className)}
    >
      <defs>
        <clipPath id={clipId}>
          <rect width="480" height="300" rx="24" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="480" height="300" className="fill-primary-soft" />
        <circle cx="370" cy="78" r="34" className="fill-accent-soft" />
        <circle cx="370" cy="78" r="22" className="fill-accent" />
        <path d="M0 210 L90 110 L150 170 L230 80 L330 200 L390 140 L480 210 V300 H0 Z" className="fill-pine-300 dark:fill-pine-800" />
        <path d="M230 80 L254 108 L240 104 L226 114 L212 102 L204 110 Z" className="fill-surface" />
        <path d="M0 236 L120 180 L210 228 L310 170 L480 240 V300 H0 Z" className="fill-pine-500 dark:fill-pine-700" />
        <path
          d="M160 300 C 200 260, 290 262, 300 232 C 306 214, 270 206, 262 196"
          className="fill-none stroke-stone-300 dark:stroke-stone-500"
          strokeWidth="26"
          strokeLinecap="round"
        />
        <path
          d="M160 300 C 200 260, 290 262, 300 232 C 306 214, 270 206, 262 196"
          className="fill-none stroke-surface"
          strokeWidth="3"
          strokeDasharray="10 12"
        />
        {variant === 'rvUnpublished' ? <EmptySpot /> : <Rv tilted={variant === 'generic'} />}
        {variant === 'notFound' ? <Signpost /> : null}
        {variant === 'generic' ? <WarningSign /> : null}
      </g>
    </svg>
  );
}

function Rv({ tilted }: { tilted: boolean }) {
  return (
    <g transform={tilted ? 'translate(70 196) rotate(-4)' : 'translate(70 196)'}>
      <rect x="0" y="0" width="120" height="54" rx="10" className="fill-surface stroke-foreground" strokeWidth="3" />
      <path d="M120 16 H142 L156 36 V54 H120 Z" className="fill-surface stroke-foreground" strokeWidth="3" strokeLinejoin="round" />
      <rect x="14" y="12" width="26" height="18" rx="3" className="fill-sky-200 dark:fill-sky-800" />
      <rect x="50" y="12" width="26" height="18" rx="3" className="fill-sky-200 dark:fill-sky-800" />
      <path d="M126 22 H140 L150 36 H126 Z" className="fill-sky-200 dark:fill-sky-800" />
      <rect x="86" y="12" width="20" height="36" rx="3" className="fill-primary" />
      <rect x="0" y="36" width="86" height="6" className="fill-primary" />
      <circle cx="30" cy="58" r="12" className="fill-foreground" />
      <circle cx="30" cy="58" r="5" className="fill-surface" />
      <circle cx="128" cy="58" r="12" className="fill-foreground" />
      <circle cx="128" cy="58" r="5" className="fill-surface" />
    </g>
  );
}

function EmptySpot() {
  return (
    <g transform="translate(62 206)">
      <rect x="0" y="0" width="150" height="64" rx="8" className="fill-none stroke-surface" strokeWidth="4" strokeDasharray="12 10" />
      <path
        d="M66 48 V16 H80 a9 9 0 0 1 0 18 H66"
        className="fill-none stroke-surface"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

function Signpost() {
  return (
    <g transform="translate(330 150)">
      <rect x="18" y="18" width="6" height="78" className="fill-stone-600 dark:fill-stone-300" />
      <path d="M0 10 H58 L70 22 L58 34 H0 Z" className="fill-accent" />
      <text x="30" y="29" textAnchor="middle" className="fill-accent-foreground font-display text-[20px] font-semibold">
        ?
      </text>
    </g>
  );
}

function WarningSign() {
  return (
    <g transform="translate(334 160)">
      <path d="M30 0 L60 52 H0 Z" className="fill-accent stroke-surface" strokeWidth="3" strokeLinejoin="round" />
      <rect x="27" y="16" width="6" height="20" rx="3" className="fill-accent-foreground" />
      <circle cx="30" cy="43" r="3.5" className="fill-accent-foreground" />
    </g>
  );
}

export { ErrorHero };
