// /rv-rental/{alias} (/fr/location-vr/{alias}): the listing page with the booking estimate (spec 001 sections 2, 3).
import { Badge, rvTypeLabels, Skeleton, StarRating } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { RV_UNPUBLISHED } from '@rove/ui';
import { usePageMetaOverride } from '../../i18n/meta-override.ts';
import { breadcrumbStructuredData, listingStructuredData } from '../../i18n/structured-data.ts';
import { pathFor } from '../../routes/path-for.ts';
import { metaDescription } from '../../i18n/meta-description.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { BackToResults } from '../back-to-results.tsx';
import { CancellationPolicySummary } from '../cancellation-policy-summary.tsx';
import { useListing } from './listing-api.ts';
import { ListingActions } from './listing-actions.tsx';
import { ListingDetails, ListingSummary } from './listing-details.tsx';
import { ListingReviews } from './listing-reviews.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { AvailabilityList } from './availability-list.tsx';
import { LoadingHeading } from '../../shell/loading-heading.tsx';
import { LazyUnpublishedRv as UnpublishedRv } from '../renter-widgets.tsx';
// The booking widget (dates, guests, the estimate) and the question to the host load after the page's first view.
import { LazyAskHost as AskHost } from '../../messages/index.ts';
import { LazyBookingWidget as BookingWidget } from '../renter-widgets.tsx';

/** An RV type inside a French sentence starts in lower case ("autocaravane classe A"); English keeps its capitals. */
const typeInSentence = (label: string, locale: 'en' | 'fr') =>
  locale === 'fr' ? label.charAt(0).toLocaleLowerCase('fr-CA') + label.slice(1) : label;

export default function ListingPage() {
  const { t } = useTranslation('listing');
  const { alias } = useParams();
  const { data: listing, error } = useListing(alias);

  const locale = useLocale();
  // What search engines read of the listing (JSON-LD): the RV as a Product with its nightly Offer and rating, and
  // the way to it (home, the RVs near its city, the listing).
  const structuredData = useCallback(
    (origin: string) => {
      if (!listing) return [];
      const place = `${listing.Location.City}, ${listing.Location.Region}`;
      const url = origin + pathFor('rv-rental', { alias: listing.Alias }, locale);
      return [
        listingStructuredData(origin, {
          name: listing.Name,
          description: listing.Description[locale] || listing.Description.en || listing.Name,
          url,
          photos: listing.Photos.map((photo) => photo.Url),
          brand: listing.Brand,
          model: listing.Model,
          category: rvTypeLabels[locale][listing.Type] ?? listing.Type,
          nightlyPrice: listing.Pricing.NightlyPrice,
          rating: listing.RatingBreakdown.Overall,
          reviewCount: listing.RatingBreakdown.Count,
          city: listing.Location.City,
          region: listing.Location.Region,
          country: listing.Location.Country,
        }),
        breadcrumbStructuredData(origin, [
          { name: 'Rove', url: pathFor('home', {}, locale) },
          {
            name: t('breadcrumbSearch', { place }),
            url: `${pathFor('rv-search', {}, locale)}?${new URLSearchParams({ SearchAddress: place })}`,
          },
          { name: listing.Name, url },
        ]),
      ];
    },
    [listing, locale, t],
  );
  // The listing's own title and description, in the server's HTML as well as after navigation.
  usePageMetaOverride(
    listing
      ? {
          // The page's language around the host's own name (the French page's title is French, issue 38).
          title: t('pageTitle', {
            name: listing.Name,
            type: typeInSentence(rvTypeLabels[locale][listing.Type] ?? listing.Type, locale),
            city: listing.Location.City,
            region: listing.Location.Region,
          }),
          description: metaDescription(listing.Description[locale] || listing.Description.en || listing.Name),
          structuredData,
        }
      : null,
  );

  if (error) {
    if (error.statusMessage === RV_UNPUBLISHED) return <UnpublishedRv error={error} />;
    throw error;
  }
  if (!listing) {
    return (
      <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8" aria-busy="true">
        <LoadingHeading>{t('loading')}</LoadingHeading>
        <div className="grid grid-cols-1 gap-x-10 gap-y-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="aspect-[2/1] w-full" />
          <Skeleton className="hidden h-96 w-full lg:block" />
        </div>
      </div>
    );
  }
  return (
    // Below lg the booking bar stays at the bottom of the screen (booking-widget.tsx): the page ends above it.
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] sm:px-6 lg:py-8">
      <header className="flex flex-col gap-2">
        <BackToResults />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{listing.Name}</h1>
          <ListingActions listing={listing} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ListingSummary listing={listing} />
          {listing.RatingBreakdown.Overall !== null ? (
            <StarRating value={listing.RatingBreakdown.Overall} count={listing.RatingBreakdown.Count} showValue size="sm" />
          ) : null}
          {listing.InstantBook ? <Badge variant="instantBook">{t('instantBook')}</Badge> : null}
          {listing.Host.IsSuperHostActive ? <Badge variant="superhost">{t('host.superhost')}</Badge> : null}
        </div>
      </header>
      {/* Two columns on wide screens: the gallery and the details on the left, the booking widget beside the gallery
          from the top (sticky), so its total and button show without scrolling. Small screens: gallery, widget, details. */}
      <div className="grid grid-cols-1 gap-x-10 gap-y-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <PhotoGallery listing={listing} />
        </div>
        <aside
          className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto"
          aria-label={t('widget.title')}
        >
          <BookingWidget listing={listing} />
          <div className="mt-4">
            <AskHost rvId={listing.Id} hostId={listing.Host.Id} hostName={listing.Host.FirstName} />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-2 lg:pt-4">
          <ListingDetails listing={listing} />
          <AvailabilityList listing={listing} />
          <CancellationPolicySummary policy={listing.CancellationPolicy} headingLevel={2} />
          <ListingReviews listing={listing} />
        </div>
      </div>
    </div>
  );
}
