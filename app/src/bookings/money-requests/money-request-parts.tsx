// What the money-request pages share: the web-view check (a mobile app hands the payer straight to the request), a
// request as a card, and the request the address names.
import type { MoneyRequest } from '@rove/contract';
import { Button, Card } from '@rove/ui';
import { useBookingPagesTranslation } from '../booking-pages-words.ts';
import { Link, useSearchParams } from 'react-router';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { StatusBadge } from '../booking-parts.tsx';
import { type Booking, useMoneyRequests } from '../bookings-api.ts';
import { useBookingAction } from '../use-action.ts';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../../lib/cookies.ts';
import { isWebView, resolvePlatform } from '../../lib/native/platform.ts';
import { withQuery } from '../../routes/path-for.ts';
import { useSession } from '../../api/session-store.ts';
import type { RouteName } from '../../routes/table.ts';

export const inWebView = () => isWebView(resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent));

export function RequestCard({ booking, request }: { booking: Booking; request: MoneyRequest }) {
  const { t } = useBookingPagesTranslation();
  const to = useDashboardPath();
  const { money, day } = useFormat();
  const viewer = useSession().user?.id;
  const payer = request.PayerId === viewer;
  const withdraw = useBookingAction(booking.Id);
  const from = request.RequestedBy === 'owner' ? booking.Owner.FirstName : booking.Renter.FirstName;
  const link = (name: RouteName) => withQuery(to(name, { id: booking.Id }), { request: request.Id });
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {payer
            ? t('money.asksYou', { name: from, amount: money(request.Amount, request.Currency) })
            : t('money.youAsked', { amount: money(request.Amount, request.Currency) })}
        </p>
        <StatusBadge status={`Money${request.Status}`} />
      </div>
      <p className="text-sm">{request.Reason}</p>
      <p className="text-sm text-muted-foreground">{day(request.CreatedAt, 'long')}</p>
      {request.DisputeReason ? <p className="text-sm">{t('money.disputedBecause', { reason: request.DisputeReason })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="ghost">
          <Link to={link('dashboard-bookings-id-send-request-money-request')}>{t('money.details')}</Link>
        </Button>
        {payer && request.Status === 'Pending' ? (
          <>
            <Button asChild size="sm">
              <Link to={link('dashboard-bookings-id-send-request-money-review')}>{t('money.reviewPay')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={link('dashboard-bookings-id-send-request-money-dispute')}>{t('money.dispute')}</Link>
            </Button>
          </>
        ) : null}
        {!payer && request.Status === 'Pending' ? (
          <Button
            size="sm"
            variant="outline"
            loading={withdraw.pending}
            onClick={() =>
              void withdraw.run(`/api/bookings/${booking.Id}/money-requests/${request.Id}/withdraw`, {}, { toast: t('toast.withdrawn') })
            }
          >
            {t('money.withdraw')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** The request named by ?request=, once the list is loaded. */
export function useRequest(booking: Booking) {
  const [search] = useSearchParams();
  const { data } = useMoneyRequests(booking.Id);
  const id = Number(search.get('request'));
  return { loaded: Boolean(data), request: data?.Items.find((item) => item.Id === id) };
}
