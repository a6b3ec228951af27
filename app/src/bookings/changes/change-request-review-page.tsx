// Page module (one lazy chunk): /{dashboard}/bookings/{id}/change-request/review: the request with both breakdowns and
// the difference.
import { PriceBreakdown } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { bookingFacts, Comparison, requestFacts } from './change-parts.tsx';
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
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <PriceBreakdown breakdown={booking.Financial} title={t('review.currentPrice')} headingLevel={2} />
            {request.Financial ? <PriceBreakdown breakdown={request.Financial} title={t('review.newPrice')} headingLevel={2} /> : null}
          </div>
          <AnswerLinks booking={booking} review={false} />
        </>
      )}
    </WithRequest>
  );
}

export default bookingPage(ChangeRequestReviewPage);
