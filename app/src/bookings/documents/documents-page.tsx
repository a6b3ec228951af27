// Page module (one lazy chunk): /{dashboard}/bookings/{id}/documents: the booking's documents (invoice, agreement,
// insurance, income protection, claims).
import { Button, Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, bookingPage } from '../booking-parts.tsx';
import type { Booking } from '../bookings-api.ts';
import { modalQueue } from '../booking-modal-registry.ts';
import type { RouteName } from '../../routes/table.ts';

export function DocumentsPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { dateTime } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  const docs: { route: RouteName; title: string; text: string; shown: boolean }[] = [
    {
      route: 'dashboard-bookings-id-invoice',
      title: owner ? t('docs.statement') : t('docs.invoice'),
      text: t('docs.invoiceText'),
      shown: true,
    },
    {
      route: 'dashboard-bookings-id-agreement',
      title: t('docs.agreement'),
      text: booking.Agreement
        ? t('docs.signedBy', { name: booking.Agreement.Name, date: dateTime(booking.Agreement.SignedAt) })
        : t('docs.notSigned'),
      shown: true,
    },
    { route: 'dashboard-bookings-id-insurance', title: t('docs.insurance'), text: t('docs.insuranceText'), shown: true },
    { route: 'dashboard-bookings-id-income-protection', title: t('docs.income'), text: t('docs.incomeText'), shown: owner },
    {
      route: 'dashboard-bookings-id-custom-quote',
      title: t('docs.quote'),
      text: booking.CustomQuote ? t(`quote.status.${booking.CustomQuote.Status}`) : '',
      shown: Boolean(booking.CustomQuote),
    },
    {
      route: 'dashboard-bookings-id-full-review',
      title: t('docs.reviews'),
      text: t('docs.reviewsText'),
      shown: booking.Status === 'Completed',
    },
    {
      route: 'dashboard-bookings-id-send-request-money',
      title: t('docs.money'),
      text: t('docs.moneyText'),
      shown: booking.Status === 'Completed',
    },
  ];
  return (
    <BookingFrame booking={booking} title={t('docs.title')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {docs
          .filter((doc) => doc.shown)
          .map((doc) => (
            <li key={doc.route}>
              <Card className="flex h-full flex-col gap-1 p-4">
                <h2 className="font-display text-lg font-semibold">
                  <Link className="underline-offset-4 hover:underline" to={to(doc.route, { id: booking.Id })}>
                    {doc.title}
                  </Link>
                </h2>
                <p className="text-sm text-muted-foreground">{doc.text}</p>
              </Card>
            </li>
          ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            modalQueue.show({ name: owner ? 'bookingPayoutDetails' : 'bookingPaymentDetails', props: { bookingId: booking.Id } })
          }
        >
          {owner ? t('actions.payoutDetails') : t('actions.paymentDetails')}
        </Button>
      </div>
    </BookingFrame>
  );
}

export default bookingPage(DocumentsPage);
