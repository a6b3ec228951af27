// Page module (one lazy chunk): /{dashboard}/bookings/{id}/change-request/review: the request with, for the renter, both
// breakdowns and the difference; for the host, what the change does to their payout.
import { useTranslation } from 'react-i18next';
import { bookingFacts, Comparison, Prices, requestFacts } from './change-parts.tsx';
import type { PageProps } from './change-page-parts.tsx';
import { AnswerLinks, RequestLead, WithRequest } from './change-request-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';

export function ChangeRequestReviewPage({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  return (
    <WithRequest booking={booking} title={t('request.reviewTitle')}>
      {(request) => (
        <>
          <RequestLead booking={booking} request={request} />
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <Prices booking={booking} request={request} />
          <AnswerLinks booking={booking} review={false} />
        </>
      )}
    </WithRequest>
  );
}

export default bookingPage(ChangeRequestReviewPage);
