// The sections of the booking page: the timeline, the trip, both parties and the ratings. Amounts are the server's;
// nothing is computed here beyond picking which of them to show.
import { cancellationPolicies } from '@rove/contract';
import { Card, StarRating } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/use-format.ts';
import type { Booking } from './bookings-api.ts';
import { VerifyButton } from '../content/index.ts';

export const row = 'flex items-baseline justify-between gap-4 py-1.5';

const actorName = (booking: Booking, actor: string) =>
  actor === 'owner' ? booking.Owner.FirstName : actor === 'renter' ? booking.Renter.FirstName : 'Rove';

export function Timeline({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { dateTime } = useFormat();
  return (
    <section aria-labelledby="timeline-heading" className="flex flex-col gap-3">
      <h2 id="timeline-heading" className="font-display text-xl font-semibold">
        {t('detail.timeline')}
      </h2>
      <ol className="relative flex flex-col gap-4 border-s-2 border-border ps-5">
        {booking.Timeline.map((entry, index) => (
          <li key={`${entry.At}-${index}`} className="relative">
            <span aria-hidden="true" className="absolute -start-[1.72rem] top-1.5 size-3 rounded-full border-2 border-surface bg-primary" />
            <p className="font-medium">
              {t(`timeline.${entry.Event}`, { name: actorName(booking, entry.Actor), defaultValue: entry.Event })}
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={entry.At}>{dateTime(entry.At)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TripDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { day, money, clock } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const policy = cancellationPolicies[booking.CancellationPolicy.Name];
  return (
    <section aria-labelledby="trip-heading" className="flex flex-col gap-3">
      <h2 id="trip-heading" className="font-display text-xl font-semibold">
        {t('detail.trip')}
      </h2>
      <Card className="p-4">
        <dl className="divide-y divide-border text-sm">
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.pickup')}</dt>
            <dd>{t('detail.at', { date: day(booking.StartDate, 'long'), time: clock(booking.PickupTime) })}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.dropoff')}</dt>
            <dd>{t('detail.at', { date: day(booking.EndDate, 'long'), time: clock(booking.DropoffTime) })}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.nights')}</dt>
            <dd>{f.TotalNights}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.guests')}</dt>
            <dd>
              {t('detail.adults', { count: booking.Adults })}
              {booking.Children ? `, ${t('detail.children', { count: booking.Children })}` : ''}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.pets')}</dt>
            <dd>{booking.Pets ? t('yes') : t('no')}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.usage')}</dt>
            <dd>{t(`usage.${booking.RvUsage}`, { defaultValue: booking.RvUsage })}</dd>
          </div>
          {booking.DeliveryAddress ? (
            <div className={row}>
              <dt className="text-muted-foreground">{t('detail.delivery')}</dt>
              <dd>{booking.DeliveryAddress}</dd>
            </div>
          ) : null}
          {booking.Destination ? (
            <div className={row}>
              <dt className="text-muted-foreground">{t('detail.destination')}</dt>
              <dd>{booking.Destination}</dd>
            </div>
          ) : null}
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.addOns')}</dt>
            <dd className="text-end">
              {f.AddOns.length
                ? f.AddOns.map((addOn) => `${addOn.Name} x ${addOn.Quantity} (${money(addOn.Total, currency)})`).join(', ')
                : t('none')}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.protection')}</dt>
            <dd>{f.InsuranceProtectionLevel ? t(`levels.${f.InsuranceProtectionLevel}`) : t('none')}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.allowances')}</dt>
            <dd className="text-end">
              {f.FreeDistance === null || f.FreeDistance === undefined
                ? t('detail.unlimitedDistance')
                : t('detail.freeDistance', { amount: f.FreeDistance, unit: f.DistanceUnit ?? 'mi', count: f.TotalDays })}
              {f.FreeGeneratorHours !== null && f.FreeGeneratorHours !== undefined
                ? ` · ${t('detail.freeGenerator', { hours: f.FreeGeneratorHours, count: f.FreeGeneratorHours })}`
                : ''}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.policy')}</dt>
            <dd className="text-end">
              {t('detail.policyLine', { name: t(`policies.${policy.Name}.name`), summary: t(`policies.${policy.Name}.summary`) })}
            </dd>
          </div>
        </dl>
      </Card>
      {booking.MessageToHost ? (
        <Card className="p-4">
          <h3 className="text-sm font-semibold">{t('detail.message', { name: booking.Renter.FirstName })}</h3>
          <p className="mt-1 whitespace-pre-line">{booking.MessageToHost}</p>
        </Card>
      ) : null}
    </section>
  );
}

function PartyCard({ label, party, children }: { label: string; party: Booking['Owner']; children?: ReactNode }) {
  const { t } = useTranslation('bookings');
  const { day } = useFormat();
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="font-display text-lg font-semibold">{party.Name}</p>
      <p className="text-sm text-muted-foreground">
        {[party.Location, t('detail.memberSince', { date: day(party.CreatedAt) })].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm">
        {party.IsVerified ? t('detail.verified') : t('detail.notVerified')}
        {party.IsSuperHostActive ? ` · ${t('detail.superhost')}` : ''}
      </p>
      {party.About ? <p className="mt-1 line-clamp-3 text-sm">{party.About}</p> : null}
      {children}
    </Card>
  );
}

export function Parties({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const details = booking.RenterDetails;
  return (
    <section aria-labelledby="parties-heading" className="flex flex-col gap-3">
      <h2 id="parties-heading" className="font-display text-xl font-semibold">
        {t('detail.parties')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <PartyCard label={t('detail.host')} party={booking.Owner} />
        <PartyCard label={t('detail.renter')} party={booking.Renter}>
          {details ? (
            <dl className="mt-2 text-sm">
              <dt className="sr-only">{t('detail.phone')}</dt>
              <dd>
                {details.CountryPhoneCode} {details.PhoneNumber}
              </dd>
              <dt className="sr-only">{t('detail.licence')}</dt>
              <dd>{t('detail.licenceLine', { number: details.DriversLicence.Number, region: details.DriversLicence.Region })}</dd>
            </dl>
          ) : booking.ViewerRole === 'owner' ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('detail.detailsAfterConfirm')}</p>
          ) : null}
          {booking.ViewerRole === 'renter' && !booking.Renter.IsVerified ? (
            <VerifyButton bookingId={booking.Id} className="mt-2 self-start" />
          ) : null}
        </PartyCard>
      </div>
    </section>
  );
}

export function RatingLine({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span>{label}</span>
      <StarRating value={value} size="sm" />
    </div>
  );
}
