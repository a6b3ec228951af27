import { useState, type ComponentProps } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
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

type StarRatingInputProps = Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'children'> & {
  /** The question, e.g. "Cleanliness". */
  label: string;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  max?: number;
  size?: keyof typeof sizes;
};

/** Rating input: a radio group of stars (arrow keys move and select, pointer hover previews). */
function StarRatingInput({ label, value, defaultValue, onChange, max = 5, size = 'lg', className, ...props }: StarRatingInputProps) {
  const t = useMessages(starMessages);
  const [internal, setInternal] = useState<number | null>(defaultValue ?? null);
  const [hovered, setHovered] = useState<number | null>(null);
  const selected = value !== undefined ? value : internal;
  const shown = hovered ?? selected ?? 0;
  return (
    <RadioGroup
      data-slot="star-rating-input"
      orientation="horizontal"
      value={selected ? String(selected) : null}
      onChange={(v) => {
        const n = Number(v);
        if (value === undefined) setInternal(n);
        onChange?.(n);
      }}
      className={cn('flex flex-col gap-1.5', className as string)}
      {...props}
    >
      <Label className="text-sm font-medium text-foreground">{label}</Label>
      <div className="flex items-center gap-1" onPointerLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <Radio
            key={n}
            value={String(n)}
            aria-label={t.stars(n)}
            onHoverStart={() => setHovered(n)}
            className={cn(
              'cursor-pointer rounded-sm p-0.5 outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-ring',
              'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
            )}
          >
            <Star fill={n <= shown ? 1 : 0} size={size} />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

export { StarRating, StarRatingInput, starMessages, type StarRatingProps, type StarRatingInputProps };
