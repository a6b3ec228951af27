// Page module (one lazy chunk): /{dashboard}/bookings/{id}/insurance: the trip's protection and the claims filed under
// it.
import type { Claim } from '@rove/contract';
import { Button, Card, Skeleton } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, bookingPage } from '../booking-parts.tsx';
import { type Booking, useClaims } from '../bookings-api.ts';

function ClaimList({ claims }: { claims: Claim[] }) {
  const { t } = useBookingPagesTranslation();
  const { day } = useFormat();
  if (!claims.length) return <p className="text-muted-foreground">{t('insurance.noClaims')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {claims.map((claim) => (
        <li key={claim.Id}>
          <Card className="flex flex-col gap-1 p-4">
            <p className="font-semibold">
              {claim.Number} · {t(`claims.kinds.${claim.Kind}`)}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('insurance.claimLine', {
                date: day(claim.IncidentDate, 'long'),
                place: claim.Location,
                by: t(`insurance.filedBy.${claim.FiledBy}`),
              })}
            </p>
            <p className="text-sm">{claim.Description}</p>
            {claim.Photos.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {claim.Photos.map((photo, index) => (
                  <li key={photo.Id}>
                    <a href={photo.Gallery} target="_blank" rel="noreferrer">
                      <img
                        src={photo.Thumb}
                        alt={t('claims.photoAlt', { n: index + 1 })}
                        width={96}
                        height={72}
                        className="h-18 w-24 rounded object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function InsurancePage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { money } = useFormat();
  const { data: claims } = useClaims(booking.Id);
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const level = f.InsuranceProtectionLevel;
  return (
    <BookingFrame booking={booking} title={t('insurance.title')} back="dashboard-bookings-id-documents">
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="font-display text-lg font-semibold">
          {level ? t('insurance.plan', { level: t(`levels.${level}`) }) : t('insurance.noPlan')}
        </h2>
        {level ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('insurance.deductible')}</dt>
            <dd>{money(f.Deductible ?? 0, currency)}</dd>
            <dt className="text-muted-foreground">{t('insurance.premium')}</dt>
            <dd>{money(f.TotalInsurances, currency)}</dd>
            <dt className="text-muted-foreground">{t('insurance.roadside')}</dt>
            <dd>{f.TotalRoadsides > 0 ? money(f.TotalRoadsides, currency) : t('insurance.noRoadside')}</dd>
          </dl>
        ) : null}
        {level ? <p className="text-sm">{t(`insurance.coverage.${level}`)}</p> : null}
        <p className="text-sm text-muted-foreground">{t('insurance.howToClaim')}</p>
      </Card>
      <section aria-labelledby="claims-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="claims-heading" className="font-display text-xl font-semibold">
            {t('insurance.claims')}
          </h2>
          {claims?.CanFile ? (
            <Button asChild>
              <Link to={to('dashboard-bookings-id-insurance-efnol', { id: booking.Id })}>{t('actions.claim')}</Link>
            </Button>
          ) : null}
        </div>
        {claims ? <ClaimList claims={claims.Items} /> : <Skeleton className="h-20 w-full" />}
      </section>
    </BookingFrame>
  );
}

export default bookingPage(InsurancePage);
