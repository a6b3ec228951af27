// The listing's facts: specifications, amenities, description in the page's language, rules, allowances,
// add-ons, approximate location and the host card.
import type { Locale } from '@rove/contract/vocabulary';
import type { Currency } from '@rove/contract';
import { amenityLabels, Avatar, Badge, Card, rvTypeLabels } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDayParts, formatNumber } from '../../i18n/format.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import type { ListingDetail } from './listing-api.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-border pt-6">
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 border-b border-border/60 py-1.5 text-sm">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function rvTypeName(type: string, locale: Locale): string {
  return (rvTypeLabels[locale] as Record<string, string>)[type] ?? type;
}

export function ListingSummary({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  return (
    <p className="text-muted-foreground">
      {t('summary', {
        type: rvTypeName(listing.Type, locale),
        sleeps: listing.Sleeps,
        city: listing.Location.City,
        region: listing.Location.Region,
      })}
    </p>
  );
}

export function ListingDetails({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const inCurrency = useMoney();
  const money = (m: { Amount: number; Currency: Currency }) => inCurrency(m.Amount, m.Currency);
  const unit = t(`units.${listing.DistanceUnit}`);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const { Pricing: pricing, Rules: rules, Host: host } = listing;
  return (
    <div className="flex flex-col gap-8">
      <Section title={t('description')}>
        <p className="whitespace-pre-line leading-relaxed" lang={locale === 'fr' ? 'fr-CA' : 'en'}>
          {listing.Description[locale]}
        </p>
      </Section>
      <Section title={t('specs.title')}>
        <Facts
          items={[
            [t('specs.type'), rvTypeName(listing.Type, locale)],
            [t('specs.make'), `${listing.Year} ${listing.Brand} ${listing.Model}`],
            [t('specs.sleeps'), listing.Sleeps],
            // Towables carry no one on the road: no "Seat belts 0".
            ...(listing.Seatbelts > 0 ? [[t('specs.seatbelts'), listing.Seatbelts] as [string, ReactNode]] : []),
            [t('specs.length'), t('specs.feet', { value: listing.Length })],
            [t('specs.weight'), t('specs.pounds', { value: formatNumber(listing.Weight, locale) })],
            [t('specs.slideouts'), listing.Slideouts],
            ...(listing.Fuel ? [[t('specs.fuel'), t(`fuel.${listing.Fuel}`)] as [string, ReactNode]] : []),
            ...(listing.Beds.length
              ? [
                  [
                    t('specs.beds'),
                    listing.Beds.map((b) => `${b.Count} × ${t(`beds.${b.Type}`, { defaultValue: b.Type })}`).join(', '),
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
      </Section>
      <Section title={t('amenities')}>
        <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          {listing.Amenities.map((amenity) => (
            <li key={amenity} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
              {(amenityLabels[locale] as Record<string, string>)[amenity] ?? amenity}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('rules.title')}>
        <Facts
          items={[
            [t('rules.pets'), yesNo(rules.PetsAllowed)],
            [t('rules.festivals'), yesNo(rules.FestivalFriendly)],
            [t('rules.experience'), rules.ExperienceRequired ? t('rules.experienceRequired') : t('rules.experienceNotRequired')],
            [t('rules.smoking'), yesNo(rules.SmokingAllowed)],
            [t('rules.minimumNights'), rules.MinimumNights],
            [t('rules.pickup'), formatClock(rules.PickupTime, locale)],
            [t('rules.dropoff'), formatClock(rules.DropoffTime, locale)],
          ]}
        />
      </Section>
      <Section title={t('allowances.title')}>
        <Facts
          items={[
            [
              t('allowances.distance'),
              pricing.MileageIncludedPerDay === null
                ? t('allowances.unlimited')
                : t('allowances.perDay', { value: pricing.MileageIncludedPerDay, unit }),
            ],
            [t('allowances.distanceOver'), t('allowances.perUnit', { price: money(pricing.MileageOveragePrice), unit })],
            [
              t('allowances.generator'),
              pricing.GeneratorHoursIncludedPerDay === null
                ? t('allowances.unlimited')
                : t('allowances.hoursPerDay', { value: pricing.GeneratorHoursIncludedPerDay }),
            ],
            [t('allowances.generatorOver'), t('allowances.perHour', { price: money(pricing.GeneratorOveragePrice) })],
            [t('allowances.cleaning'), money(pricing.CleaningFee)],
            [t('allowances.deposit'), money(pricing.SecurityDeposit)],
            ...(listing.Delivery.Available
              ? [
                  [
                    t('allowances.delivery'),
                    t('allowances.deliveryRadius', { radius: listing.Delivery.Radius, unit, price: money(listing.Delivery.PricePerUnit) }),
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
      </Section>
      {listing.AddOns.length ? (
        <Section title={t('addOns')}>
          <ul className="flex flex-col gap-2 text-sm">
            {listing.AddOns.map((addOn) => (
              <li key={addOn.Id} className="flex justify-between gap-3">
                <span>
                  {addOn.Name[locale]}
                  {addOn.Description[locale] ? <span className="block text-muted-foreground">{addOn.Description[locale]}</span> : null}
                </span>
                <span className="font-medium">
                  {money(addOn.Price)} {t(`per.${addOn.PricePer}`)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title={t('location.title')}>
        <p>
          {t('location.near', {
            city: listing.Location.City,
            region: listing.Location.Region,
            country: t(`countries.${listing.Location.Country}`),
          })}
        </p>
        <p className="text-sm text-muted-foreground">{t('location.exactLater')}</p>
      </Section>
      <Section title={t('host.title', { name: host.FirstName })}>
        <Card className="flex flex-col gap-3 p-5">
          <div className="flex items-center gap-3">
            <Avatar decorative name={`${host.FirstName} ${host.LastName}`} src={host.AvatarUrl} />
            <div>
              <p className="font-semibold">
                {host.FirstName} {host.LastName}.
              </p>
              <p className="text-sm text-muted-foreground">
                {t('host.memberSince', {
                  date: formatDayParts(host.CreatedDate, locale, { month: 'long', year: 'numeric' }),
                })}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {host.IsSuperHostActive ? <Badge variant="superhost">{t('host.superhost')}</Badge> : null}
            {host.IsVerified ? <Badge variant="success">{t('host.verified')}</Badge> : null}
          </div>
          {host.About ? (
            <p className="text-sm" lang={host.Language === 'fr' ? 'fr-CA' : 'en'}>
              {host.About}
            </p>
          ) : null}
        </Card>
      </Section>
    </div>
  );
}
