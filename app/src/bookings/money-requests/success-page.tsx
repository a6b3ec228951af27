// Page module (one lazy chunk): /{dashboard}/bookings/{id}/send-request-money/success: the request is paid (a mobile
// app's web view is handed back to the app).
import { Button, Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, bookingPage } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { nativeBridge } from '../../lib/native/native-bridge.ts';
import { inWebView, useRequest } from './money-request-parts.tsx';

export function SuccessPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { money } = useFormat();
  const { request } = useRequest(booking);
  const webView = inWebView();
  return (
    <BookingFrame booking={booking} title={t('money.successTitle')} width="narrow">
      <Card className="flex flex-col gap-3 p-5">
        <p className="text-lg">
          {request ? t('money.successText', { amount: money(request.Amount, request.Currency) }) : t('money.successPlain')}
        </p>
        <div className="flex flex-wrap gap-3">
          {webView ? (
            <Button onClick={() => nativeBridge.closeWebPage()}>{t('money.backToApp')}</Button>
          ) : (
            <Button asChild>
              <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={to('dashboard-bookings-id-send-request-money', { id: booking.Id })}>{t('money.all')}</Link>
          </Button>
        </div>
      </Card>
    </BookingFrame>
  );
}

export default bookingPage(SuccessPage);
