import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../../components/badge/index.ts';
import { Card } from '../../components/card/index.ts';
import { Skeleton } from '../../components/skeleton/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { type Country, type Currency, formatWholeMoney } from '../price-breakdown/finance.ts';
import { type ListingBadge, type RvType, rvTypeLabels } from '../rv-vocabulary.ts';
import { formatDistance } from './distance.ts';
import { type ListingPhoto, PhotoCarousel } from './photo-carousel.tsx';
import { numberFormat } from '../../lib/intl-format.ts';

const listingCardMessages = defineMessages({
  en: {
    sleeps: (count: number) => `Sleeps ${count}`,
    away: (distance: string) => `${distance} away`,
    perNight: 'night',
    perNightLong: (price: string) => `${price} per night`,
    total: (price: string, nights: number | null) =>
      nights ? `${price} total for ${nights} ${nights === 1 ? 'night' : 'nights'}` : `${price} total`,
    rating: (rating: string, count: number) => `Rated ${rating} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`,
    noReviews: 'New',
    loading: 'Loading RV',
  },
  fr: {
    sleeps: (count: number) => `${count} couchage${count > 1 ? 's' : ''}`,
    away: (distance: string) => `À ${distance}`,
    perNight: 'nuit',
    perNightLong: (price: string) => `${price} par nuit`,
    total: (price: string, nights: number | null) =>
      nights ? `${price} au total pour ${nights} ${nights < 2 ? 'nuit' : 'nuits'}` : `${price} au total`,
    rating: (rating: string, count: number) => `Note de ${rating} sur 5, ${count} ${count < 2 ? 'avis' : 'avis'}`,
    noReviews: 'Nouveau',
    loading: 'Chargement du VR',
  },
});

const badgeVariantOf: Record<ListingBadge, BadgeVariant> = {
  Superhost: 'superhost',
  InstantBook: 'instantBook',
  DeliveryOnly: 'deliveryOnly',
  Featured: 'featured',
};

export interface ListingCardListing {
  id: string | number;
  name: string;
  type: RvType;
  sleeps: number;
  /** "Kelowna, BC". */
  location: string;
  /** The market whose distance unit the card shows (the reader's, so that a list never mixes km and miles). */
  country: Country;
  /** The currency of nightlyPrice and tripTotal: the one the visitor chose (amounts arrive converted). */
  currency: Currency;
  /** Distance from the searched place in km, when there is one. */
  distanceKm?: number | null;
  nightlyPrice: number;
  /** The all-in trip total the server computed for the searched dates. */
  tripTotal?: number | null;
  nights?: number | null;
  rating?: number | null;
  reviewCount?: number;
  badges?: readonly ListingBadge[];
  photos: readonly ListingPhoto[];
}

export interface ListingLinkProps {
  href: string;
  className: string;
  'data-stretched': '';
  children: ReactNode;
}

type ListingCardProps = {
  listing: ListingCardListing;
  /** Where the card leads (the listing page). */
  href: string;
  /** Renders the link (a router Link); defaults to an <a>. The whole card is clickable through it. */
  renderLink?: (props: ListingLinkProps) => ReactNode;
  /** The favourite toggle (FavouriteButton), placed over the photos. */
  favourite?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** The first photo loads at once and first: for the top card of a list (the page's largest image). */
  priority?: boolean;
  className?: string;
};

/** A search result: photos, badges, name, type, sleeps, place and distance, price, total and rating; the whole card is a link. */
function ListingCard({ listing, href, renderLink, favourite, headingLevel = 3, priority = false, className }: ListingCardProps) {
  const t = useMessages(listingCardMessages);
  const { locale, language } = useUiLocale();
  const currency = listing.currency;
  const price = formatWholeMoney(listing.nightlyPrice, currency, locale);
  const Heading = `h${headingLevel}` as const;
  const linkProps: ListingLinkProps = {
    href,
    'data-stretched': '',
    // The link's ::after covers the card, so a click anywhere opens the listing; controls sit above it.
    className: "outline-none after:absolute after:inset-0 after:z-0 after:rounded-xl after:content-['']",
    children: listing.name,
  };
  const rating =
    listing.rating != null && listing.reviewCount
      ? numberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(listing.rating)
      : null;

  return (
    <Card data-slot="listing-card" className={cn('gap-0 overflow-hidden py-0 hover:shadow-md', className)}>
      <div className="relative">
        <PhotoCarousel photos={listing.photos} name={listing.name} priority={priority} />
        {listing.badges?.length ? (
          <ul className="pointer-events-none absolute start-2 top-2 z-10 flex flex-wrap gap-1">
            {listing.badges.map((badge) => (
              <li key={badge}>
                <Badge variant={badgeVariantOf[badge]} />
              </li>
            ))}
          </ul>
        ) : null}
        {favourite ? <div className="absolute end-2 top-2 z-20">{favourite}</div> : null}
      </div>
      <div className="flex flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading className="min-w-0 truncate font-display text-base font-semibold">
            {renderLink ? (
              renderLink(linkProps)
            ) : (
              <a href={linkProps.href} className={linkProps.className} data-stretched="">
                {listing.name}
              </a>
            )}
          </Heading>
          <p className="flex shrink-0 items-center gap-1 text-sm">
            {rating ? (
              <>
                <span aria-hidden="true" className="mask-icon mask-icon-star-filled size-4 text-star" />
                <span aria-hidden="true">
                  {rating} <span className="text-muted-foreground">({listing.reviewCount})</span>
                </span>
                <span className="sr-only">{t.rating(rating, listing.reviewCount ?? 0)}</span>
              </>
            ) : (
              <span className="text-muted-foreground">{t.noReviews}</span>
            )}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span>{rvTypeLabels[language][listing.type]}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="mask-icon mask-icon-bed size-4" />
            {t.sleeps(listing.sleeps)}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="mask-icon mask-icon-map-pin size-4" />
            {listing.location}
          </span>
          {listing.distanceKm != null ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{t.away(formatDistance(listing.distanceKm, listing.country, locale))}</span>
            </>
          ) : null}
        </p>
        <p className="mt-1 text-sm">
          <span aria-hidden="true">
            <span className="text-base font-semibold">{price}</span> / {t.perNight}
          </span>
          <span className="sr-only">{t.perNightLong(price)}</span>
          {listing.tripTotal != null ? (
            <span className="block text-muted-foreground">
              {t.total(formatWholeMoney(listing.tripTotal, currency, locale), listing.nights ?? null)}
            </span>
          ) : null}
        </p>
      </div>
    </Card>
  );
}

/** The card's shape while results load. */
function ListingCardSkeleton({ className }: { className?: string }) {
  const t = useMessages(listingCardMessages);
  return (
    <Card data-slot="listing-card-skeleton" aria-busy="true" className={cn('gap-0 overflow-hidden py-0', className)}>
      <span className="sr-only">{t.loading}</span>
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-1 h-5 w-1/3" />
      </div>
    </Card>
  );
}

export { ListingCard, ListingCardSkeleton, type ListingCardProps };
