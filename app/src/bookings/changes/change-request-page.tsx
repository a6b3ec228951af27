// Page module (one lazy chunk): /{dashboard}/bookings/{id}/change-request: the other party's request, with the ways to
// answer it.
import { useTranslation } from 'react-i18next';
import { bookingFacts, Comparison, requestFacts } from './change-parts.tsx';
import type { PageProps } from './change-page-parts.tsx';
import { AnswerLinks, RequestLead, WithRequest } from './change-request-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';

export function ChangeRequestIndexPage({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  return (
    <WithRequest booking={booking} title={t('request.title')}>
      {(request) => (
        <>
          <RequestLead booking={booking} request={request} />
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <AnswerLinks booking={booking} />
        </>
      )}
    </WithRequest>
  );
}

export default bookingPage(ChangeRequestIndexPage);
