import type { ComponentProps } from 'react';
import { StarIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages, useUiLocale } from '../../provider/ui-provider.tsx';

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
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(clamped);
  const halves = Math.round(clamped * 2) / 2;
  const label =
    count === undefined
      ? t.outOf(number, max)
      : `${t.outOf(number, max)}, ${t.reviews(new Intl.NumberFormat(locale).format(count), count)}`;
  return (
    <span data-slot="star-rating" className={cn('inline-flex items-center gap-1.5 text-sm', className)} {...props}>
      <span aria-hidden="true" className="inline-flex items-center gap-0.5">
        {Array.from({ length: max }, (_, i) => (
          <Star key={i} fill={Math.min(1, Math.max(0, halves - i))} size={size} />
        ))}
      </span>
      <span className="sr-only">{label}</span>
      {showValue ? (
        <span aria-hidden="true" className="font-semibold text-foreground">
          {number}
        </span>
      ) : null}
      {count !== undefined ? (
        <span aria-hidden="true" className="text-muted-foreground">
          ({new Intl.NumberFormat(locale).format(count)})
        </span>
      ) : null}
    </span>
  );
}

export { Star, StarRating, starMessages, sizes as starSizes, type StarRatingProps };
