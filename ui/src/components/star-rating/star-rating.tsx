import type { ComponentProps, CSSProperties } from 'react';
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
/** The stars' height (the same as `sizes`) and side in rem, for a rating's row drawn as one element. */
const heights = { sm: 'h-3.5', md: 'h-4', lg: 'h-6' } as const;
const sidesRem = { sm: 0.875, md: 1, lg: 1.5 } as const;
/** The gap between two stars (Tailwind's gap-0.5), in rem. */
const gapRem = 0.125;
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

/**
 * A rating's row of stars as one element (the `star-row` utility, ui's tailwind.css): `max` stars, muted, coloured
 * to the nearest half star. The same look as `max` Star elements side by side with none of their markup (a listing
 * page shows a dozen ratings: each star as its own icons was a third of the page's HTML, an SVG of the row a sixth).
 */
function StarRow({ halves, max, size }: { halves: number; max: number; size: keyof typeof sizes }) {
  const side = sidesRem[size];
  // Whole stars with the gap after each, then half a star's side (the star is symmetric about its middle).
  const filled = Math.floor(halves) * (side + gapRem) + (halves % 1) * side;
  const style = { width: `${max * side + (max - 1) * gapRem}rem`, '--star-fill': `${Math.round(filled * 1000) / 1000}rem` };
  return <span className={cn('star-row', heights[size])} style={style as CSSProperties} aria-hidden="true" />;
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
