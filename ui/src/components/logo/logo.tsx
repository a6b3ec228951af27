import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';

const logoMessages = defineMessages({
  en: { name: 'Rove', canadianOwned: 'Rove, Canadian-owned' },
  fr: { name: 'Rove', canadianOwned: 'Rove, propriété canadienne' },
});

type LogoProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** `canadian`: the Canadian-owned variant the app shows when the showCanadianOwnerBanner flag is on. */
  variant?: 'original' | 'canadian';
  /** The mark alone (small headers, favicons). */
  markOnly?: boolean;
  /** Overrides the accessible name (e.g. "Rove home" when the logo is the home link's only content). */
  title?: string;
};

// A maple leaf in a 24 x 24 box, drawn for this logo (symmetric, eleven points).
const mapleLeaf =
  'M12 1.5l1.6 3.9 2.3-1-.9 5 3.3-2.3.2 3 3-1.1-1.9 3.7 1.7 1-4.8 3.6.6 2.2-4.1-.8V22h-2v-3.3l-4.1.8.6-2.2-4.8-3.6 1.7-1L2.9 9 5.9 10.1l.2-3 3.3 2.3-.9-5 2.3 1z';

/** Rove's logo as inline SVG: the mark (an RV on the road under a hill) and the wordmark, in the brand colours. */
function Logo({ variant = 'original', markOnly = false, title, className, ...props }: LogoProps) {
  const t = useMessages(logoMessages);
  const name = title ?? (variant === 'canadian' ? t.canadianOwned : t.name);
  const width = markOnly ? 32 : variant === 'canadian' ? 118 : 100;
  return (
    <svg
      data-slot="logo"
      data-variant={variant}
      role="img"
      aria-label={name}
      viewBox={`0 0 ${width} 32`}
      className={cn('h-8 w-auto shrink-0 text-foreground', className)}
      {...props}
    >
      <rect width="32" height="32" rx="8" className="fill-primary forced-colors:fill-[CanvasText]" />
      <path d="M4 22c5-7 9-10 13-10s7 3 11 8v4H4z" className="fill-primary-foreground/25" />
      <rect x="7" y="15" width="15" height="8" rx="2" className="fill-primary-foreground forced-colors:fill-[Canvas]" />
      <rect x="9" y="17" width="4" height="3" rx="0.5" className="fill-primary" />
      <circle cx="11" cy="24" r="2" className="fill-primary-foreground forced-colors:fill-[Canvas]" />
      <circle cx="19" cy="24" r="2" className="fill-primary-foreground forced-colors:fill-[Canvas]" />
      <path d="M4 27h24" strokeWidth="1.5" strokeDasharray="3 2" className="stroke-primary-foreground/70" />
      {markOnly ? null : (
        <text x="40" y="23.5" className="fill-current font-display text-[22px] font-semibold tracking-tight" aria-hidden="true">
          Rove
        </text>
      )}
      {variant === 'canadian' ? (
        <g data-slot="logo-maple-leaf" transform={markOnly ? 'translate(19 -1) scale(0.55)' : 'translate(100 4) scale(0.72)'}>
          <path d={mapleLeaf} className="fill-[#d52b1e] forced-colors:fill-[CanvasText]" />
        </g>
      ) : null}
    </svg>
  );
}

export { Logo, logoMessages, type LogoProps };
