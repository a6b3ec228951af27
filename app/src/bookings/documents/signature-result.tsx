// The end of an agreement's signature (agreement/success, agreement/error): what happened and the way on.
import { Banner, Button, Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useSearchParams } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';

export function SignatureResultPage({ booking, outcome }: { booking: Booking; outcome: 'success' | 'error' }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { dateTime } = useFormat();
  const [search] = useSearchParams();
  const reason = search.get('reason');
  const signed = booking.Agreement;
  return (
    <BookingFrame
      booking={booking}
      title={outcome === 'success' && signed ? t('agreement.successTitle') : t('agreement.errorTitle')}
      width="narrow"
    >
      {outcome === 'success' && signed ? (
        <Card className="flex flex-col gap-2 p-5">
          <p className="text-lg">{t('agreement.successText', { name: signed.Name, date: dateTime(signed.SignedAt) })}</p>
          <p className="text-muted-foreground">{t('agreement.successNext')}</p>
        </Card>
      ) : (
        <Banner tone="danger" title={t('agreement.errorTitle')}>
          {reason === 'AGREEMENT_ALREADY_SIGNED'
            ? t('agreement.alreadySigned')
            : reason === 'NOT_ALLOWED_IN_STATUS'
              ? t('agreement.cannotSign')
              : t('agreement.errorText')}
        </Banner>
      )}
      <div className="flex flex-wrap gap-3">
        {outcome === 'error' && booking.Abilities.Sign ? (
          <Button asChild>
            <Link to={to('dashboard-bookings-id-agreement-signature', { id: booking.Id })}>{t('retry')}</Link>
          </Button>
        ) : null}
        <Button asChild variant={outcome === 'error' && booking.Abilities.Sign ? 'outline' : 'primary'}>
          <Link to={to('dashboard-bookings-id-agreement', { id: booking.Id })}>{t('agreement.view')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={to('dashboard-bookings-id', { id: booking.Id })}>{t('viewBooking')}</Link>
        </Button>
      </div>
    </BookingFrame>
  );
}
