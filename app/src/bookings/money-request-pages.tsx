// Money requests after a trip (within 30 days, up to 5,000): send-request-money lists them and leads on; send
// (the form), sent, request (one request), review (the payer pays by card), dispute, success. In a mobile web
// view, the index hands the payer straight to the request waiting for them, and success hands back to the app.
import { type MoneyRequest, MoneyRequestDisputeSchema, MoneyRequestSchema } from '@rove/contract';
import { Banner, Button, Card, TextArea, TextField } from '@rove/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiFetch } from '../api/api-fetch.ts';
import { PaymentForm } from './payment/payment-form.tsx';
import type { BookingPayment } from './payment/payment-provider.ts';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import {
  BookingFrame,
  type BookingPage,
  BookingRoutePage,
  LoadingBooking,
  NotAvailable,
  StatusBadge,
  ActionError,
} from './booking-parts.tsx';
import { centsProblems, moneyRequestBody, type MoneyRequestForm, webViewTarget } from './booking-rules.ts';
import { type Booking, refreshBookingViews, useMoneyRequests } from './bookings-api.ts';
import { useBookingAction } from './use-action.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { toastQueue } from '../shell/modal-registry.tsx';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../lib/cookies.ts';
import { nativeBridge } from '../lib/native/native-bridge.ts';
import { isWebView, resolvePlatform } from '../lib/native/platform.ts';
import { withQuery } from '../routes/path-for.ts';
import { useSession } from '../api/session-store.ts';
import type { RouteName } from '../routes/table.ts';

const inWebView = () => isWebView(resolvePlatform(readCookie(cookies.platform.name), navigator.userAgent));

function RequestCard({ booking, request }: { booking: Booking; request: MoneyRequest }) {
  const { t } = useTranslation('bookings');
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

function IndexPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { day, money } = useFormat();
  const viewer = useSession().user?.id;
  const { data } = useMoneyRequests(booking.Id);
  const target = data && inWebView() ? webViewTarget(data.Items, viewer) : null;
  useEffect(() => {
    if (target !== null)
      navigate(withQuery(to('dashboard-bookings-id-send-request-money-review', { id: booking.Id }), { request: target }), {
        replace: true,
      });
  }, [target, navigate, to, booking.Id]);
  if (!data) return <LoadingBooking />;
  return (
    <BookingFrame booking={booking} title={t('money.title')}>
      <p>
        {data.CanRequest
          ? t('money.rules', {
              max: money(data.MaxAmount, booking.Financial.Currency ?? 'USD'),
              date: data.Deadline ? day(data.Deadline, 'long') : '',
            })
          : booking.Status === 'Completed'
            ? t('money.closed')
            : t('money.afterTrip')}
      </p>
      {data.CanRequest ? (
        <Button asChild className="self-start">
          <Link to={to('dashboard-bookings-id-send-request-money-send', { id: booking.Id })}>
            {booking.ViewerRole === 'owner'
              ? t('money.askRenter', { name: booking.Renter.FirstName })
              : t('money.askHost', { name: booking.Owner.FirstName })}
          </Link>
        </Button>
      ) : null}
      {data.Items.length ? (
        <ul className="flex flex-col gap-3">
          {data.Items.map((request) => (
            <li key={request.Id}>
              <RequestCard booking={booking} request={request} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t('money.none')}</p>
      )}
    </BookingFrame>
  );
}

function SendPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { data } = useMoneyRequests(booking.Id);
  const form = useContractForm({
    schema: MoneyRequestSchema,
    initial: { amount: '', reason: '' } as MoneyRequestForm,
    toBody: moneyRequestBody,
    fieldOf: (path) => (path === 'Amount' ? 'amount' : 'reason'),
    check: centsProblems,
    namespace: 'bookings',
  });
  const action = useBookingAction<MoneyRequest>(booking.Id);
  const currency = booking.Financial.Currency ?? 'USD';
  if (!data) return <LoadingBooking />;
  if (!data.CanRequest)
    return (
      <BookingFrame booking={booking} title={t('money.sendTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable booking={booking} message={booking.Status === 'Completed' ? t('money.closed') : t('money.afterTrip')} />
      </BookingFrame>
    );
  const submit = form.onSubmit((request) =>
    action.run(`/api/bookings/${booking.Id}/money-requests`, request, {
      toast: t('toast.moneyRequested'),
      onDone: (sent) => navigate(withQuery(to('dashboard-bookings-id-send-request-money-sent', { id: booking.Id }), { request: sent.Id })),
    }),
  );
  const other = booking.ViewerRole === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
  return (
    <BookingFrame booking={booking} title={t('money.sendTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('money.sendLead', { name: other })}</p>
        <ActionError error={action.error} />
        <TextField
          label={t('money.amount', { currency })}
          description={t('money.amountHint', { max: data.MaxAmount })}
          inputMode="decimal"
          isRequired
          {...form.field('amount')}
        />
        <TextArea label={t('money.reason')} description={t('money.reasonHint')} rows={4} isRequired {...form.field('reason')} />
        <Button type="submit" size="lg" loading={action.pending} className="self-start">
          {t('money.send')}
        </Button>
      </form>
    </BookingFrame>
  );
}

/** The request named by ?request=, once the list is loaded. */
function useRequest(booking: Booking) {
  const [search] = useSearchParams();
  const { data } = useMoneyRequests(booking.Id);
  const id = Number(search.get('request'));
  return { loaded: Boolean(data), request: data?.Items.find((item) => item.Id === id) };
}

function RequestPage({ booking, kind }: { booking: Booking; kind: 'sent' | 'request' }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { money, day } = useFormat();
  const { loaded, request } = useRequest(booking);
  if (!loaded) return <LoadingBooking />;
  if (!request)
    return (
      <BookingFrame booking={booking} title={t('money.requestTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable booking={booking} message={t('money.notFound')} />
      </BookingFrame>
    );
  const other = booking.ViewerRole === 'owner' ? booking.Renter.FirstName : booking.Owner.FirstName;
  return (
    <BookingFrame
      booking={booking}
      title={kind === 'sent' ? t('money.sentTitle') : t('money.requestTitle')}
      back="dashboard-bookings-id-send-request-money"
      width="narrow"
    >
      {kind === 'sent' ? (
        <Banner tone="success">{t('money.sentText', { name: other, amount: money(request.Amount, request.Currency) })}</Banner>
      ) : null}
      <RequestCard booking={booking} request={request} />
      <p className="text-sm text-muted-foreground">
        {request.AnsweredAt ? t('money.answeredOn', { date: day(request.AnsweredAt, 'long') }) : t('money.waitingAnswer', { name: other })}
      </p>
      <Button asChild variant="outline" className="self-start">
        <Link to={to('dashboard-bookings-id-send-request-money', { id: booking.Id })}>{t('money.all')}</Link>
      </Button>
    </BookingFrame>
  );
}

function ReviewPayPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const { money } = useFormat();
  const viewer = useSession().user?.id;
  const { loaded, request } = useRequest(booking);
  if (!loaded) return <LoadingBooking />;
  if (!request || request.PayerId !== viewer || request.Status !== 'Pending')
    return (
      <BookingFrame booking={booking} title={t('money.payTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable
          booking={booking}
          message={!request ? t('money.notFound') : request.PayerId !== viewer ? t('money.notYours') : t(`money.status.${request.Status}`)}
        />
      </BookingFrame>
    );
  const from = request.RequestedBy === 'owner' ? booking.Owner.FirstName : booking.Renter.FirstName;
  return (
    <BookingFrame booking={booking} title={t('money.payTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
      <Card className="flex flex-col gap-1 p-4">
        <p className="text-lg font-semibold">{t('money.asksYou', { name: from, amount: money(request.Amount, request.Currency) })}</p>
        <p>{request.Reason}</p>
        <Link
          className="text-sm font-medium text-primary underline"
          to={withQuery(to('dashboard-bookings-id-send-request-money-dispute', { id: booking.Id }), { request: request.Id })}
        >
          {t('money.disputeInstead')}
        </Link>
      </Card>
      <PaymentForm
        booking={booking}
        showBreakdown={false}
        payment={{
          title: t('money.payCard'),
          amount: request.Amount,
          createIntent: (headers) =>
            apiFetch<BookingPayment>(`/api/bookings/${booking.Id}/money-requests/${request.Id}/payment-intent`, {
              method: 'POST',
              body: {},
              headers,
              quietStatuses: [403, 409],
            }),
          onPaid: () => {
            toastQueue.add({ title: t('toast.moneyPaid'), tone: 'success' });
            void refreshBookingViews(booking.Id);
            navigate(withQuery(to('dashboard-bookings-id-send-request-money-success', { id: booking.Id }), { request: request.Id }));
          },
        }}
      />
    </BookingFrame>
  );
}

export function DisputePage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const viewer = useSession().user?.id;
  const { loaded, request } = useRequest(booking);
  const form = useContractForm({
    schema: MoneyRequestDisputeSchema,
    initial: { disputeReason: '' },
    toBody: (values) => ({ Reason: values.disputeReason }),
    fieldOf: () => 'disputeReason',
    namespace: 'bookings',
  });
  const action = useBookingAction(booking.Id);
  if (!loaded) return <LoadingBooking />;
  if (!request || request.PayerId !== viewer || request.Status !== 'Pending')
    return (
      <BookingFrame booking={booking} title={t('money.disputeTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
        <NotAvailable
          booking={booking}
          message={!request ? t('money.notFound') : request.PayerId !== viewer ? t('money.notYours') : t(`money.status.${request.Status}`)}
        />
      </BookingFrame>
    );
  const submit = form.onSubmit((body) =>
    action.run(`/api/bookings/${booking.Id}/money-requests/${request.Id}/dispute`, body, {
      toast: t('toast.disputed'),
      onDone: () => navigate(to('dashboard-bookings-id-send-request-money', { id: booking.Id })),
    }),
  );
  return (
    <BookingFrame booking={booking} title={t('money.disputeTitle')} back="dashboard-bookings-id-send-request-money" width="narrow">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p>{t('money.disputeLead')}</p>
        {action.error ? <Banner tone="danger">{action.error.message}</Banner> : null}
        <TextArea label={t('money.disputeReason')} rows={4} isRequired {...form.field('disputeReason')} />
        <Button type="submit" variant="destructive" loading={action.pending} className="self-start">
          {t('money.disputeSubmit')}
        </Button>
      </form>
    </BookingFrame>
  );
}

function SuccessPage({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
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

const pages: Partial<Record<RouteName, BookingPage>> = {
  'dashboard-bookings-id-send-request-money-send': SendPage,
  'dashboard-bookings-id-send-request-money-sent': ({ booking }) => <RequestPage booking={booking} kind="sent" />,
  'dashboard-bookings-id-send-request-money-request': ({ booking }) => <RequestPage booking={booking} kind="request" />,
  'dashboard-bookings-id-send-request-money-review': ReviewPayPage,
  'dashboard-bookings-id-send-request-money-dispute': DisputePage,
  'dashboard-bookings-id-send-request-money-success': SuccessPage,
};

export default function MoneyRequestPage() {
  return <BookingRoutePage pages={pages} fallback={IndexPage} />;
}
