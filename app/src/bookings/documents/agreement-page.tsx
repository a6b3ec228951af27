// Page module (one lazy chunk): /{dashboard}/bookings/{id}/agreement: the rental agreement as both parties read and
// sign it.
import { Banner, Button } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BookingFrame, LoadingBooking, bookingPage } from '../booking-parts.tsx';
import { type Booking, useAgreement } from '../bookings-api.ts';

export function AgreementPage({ booking }: { booking: Booking }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { dateTime } = useFormat();
  const { data: agreement } = useAgreement(booking.Id);
  if (!agreement) return <LoadingBooking />;
  return (
    <BookingFrame booking={booking} title={agreement.Title} back="dashboard-bookings-id-documents" width="narrow">
      {agreement.Signature ? (
        <Banner tone="success" title={t('agreement.signed')}>
          {t('agreement.signedBy', { name: agreement.Signature.Name, date: dateTime(agreement.Signature.SignedAt) })}
        </Banner>
      ) : booking.ViewerRole === 'owner' ? (
        <Banner tone="info">{t('agreement.waitingRenter', { name: booking.Renter.FirstName })}</Banner>
      ) : null}
      <article className="flex flex-col gap-4" lang={agreement.Language === 'fr' ? 'fr-CA' : 'en'}>
        {agreement.Clauses.map((clause) => (
          <section key={clause.Heading}>
            <h2 className="font-semibold">{clause.Heading}</h2>
            <p>{clause.Body}</p>
          </section>
        ))}
      </article>
      {agreement.CanSign ? (
        <Button asChild size="lg" className="self-start">
          <Link to={to('dashboard-bookings-id-agreement-signature', { id: booking.Id })}>{t('agreement.sign')}</Link>
        </Button>
      ) : !agreement.Signature && booking.ViewerRole === 'renter' ? (
        <p className="text-muted-foreground">{t('agreement.cannotSign')}</p>
      ) : null}
    </BookingFrame>
  );
}

export default bookingPage(AgreementPage);
