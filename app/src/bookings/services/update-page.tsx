// Page module (one lazy chunk): /{dashboard}/bookings/{id}/services/update: the renter chooses the add-ons (the RV's,
// with their quantities).
import type { ListingDetail } from '@rove/contract';
import { Button, Card } from '@rove/ui';
import { useState } from 'react';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, bookingPage } from '../booking-parts.tsx';
import { type Choice, formatChoice, parseChoice } from '../booking-rules.ts';
import type { Booking } from '../bookings-api.ts';
import { useListing } from '../../renter/index.ts';
import { withQuery } from '../../routes/path-for.ts';
import { ServicesNotAvailable } from './services-parts.tsx';
import { NumberFieldAfterFirstPage } from '../../forms/fields-after-first-page.tsx';

export function UpdatePage({ booking, listing }: { booking: Booking; listing: ListingDetail }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { locale, money } = useFormat();
  const [search] = useSearchParams();
  const fromBooking = Object.fromEntries(booking.Financial.AddOns.map((addOn) => [addOn.Id ?? 0, addOn.Quantity])) as Choice;
  const [choice, setChoice] = useState<Choice>(search.get('addons') !== null ? parseChoice(search.get('addons')) : fromBooking);
  return (
    <BookingFrame booking={booking} title={t('services.title')} width="narrow">
      <p>{t('services.lead')}</p>
      <ul className="flex flex-col gap-3">
        {listing.AddOns.map((addOn) => (
          <li key={addOn.Id}>
            <Card className="flex flex-row flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium">{addOn.Name[locale]}</p>
                <p className="text-sm text-muted-foreground">
                  {addOn.PricePer === 'night'
                    ? t('services.perNight', { price: money(addOn.Price.Amount, addOn.Price.Currency) })
                    : t('services.perTrip', { price: money(addOn.Price.Amount, addOn.Price.Currency) })}
                </p>
                {addOn.Description[locale] ? <p className="text-sm">{addOn.Description[locale]}</p> : null}
              </div>
              <NumberFieldAfterFirstPage
                label={t('services.quantity', { name: addOn.Name[locale] })}
                variant="stepper"
                minValue={0}
                maxValue={addOn.MaxQuantity}
                value={choice[addOn.Id] ?? 0}
                onChange={(value) => setChoice((current) => ({ ...current, [addOn.Id]: Number.isFinite(value) ? value : 0 }))}
                className="w-40"
              />
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() =>
            navigate(
              withQuery(to('dashboard-bookings-id-services-update-review', { id: booking.Id }), { addons: formatChoice(choice) || '-' }),
            )
          }
        >
          {t('services.reviewChanges')}
        </Button>
        <Button asChild variant="ghost">
          <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('keep')}</Link>
        </Button>
      </div>
    </BookingFrame>
  );
}

function ServicesUpdatePage({ booking }: { booking: Booking }) {
  const { data: listing } = useListing(booking.RvAlias);
  if (!booking.Abilities.UpdateServices) return <ServicesNotAvailable booking={booking} />;
  if (!listing) return <LoadingBooking />;
  return <UpdatePage booking={booking} listing={listing} />;
}

export default bookingPage(ServicesUpdatePage);
