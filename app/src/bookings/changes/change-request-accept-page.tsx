// Page module (one lazy chunk): /{dashboard}/bookings/{id}/change-request/accept: accepting the request (a renter who
// owes the difference goes on to pay it).
import { Button } from '@rove/ui';
import { Link } from 'react-router';
import { bookingFacts, ChangeError, Comparison, requestFacts } from './change-parts.tsx';
import { approveChangeRequest, chooseChangeType } from './change-requests-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { type PageProps, showRefusal, useChangePage } from './change-page-parts.tsx';
import { WithRequest } from './change-request-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';

export function ChangeRequestAcceptPage({ booking }: PageProps) {
  const { t, to, navigate, ctx, state } = useChangePage();
  return (
    <WithRequest booking={booking} title={t('request.acceptTitle')}>
      {(request) => (
        <>
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <p>{t('request.acceptLead')}</p>
          <ChangeError error={state.error} />
          <div className="flex flex-wrap gap-3">
            <Button
              size="lg"
              loading={state.pending}
              onClick={async () => {
                const answer = await approveChangeRequest(booking.Id, ctx);
                if (!answer) return showRefusal(booking);
                chooseChangeType(null);
                toastQueue.add({ title: t('request.accepted'), tone: 'success' });
                // The renter who owes the difference goes to pay it.
                if (booking.ViewerRole === 'renter' && (answer.Difference?.ToCharge ?? 0) > 0) navigate(to('payment', { id: booking.Id }));
                else navigate(to('dashboard-bookings-id', { id: booking.Id }));
              }}
            >
              {t('request.acceptButton')}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={to('dashboard-bookings-id-change-request-decline', { id: booking.Id })}>{t('request.decline')}</Link>
            </Button>
          </div>
        </>
      )}
    </WithRequest>
  );
}

export default bookingPage(ChangeRequestAcceptPage);
