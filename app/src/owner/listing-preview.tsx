// How renters will see an RV that has no public page yet (a draft, an unpublished RV): its search card, and its page
// in a dialog (photos with their captions, what it is, the description, what is on board, prices and rules). The
// wizard shows both before Publish (issue 38); the RV list's preview shows the card.
import type { HostRv } from '@rove/contract';
import { amenityLabels, Button, Dialog, DialogContent, ListingCard, type ListingCardListing, rvTypeLabels } from '@rove/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../i18n/use-money.ts';
import { useLocale } from '../routes/use-locale-path.ts';

type Locale = 'en' | 'fr';

/** A text in the page's language, else in the other one (a host may write in one language only). */
const inLanguage = (text: { en: string; fr: string }, locale: Locale) => text[locale].trim() || text[locale === 'en' ? 'fr' : 'en'].trim();

/** The RV as its search card shows it. */
export function cardListingOf(rv: HostRv, locale: Locale): ListingCardListing {
  return {
    id: rv.Id,
    name: rv.DisplayName,
    type: rv.Type ?? 'ClassC',
    sleeps: rv.Sleeps ?? 0,
    location: rv.Location ? `${rv.Location.City}, ${rv.Location.Region}` : '',
    country: rv.Location?.Country ?? 'US',
    currency: rv.Currency,
    nightlyPrice: rv.NightlyPrice ?? 0,
    badges: rv.InstantBook ? ['InstantBook'] : [],
    photos: rv.Photos.map((photo) => ({ src: photo.Urls.card, alt: inLanguage(photo.Caption, locale) })),
  };
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 border-b border-border/60 py-1.5 text-sm">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-end font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The listing page as renters will read it, from the RV's answers (no estimate, reviews or map: it has no bookings). */
export function ListingPagePreview({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const inCurrency = useMoney();
  const money = (amount: number | null) => (amount === null ? '–' : inCurrency(amount, rv.Currency));
  const description = inLanguage(rv.Description, locale);
  const amenities = [
    ...rv.Amenities.map((amenity) => (amenityLabels[locale] as Record<string, string>)[amenity] ?? amenity),
    ...rv.ParkAmenities.map((amenity) => t(`parkAmenities.${amenity}`)),
  ];
  return (
    <article data-testid="listing-page-preview" className="flex flex-col gap-6">
      {rv.Photos.length ? (
        <ul aria-label={t('preview.photos')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {rv.Photos.map((photo, index) => {
            const caption = inLanguage(photo.Caption, locale);
            return (
              <li key={photo.Id} className={index === 0 ? 'col-span-2 sm:row-span-2' : ''}>
                <figure className="flex flex-col gap-1">
                  {/* A captioned photo is named by its caption; the others by their place. */}
                  <img
                    src={photo.Urls.card}
                    alt={caption ? '' : t('preview.photoN', { n: index + 1 })}
                    className="aspect-[4/3] w-full rounded-md object-cover"
                  />
                  {caption ? <figcaption className="text-sm text-muted-foreground">{caption}</figcaption> : null}
                </figure>
              </li>
            );
          })}
        </ul>
      ) : null}
      <header className="flex flex-col gap-1">
        <h3 className="font-display text-2xl font-semibold">{rv.DisplayName}</h3>
        <p className="text-muted-foreground">
          {[rv.Type ? rvTypeLabels[locale][rv.Type] : null, rv.Location ? `${rv.Location.City}, ${rv.Location.RegionName}` : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="font-semibold">{t('preview.perNight', { price: money(rv.NightlyPrice) })}</p>
      </header>
      <section className="flex flex-col gap-2">
        <h4 className="font-semibold">{t('preview.about')}</h4>
        <Facts
          items={[
            [t('preview.make'), [rv.Year, rv.Brand, rv.Model].filter(Boolean).join(' ')],
            [t('fields.sleeps'), rv.Sleeps ?? '–'],
            ...(rv.Drivable ? [[t('fields.seatbelts'), rv.Seatbelts] as [string, ReactNode]] : []),
            [t('preview.length'), rv.Length === null ? '–' : t('preview.feet', { count: rv.Length })],
            [t('preview.beds'), rv.Beds.reduce((n, bed) => n + bed.Count, 0)],
          ]}
        />
      </section>
      {description ? (
        <section className="flex flex-col gap-2">
          <h4 className="font-semibold">{t('preview.description')}</h4>
          <p className="whitespace-pre-line">{description}</p>
        </section>
      ) : null}
      {amenities.length ? (
        <section className="flex flex-col gap-2">
          <h4 className="font-semibold">{t('preview.onBoard')}</h4>
          <ul className="grid list-disc grid-cols-1 gap-x-6 ps-5 text-sm sm:grid-cols-2">
            {amenities.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="flex flex-col gap-2">
        <h4 className="font-semibold">{t('preview.pricesAndRules')}</h4>
        <Facts
          items={[
            [t('fields.cleaningFee'), money(rv.CleaningFee)],
            [t('fields.securityDeposit'), money(rv.SecurityDeposit)],
            [t('preview.minimumNights'), t('preview.nights', { count: rv.MinimumNights })],
            [t('preview.pets'), rv.PetsAllowed ? t('preview.yes') : t('preview.no')],
          ]}
        />
      </section>
    </article>
  );
}

/** The card as it shows in search (a press on it opens the page's preview), and a button to the page's preview. */
export function ListingPreview({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="listing-preview" className="flex flex-col gap-3">
      <h2 id="listing-preview" className="font-display text-xl font-semibold">
        {t('preview.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('preview.intro')}</p>
      <div className="max-w-xs">
        <ListingCard
          href="#listing-page-preview"
          headingLevel={3}
          listing={cardListingOf(rv, locale)}
          renderLink={({ children, className }) => (
            <button type="button" className={`${className} text-start`} onClick={() => setOpen(true)}>
              {children}
            </button>
          )}
        />
      </div>
      <Button variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        {t('preview.openPage')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="xl" title={t('preview.pageTitle', { name: rv.DisplayName })} closeLabel={t('common.close')}>
          <ListingPagePreview rv={rv} />
          {/* Something to reach by keyboard inside the scrolling body, and a way back at its end. */}
          <Button variant="outline" className="mt-6 w-fit" onClick={() => setOpen(false)}>
            {t('preview.back')}
          </Button>
        </DialogContent>
      </Dialog>
    </section>
  );
}
