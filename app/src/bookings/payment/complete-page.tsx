// Page module (one lazy chunk): /{dashboard}/bookings/{id}/complete: the renter's confirmation (the app's download
// offer outside the apps); the host's own wording.
import { Button, Card } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingComplete } from './booking-complete.tsx';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, bookingPage } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { modalQueue } from '../booking-modal-registry.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../../lib/cookies.ts';
import { isWebView, resolvePlatform } from '../../lib/native/platform.ts';

function HostComplete({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { day, money } = useFormat();
  return (
    <BookingFrame booking={booking} title={t('complete.hostTitle')} width="narrow">
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-lg">
          {booking.Status === 'AwaitingOwnerApproval'
            ? t('complete.hostRequest', { name: booking.Renter.FirstName, start: day(booking.StartDate, 'long') })
            : t('complete.hostStatus', { name: booking.Renter.FirstName, status: t(`status.${booking.Status}`) })}
        </p>
        <p className="text-muted-foreground">
          {t('complete.hostPayout', { amount: money(booking.Financial.OwnerPayoutTotal ?? 0, booking.Financial.Currency ?? 'USD') })}
        </p>
        <div className="flex flex-wrap gap-3">
          {booking.AvailableActions.includes('accept') ? (
            <Button asChild>
              <Link to={to('dashboard-bookings-id-accept', { id: booking.Id })}>{t('actions.review')}</Link>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
          </Button>
        </div>
      </Card>
    </BookingFrame>
  );
}

function RenterComplete({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const webView = isWebView(resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent));
  return (
    <>
      <BookingComplete booking={booking} />
      {webView ? null : (
        <div className="mx-auto -mt-4 max-w-page px-4 pb-10 sm:px-6">
          <Button variant="ghost" onClick={() => modalQueue.show({ name: 'appDownloadSubtle' })}>
            {t('complete.getApp')}
          </Button>
        </div>
      )}
    </>
  );
}

function CompletePage({ booking }: { booking: Booking }) {
  return booking.ViewerRole === 'owner' ? <HostComplete booking={booking} /> : <RenterComplete booking={booking} />;
}

export default bookingPage(CompletePage);
