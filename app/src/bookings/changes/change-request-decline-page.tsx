// Page module (one lazy chunk): /{dashboard}/bookings/{id}/change-request/decline: declining the request, with a
// reason.
import { Button, TextArea } from '@rove/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { bookingFacts, ChangeError, Comparison, requestFacts } from './change-parts.tsx';
import { chooseChangeType, rejectChangeRequest } from './change-requests-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { type PageProps, otherName, showRefusal, useChangePage } from './change-page-parts.tsx';
import { WithRequest } from './change-request-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';

export function ChangeRequestDeclinePage({ booking }: PageProps) {
  const { t, to, navigate, ctx, state } = useChangePage();
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > 1000;
  return (
    <WithRequest booking={booking} title={t('request.declineTitle')}>
      {(request) => (
        <form
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (tooLong) return;
            const answer = await rejectChangeRequest(booking.Id, reason.trim(), ctx);
            if (!answer) return showRefusal(booking);
            chooseChangeType(null);
            toastQueue.add({ title: t('request.declined', { name: otherName(booking) }), tone: 'success' });
            navigate(to('dashboard-bookings-id', { id: booking.Id }));
          }}
        >
          <Comparison booking={booking} before={bookingFacts(booking)} after={requestFacts(request)} />
          <TextArea
            label={t('request.reason', { name: otherName(booking) })}
            description={t('request.reasonHelp')}
            value={reason}
            onChange={setReason}
            isInvalid={tooLong}
            errorMessage={t('request.reasonTooLong')}
            rows={4}
          />
          <ChangeError error={state.error} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" variant="destructive" loading={state.pending}>
              {t('request.declineButton')}
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to={to('dashboard-bookings-id-change-request', { id: booking.Id })}>{t('edit.cancel')}</Link>
            </Button>
          </div>
        </form>
      )}
    </WithRequest>
  );
}

export default bookingPage(ChangeRequestDeclinePage);
