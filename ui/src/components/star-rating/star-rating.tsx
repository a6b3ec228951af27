import { type ComponentProps, useId } from 'react';
import { StarIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { numberFormat } from '../../lib/intl-format.ts';

const starMessages = defineMessages({
  en: {
    outOf: (value: string, max: number) => `${value} out of ${max}`,
    reviews: (count: string, n: number) => (n === 1 ? `${count} review` : `${count} reviews`),
    stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  },
  fr: {
    outOf: (value: string, max: number) => `${value} sur ${max}`,
    reviews: (count: string, n: number) => (n <= 1 ? `${count} avis` : `${count} avis`),
    stars: (n: number) => (n <= 1 ? `${n} étoile` : `${n} étoiles`),
  },
});

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' } as const;
/** The stars' height (the same as `sizes`) and side in rem, for a rating's row drawn as one image. */
const heights = { sm: 'h-3.5', md: 'h-4', lg: 'h-6' } as const;
const sidesRem = { sm: 0.875, md: 1, lg: 1.5 } as const;
/** The gap between two stars (Tailwind's gap-0.5), in rem. */
const gapRem = 0.125;
/** Lucide's star (StarIcon), in its 24 × 24 box. */
const starPath =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

// The rating input (a radio group, react-aria) lives in star-rating-input.tsx: showing a rating loads none of it.

/** One star filled to `fill` (0 to 1): a muted star with the coloured one clipped over it. */
function Star({ fill, size }: { fill: number; size: keyof typeof sizes }) {
  return (
    <span className={cn('relative inline-block shrink-0', sizes[size])} aria-hidden="true">
      <StarIcon className="absolute inset-0 size-full fill-muted text-muted-foreground/40 forced-colors:text-[GrayText]" />
      {fill > 0 ? (
        <span className="absolute inset-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
          <StarIcon className={cn('fill-star text-star forced-colors:fill-[CanvasText] forced-colors:text-[CanvasText]', sizes[size])} />
        </span>
      ) : null}
    </span>
  );
}

/** A length in the row's box, to a hundredth of a unit (a hundredth of a pixel or less on screen). */
const round = (units: number) => Math.round(units * 100) / 100;

/**
 * A rating's row of stars as one image: the star drawn once and used `max` times, muted, with the coloured row
 * clipped over it to the nearest half star. The same look as `max` Star elements side by side, in a sixth of the
 * markup (a listing page shows a dozen ratings: each star as its own icons was a third of the page's HTML).
 */
function StarRow({ halves, max, size }: { halves: number; max: number; size: keyof typeof sizes }) {
  const id = useId();
  // The box's units: a star is 24 wide, the gap between two as many units as it takes rem at this size.
  const gap = (24 * gapRem) / sidesRem[size];
  const step = 24 + gap;
  const filled = round(Math.floor(halves) * step + (halves % 1) * 24);
  const stars = (
    <>
      {Array.from({ length: max }, (_, i) => (
        <use key={i} href={`#${id}s`} x={round(i * step)} />
      ))}
    </>
  );
  return (
    <svg
      viewBox={`0 0 ${round(max * step - gap)} 24`}
      className={cn('shrink-0', heights[size])}
      style={{ width: `${max * sidesRem[size] + (max - 1) * gapRem}rem` }}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <path id={`${id}s`} d={starPath} />
        <clipPath id={`${id}c`}>
          <rect width={filled} height="24" />
        </clipPath>
      </defs>
      <g
        className="fill-muted text-muted-foreground/40 forced-colors:text-[GrayText]"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {stars}
      </g>
      {filled > 0 ? (
        <g
          className="fill-star text-star forced-colors:fill-[CanvasText] forced-colors:text-[CanvasText]"
          clipPath={`url(#${id}c)`}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {stars}
        </g>
      ) : null}
    </svg>
  );
}

type StarRatingProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** 0 to max; shown to the nearest half star, announced as given ("4.5 out of 5"). */
  value: number;
  max?: number;
  /** The number of reviews, shown after the stars. */
  count?: number;
  /** Shows the number beside the stars. */
  showValue?: boolean;
  size?: keyof typeof sizes;
};

/** A read-only rating: stars for the eye, the words "4.5 out of 5" (visually hidden) for screen readers. */
function StarRating({ value, max = 5, count, showValue = false, size = 'md', className, ...props }: StarRatingProps) {
  const t = useMessages(starMessages);
  const { locale } = useUiLocale();
  const clamped = Math.min(Math.max(0, value), max);
  const number = numberFormat(locale, { maximumFractionDigits: 2 }).format(clamped);
  const halves = Math.round(clamped * 2) / 2;
  const label =
    count === undefined ? t.outOf(number, max) : `${t.outOf(number, max)}, ${t.reviews(numberFormat(locale).format(count), count)}`;
  return (
    <span data-slot="star-rating" className={cn('inline-flex items-center gap-1.5 text-sm', className)} {...props}>
      <StarRow halves={halves} max={max} size={size} />
      <span className="sr-only">{label}</span>
      {showValue ? (
        <span aria-hidden="true" className="font-semibold text-foreground">
          {number}
        </span>
      ) : null}
      {count !== undefined ? (
        <span aria-hidden="true" className="text-muted-foreground">
          ({numberFormat(locale).format(count)})
        </span>
      ) : null}
    </span>
  );
}

export { Star, StarRating, starMessages, sizes as starSizes, type StarRatingProps };
