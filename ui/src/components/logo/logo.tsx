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

// The wordmark "Rove" as outlines: Fraunces (the display face) at weight 600, 22 px, tracking -0.025em, its baseline at
// y 23.5 from x 40, kerned as HarfBuzz shapes it; one decimal (0.05 px at most from the glyphs). Written as text it
// was laid out by SVG's text layout in the web font: with the header's and the footer's logos, a page's layout took
// 9.7 ms of this machine's core as text and 7.0 as outlines (medians of 15 loads; 26.7 against 10.7 in a new
// browser's first 8, its font lookups not yet cached; a phone's core is about four times slower), and the wordmark
// showed in the fallback serif until the font came. Made with fontTools' instancer (wght 600) and hb-shape from
// @fontsource-variable/fraunces's fraunces-latin-wght-normal.woff2; the overlay of the two is exact at 3x.
const wordmark =
  'M55 13.4q0 1.1-.5 1.9-.5.9-1.4 1.4-.8.6-2 .8-.5.1-.9.2-.3.1-.7.2-.4 0-.9 0-.7 0-1.3-.1-.6-.1-1.1-.2-.5-.2-.9-.5l0-1q.4.2.8.4 .4.2.9.2 .5.1 1.1.1 1.5 0 2.4-.8 .9-.9.9-2.6 0-1.2-.5-2.2-.5-1-1.5-1.5-1-.6-2.2-.6l-1 0 0 12.6q0 .2.1.4 .1.1.4.2l.7.1q.3.1.4.3 .1.1.1.3 0 .5-.7.5l-5.4 0q-.3 0-.5-.1-.2-.2-.2-.4 0-.4.5-.6l.6-.1q.3-.1.4-.2 .2-.2.2-.4l0-11.8q0-.2-.2-.4-.1-.1-.4-.2l-.6-.1q-.5-.2-.5-.6 0-.2.2-.4 .2-.1.5-.1l5.5 0q2.4 0 4.2.7 1.7.7 2.6 1.8 .9 1.2.9 2.8zm-6.4 4.1l3.3-.4 2.9 4.6q.2.3.4.4 .2.2.6.3 .3.1.4.3 .2.1.2.3 0 .2-.2.4-.2.1-.5.1l-4.7 0q-.6 0-.6-.5 0-.1 0-.2 .1-.2.3-.2l.3-.1q.2-.1.3-.3 0-.1-.2-.4zm13.9-4.7q1.7 0 3 .7 1.3.7 2 2 .7 1.2.7 2.8 0 1.6-.7 2.8-.7 1.2-2 2-1.4.7-3.1.7-1.7 0-3-.7-1.2-.7-2-2-.7-1.2-.7-2.8 0-1.6.7-2.8 .8-1.3 2.1-2 1.3-.7 3-.7zm.8 9.8q.8-.1 1.2-.7 .5-.5.6-1.6 .1-1-.1-2.4-.3-1.4-.8-2.3-.5-.9-1.1-1.3-.7-.5-1.5-.3-.7.1-1.2.7-.4.5-.5 1.6-.2 1 .1 2.4 .3 1.4.7 2.3 .5.9 1.2 1.3 .6.4 1.4.3zm11.7 1l-1.1 0q-.4 0-.6-.2-.3-.2-.4-.5l-3.2-8q-.2-.5-.3-.6-.1-.2-.3-.2l-.4-.1q-.2-.1-.3-.2 0-.1 0-.3 0-.2.1-.3 .2-.1.4-.1l5 0q.5 0 .5.4 0 .2-.1.3-.1.1-.3.2l-.4.1q-.5.1-.6.3-.1.3.1 1l2.6 6.6-.7.4 2.7-7q.2-.7.1-1-.1-.2-.6-.3l-.4-.1q-.2-.1-.3-.2-.1-.1-.1-.3 0-.2.1-.3 .2-.1.5-.1l3 0q.2 0 .4.1 .1.1.1.3 0 .2 0 .3-.1.1-.4.2l-.3.1q-.2 0-.4.3-.2.3-.4.9l-3.1 7.6q-.1.4-.4.6-.2.1-.5.1zm15.8-6.6q0 .6-.4.9-.3.3-.9.3l-6.9 0 0-.8 4.5 0q.6 0 .6-.5 0-1.5-.6-2.2-.5-.8-1.4-.8-.7 0-1.2.4-.5.4-.8 1.2-.3.8-.3 1.9 0 2.1 1 3.2 1 1 2.6 1 1 0 1.7-.3 .8-.4 1.2-1.1 .2-.3.3-.3 .1-.1.2-.1 .2 0 .3.2 .1.1.1.3-.1 1-.7 1.8-.6.7-1.7 1.2-1 .5-2.4.5-1.5 0-2.8-.7-1.2-.6-1.9-1.8-.7-1.2-.7-2.8 0-1.6.7-2.9 .6-1.3 1.9-2 1.2-.8 2.9-.8 1.5 0 2.5.6 1.1.5 1.6 1.4 .6 1 .6 2.2z';

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
      {markOnly ? null : <path data-slot="logo-wordmark" d={wordmark} className="fill-current" />}
      {variant === 'canadian' ? (
        <g data-slot="logo-maple-leaf" transform={markOnly ? 'translate(19 -1) scale(0.55)' : 'translate(100 4) scale(0.72)'}>
          <path d={mapleLeaf} className="fill-[#d52b1e] forced-colors:fill-[CanvasText]" />
        </g>
      ) : null}
    </svg>
  );
}

export { Logo, logoMessages, type LogoProps };
