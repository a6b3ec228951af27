// The sections of the booking page: what comes next, the actions this viewer may take, the timeline, the trip,
// both parties, the host's payout and the payment schedule. Amounts are the server's; nothing is computed here
// beyond picking which of them to show.
import { cancellationPolicies } from '@rove/contract';
import { taxName } from '@rove/contract';
import { Banner, Button, Card, StarRating } from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { modalQueue } from './booking-modal-registry.ts';
import { useDashboardPath } from '../routes/use-dashboard-path.ts';
import { useFormat } from '../i18n/use-format.ts';
import { ExpiresIn } from './booking-parts.tsx';
import type { Booking } from './bookings-api.ts';
import { VerifyButton } from '../content/index.ts';
import type { RouteName } from '../routes/table.ts';

const row = 'flex items-baseline justify-between gap-4 py-1.5';

/** What happens next for this viewer, in one sentence, with the button that does it. */
export function NextStepCallout({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const { money, day } = useFormat();
  const owner = booking.ViewerRole === 'owner';
  const currency = booking.Financial.Currency ?? 'USD';
  const other = owner ? booking.Renter.FirstName : booking.Owner.FirstName;
  const link = (name: RouteName, label: string) => (
    <Button asChild>
      <Link to={to(name, { id: booking.Id })}>{label}</Link>
    </Button>
  );
  let tone: 'info' | 'success' | 'warning' | 'danger' = 'info';
  let text: ReactNode = null;
  let action: ReactNode = null;
  switch (booking.Status) {
    case 'AwaitingOwnerApproval':
      tone = 'warning';
      if (owner) {
        text = (
          <>
            {t('next.answer', { name: other })} <ExpiresIn expiresAt={booking.ExpiresAt} />
          </>
        );
        action = link('dashboard-bookings-id-accept', t('actions.review'));
      } else if (booking.Abilities.AnswerQuote) {
        text = t('next.quote', { name: other });
        action = link('dashboard-bookings-id-custom-quote', t('actions.answerQuote'));
      } else {
        text = (
          <>
            {t('next.waitHost', { name: other })} <ExpiresIn expiresAt={booking.ExpiresAt} />
          </>
        );
      }
      break;
    case 'AwaitingPayment':
      tone = 'warning';
      text = owner ? (
        <>
          {t('next.waitPayment', { name: other })} <ExpiresIn expiresAt={booking.ExpiresAt} />
        </>
      ) : (
        <>
          {t('next.pay', { amount: money(booking.Financial.AmountDue, currency) })} <ExpiresIn expiresAt={booking.ExpiresAt} />
        </>
      );
      if (!owner) action = link('payment', t('actions.pay'));
      break;
    case 'Confirmed':
      tone = 'success';
      if (booking.Abilities.Sign) {
        text = t('next.sign');
        action = link('dashboard-bookings-id-agreement', t('actions.sign'));
      } else if (booking.Abilities.Pay) {
        text = t('next.balance', { amount: money(booking.Financial.AmountDue, currency) });
        action = link('payment', t('actions.pay'));
      } else
        text = owner
          ? t('next.confirmedHost', { name: other, date: day(booking.StartDate, 'long') })
          : t('next.confirmed', { date: day(booking.StartDate, 'long') });
      break;
    case 'Completed':
      if (booking.Abilities.Closeout) {
        text = t('next.closeout');
        action = link('dashboard-bookings-id-closeout', t('actions.closeout'));
      } else if (booking.Abilities.PayCloseout) {
        tone = 'warning';
        text = t('next.payCloseout', { amount: money(booking.Closeout?.Due ?? 0, currency) });
        action = link('dashboard-bookings-id-closeout', t('actions.payCloseout'));
      } else if (booking.Abilities.Review) {
        text = t('next.review', { name: other });
        action = link('dashboard-bookings-id-review', t('actions.review'));
      } else text = t('next.done');
      break;
    case 'Declined':
      tone = 'danger';
      text = owner ? t('next.declinedHost') : t('next.declined', { name: other });
      if (!owner) action = link('rv-search', t('actions.findAnother'));
      break;
    case 'Expired':
      tone = 'danger';
      text = owner ? t('next.expiredHost') : t('next.expired');
      break;
    default:
      tone = 'danger';
      text =
        booking.CancelledBy === booking.ViewerRole
          ? t('next.cancelledByYou', { amount: money(booking.RefundAmount, currency) })
          : t(owner ? 'next.cancelledByRenter' : 'next.cancelledByHost', { name: other, amount: money(booking.RefundAmount, currency) });
  }
  const reason = booking.Status === 'Declined' ? booking.DeclineReason : booking.CancelReason;
  const reasonCode = booking.Status === 'Declined' ? booking.DeclineReasonCode : booking.CancelReasonCode;
  return (
    <Banner tone={tone} title={t(`status.${booking.Status}`)} action={action}>
      <p>{text}</p>
      {reasonCode || reason ? (
        <p className="mt-1">
          {t('reasonGiven')} {reasonCode && reasonCode !== 'Other' ? t(`reasons.${reasonCode}`) : null}
          {reason ? ` ${t('quoted', { text: reason })}` : null}
        </p>
      ) : null}
    </Banner>
  );
}

/** The actions this viewer may take now: the state machine's (AvailableActions) and the booking's abilities. */
export function ActionList({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const to = useDashboardPath();
  const navigate = useNavigate();
  const owner = booking.ViewerRole === 'owner';
  const a = booking.Abilities;
  const can = (action: string) => booking.AvailableActions.includes(action);
  const links: [RouteName, string, boolean, 'primary' | 'outline' | 'destructive'][] = [
    ['dashboard-bookings-id-accept', 'actions.accept', owner && can('accept'), 'primary'],
    ['dashboard-bookings-id-decline', 'actions.decline', owner && can('decline'), 'outline'],
    [
      'dashboard-bookings-id-custom-quote',
      owner ? 'actions.sendQuote' : 'actions.answerQuote',
      owner ? a.CustomQuote : a.AnswerQuote,
      'outline',
    ],
    ['payment', 'actions.pay', a.Pay, 'primary'],
    ['dashboard-bookings-id-agreement', 'actions.sign', a.Sign, 'primary'],
    ['dashboard-bookings-id-closeout', owner ? 'actions.closeout' : 'actions.payCloseout', owner ? a.Closeout : a.PayCloseout, 'primary'],
    ['dashboard-bookings-id-review', 'actions.review', a.Review, 'outline'],
    ['dashboard-bookings-id-services-update', 'actions.services', a.UpdateServices, 'outline'],
    ['dashboard-bookings-id-send-request-money', 'actions.requestMoney', a.RequestMoney, 'outline'],
    ['dashboard-bookings-id-insurance-efnol', 'actions.claim', a.FileClaim, 'outline'],
    ['dashboard-bookings-id-documents', 'actions.documents', true, 'outline'],
    ['dashboard-bookings-id-cancel', 'actions.cancel', can('cancel'), 'destructive'],
  ];
  const changeable = booking.Status === 'Confirmed' || booking.Status === 'AwaitingPayment' || booking.Status === 'AwaitingOwnerApproval';
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-display text-lg font-semibold">{t('detail.actions')}</h2>
      <div className="flex flex-wrap gap-2">
        {links
          .filter(([, , shown]) => shown)
          .map(([name, key, , variant]) => (
            <Button key={name + key} asChild variant={variant} size="sm">
              <Link to={to(name, { id: booking.Id })}>{t(key)}</Link>
            </Button>
          ))}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            // Changes are made through a change request; when one is already waiting, or the trip can no
            // longer change, the modal says why.
            if (booking.PendingChangeRequestId || !changeable)
              modalQueue.show({
                name: 'bookingEditChangeRequestError',
                props: {
                  bookingId: booking.Id,
                  reason: booking.PendingChangeRequestId ? 'pending' : 'status',
                  dashboard: owner ? 'host' : 'dashboard',
                },
              });
            else navigate(to('dashboard-bookings-id-edit', { id: booking.Id }));
          }}
        >
          {t('actions.change')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            modalQueue.show({ name: owner ? 'bookingPayoutDetails' : 'bookingPaymentDetails', props: { bookingId: booking.Id } })
          }
        >
          {owner ? t('actions.payoutDetails') : t('actions.paymentDetails')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => modalQueue.show({ name: 'bookCall', props: { bookingId: booking.Id } })}>
          {t('bookCall.open')}
        </Button>
      </div>
    </Card>
  );
}

const actorName = (booking: Booking, actor: string) =>
  actor === 'owner' ? booking.Owner.FirstName : actor === 'renter' ? booking.Renter.FirstName : 'Rove';

export function Timeline({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { dateTime } = useFormat();
  return (
    <section aria-labelledby="timeline-heading" className="flex flex-col gap-3">
      <h2 id="timeline-heading" className="font-display text-xl font-semibold">
        {t('detail.timeline')}
      </h2>
      <ol className="relative flex flex-col gap-4 border-s-2 border-border ps-5">
        {booking.Timeline.map((entry, index) => (
          <li key={`${entry.At}-${index}`} className="relative">
            <span aria-hidden="true" className="absolute -start-[1.72rem] top-1.5 size-3 rounded-full border-2 border-surface bg-primary" />
            <p className="font-medium">
              {t(`timeline.${entry.Event}`, { name: actorName(booking, entry.Actor), defaultValue: entry.Event })}
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={entry.At}>{dateTime(entry.At)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TripDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { day, money, clock } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const policy = cancellationPolicies[booking.CancellationPolicy.Name];
  return (
    <section aria-labelledby="trip-heading" className="flex flex-col gap-3">
      <h2 id="trip-heading" className="font-display text-xl font-semibold">
        {t('detail.trip')}
      </h2>
      <Card className="p-4">
        <dl className="divide-y divide-border text-sm">
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.pickup')}</dt>
            <dd>{t('detail.at', { date: day(booking.StartDate, 'long'), time: clock(booking.PickupTime) })}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.dropoff')}</dt>
            <dd>{t('detail.at', { date: day(booking.EndDate, 'long'), time: clock(booking.DropoffTime) })}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.nights')}</dt>
            <dd>{f.TotalNights}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.guests')}</dt>
            <dd>
              {t('detail.adults', { count: booking.Adults })}
              {booking.Children ? `, ${t('detail.children', { count: booking.Children })}` : ''}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.pets')}</dt>
            <dd>{booking.Pets ? t('yes') : t('no')}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.usage')}</dt>
            <dd>{t(`usage.${booking.RvUsage}`, { defaultValue: booking.RvUsage })}</dd>
          </div>
          {booking.DeliveryAddress ? (
            <div className={row}>
              <dt className="text-muted-foreground">{t('detail.delivery')}</dt>
              <dd>{booking.DeliveryAddress}</dd>
            </div>
          ) : null}
          {booking.Destination ? (
            <div className={row}>
              <dt className="text-muted-foreground">{t('detail.destination')}</dt>
              <dd>{booking.Destination}</dd>
            </div>
          ) : null}
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.addOns')}</dt>
            <dd className="text-end">
              {f.AddOns.length
                ? f.AddOns.map((addOn) => `${addOn.Name} x ${addOn.Quantity} (${money(addOn.Total, currency)})`).join(', ')
                : t('none')}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.protection')}</dt>
            <dd>{f.InsuranceProtectionLevel ? t(`levels.${f.InsuranceProtectionLevel}`) : t('none')}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.allowances')}</dt>
            <dd className="text-end">
              {f.FreeDistance === null || f.FreeDistance === undefined
                ? t('detail.unlimitedDistance')
                : t('detail.freeDistance', { amount: f.FreeDistance, unit: f.DistanceUnit ?? 'mi', days: f.TotalDays })}
              {f.FreeGeneratorHours !== null && f.FreeGeneratorHours !== undefined
                ? ` · ${t('detail.freeGenerator', { hours: f.FreeGeneratorHours })}`
                : ''}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">{t('detail.policy')}</dt>
            <dd className="text-end">
              {t('detail.policyLine', { name: t(`policies.${policy.Name}.name`), summary: t(`policies.${policy.Name}.summary`) })}
            </dd>
          </div>
        </dl>
      </Card>
      {booking.MessageToHost ? (
        <Card className="p-4">
          <h3 className="text-sm font-semibold">{t('detail.message', { name: booking.Renter.FirstName })}</h3>
          <p className="mt-1 whitespace-pre-line">{booking.MessageToHost}</p>
        </Card>
      ) : null}
    </section>
  );
}

function PartyCard({ label, party, children }: { label: string; party: Booking['Owner']; children?: ReactNode }) {
  const { t } = useTranslation('bookings');
  const { day } = useFormat();
  return (
    <Card className="flex flex-col gap-1 p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="font-display text-lg font-semibold">{party.Name}</p>
      <p className="text-sm text-muted-foreground">
        {[party.Location, t('detail.memberSince', { date: day(party.CreatedAt) })].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm">
        {party.IsVerified ? t('detail.verified') : t('detail.notVerified')}
        {party.IsSuperHostActive ? ` · ${t('detail.superhost')}` : ''}
      </p>
      {party.About ? <p className="mt-1 line-clamp-3 text-sm">{party.About}</p> : null}
      {children}
    </Card>
  );
}

export function Parties({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const details = booking.RenterDetails;
  return (
    <section aria-labelledby="parties-heading" className="flex flex-col gap-3">
      <h2 id="parties-heading" className="font-display text-xl font-semibold">
        {t('detail.parties')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <PartyCard label={t('detail.host')} party={booking.Owner} />
        <PartyCard label={t('detail.renter')} party={booking.Renter}>
          {details ? (
            <dl className="mt-2 text-sm">
              <dt className="sr-only">{t('detail.phone')}</dt>
              <dd>
                {details.CountryPhoneCode} {details.PhoneNumber}
              </dd>
              <dt className="sr-only">{t('detail.licence')}</dt>
              <dd>{t('detail.licenceLine', { number: details.DriversLicence.Number, region: details.DriversLicence.Region })}</dd>
            </dl>
          ) : booking.ViewerRole === 'owner' ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('detail.detailsAfterConfirm')}</p>
          ) : null}
          {booking.ViewerRole === 'renter' && !booking.Renter.IsVerified ? (
            <VerifyButton bookingId={booking.Id} className="mt-2 self-start" />
          ) : null}
        </PartyCard>
      </div>
    </section>
  );
}

/** The host's view of the money: what the trip earns, Rove's fee, the payout and its status. */
export function HostPayout({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const { money, day } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const ownerTaxes = [...(f.OwnerTaxAmounts ?? []), ...(f.OwnerSalesTaxAmounts ?? [])];
  return (
    <section aria-labelledby="payout-heading" className="rounded-lg border bg-surface p-4 text-sm">
      <h2 id="payout-heading" className="mb-2 font-display text-lg font-semibold">
        {t('payout.title')}
      </h2>
      <dl className="divide-y divide-border">
        <MoneyLine label={t('payout.rental', { count: f.TotalNights })} amount={f.TotalRentalAmount} currency={currency} />
        {f.TotalCleanings > 0 ? <MoneyLine label={t('payout.cleaning')} amount={f.TotalCleanings} currency={currency} /> : null}
        {f.TotalAddOns > 0 ? <MoneyLine label={t('payout.addOns')} amount={f.TotalAddOns} currency={currency} /> : null}
        {f.TotalDelivery > 0 ? <MoneyLine label={t('payout.delivery')} amount={f.TotalDelivery} currency={currency} /> : null}
        {ownerTaxes.map((tax) => (
          <MoneyLine
            key={tax.Name}
            label={taxName(tax.Name, i18n.language === 'fr' ? 'fr' : 'en')}
            amount={tax.Amount}
            currency={currency}
          />
        ))}
        <MoneyLine label={t('payout.fee')} amount={-(f.TotalOwnerServiceFees ?? 0)} currency={currency} />
        <MoneyLine label={t('payout.total')} amount={f.OwnerPayoutTotal ?? 0} currency={currency} strong />
      </dl>
      <p className="mt-2 text-muted-foreground">
        {booking.Payout
          ? t(`payout.status.${booking.Payout.Status}`, {
              date: day(booking.Payout.ScheduledFor, 'long'),
              amount: money(booking.Payout.Amount, currency),
            })
          : t('payout.afterPayment')}
      </p>
    </section>
  );
}

/** Paid, due now, due later and the deposit hold, as the server counts them. */
export function PaymentSchedule({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { day } = useFormat();
  const f = booking.Financial;
  const currency = f.Currency ?? 'USD';
  const live = ['AwaitingOwnerApproval', 'AwaitingPayment', 'Confirmed', 'Completed'].includes(booking.Status);
  const dueLater = f.PayLater && f.TotalPaid > 0 ? f.RenterOutstandingBalance - (booking.Closeout?.Due ?? 0) : 0;
  return (
    <section aria-labelledby="schedule-heading" className="rounded-lg border bg-surface p-4 text-sm">
      <h2 id="schedule-heading" className="mb-2 font-display text-lg font-semibold">
        {t('schedule.title')}
      </h2>
      <dl className="divide-y divide-border">
        <MoneyLine label={t('schedule.paid')} amount={f.TotalPaid} currency={currency} />
        {live && f.AmountDue > 0 ? (
          <MoneyLine
            label={
              booking.Status === 'AwaitingOwnerApproval'
                ? booking.ViewerRole === 'owner'
                  ? t('schedule.onYourAcceptance')
                  : t('schedule.onAcceptance')
                : t('schedule.dueNow')
            }
            amount={f.AmountDue}
            currency={currency}
            strong
          />
        ) : null}
        {live && dueLater > 0 && f.PayLaterOn ? (
          <MoneyLine label={t('schedule.dueOn', { date: day(f.PayLaterOn, 'long') })} amount={dueLater} currency={currency} />
        ) : null}
        {booking.RefundAmount > 0 ? <MoneyLine label={t('schedule.refunded')} amount={booking.RefundAmount} currency={currency} /> : null}
        {live && f.SecurityDeposit.Amount > 0 ? (
          <MoneyLine
            label={
              <>
                {t('schedule.deposit')}
                <span className="block text-muted-foreground">
                  {f.SecurityDeposit.On ? t('schedule.depositOn', { date: day(f.SecurityDeposit.On, 'long') }) : null}
                </span>
              </>
            }
            amount={f.SecurityDeposit.Amount}
            currency={currency}
          />
        ) : null}
      </dl>
    </section>
  );
}

/** One line of money: what it is, then the amount (the total in bold). */
function MoneyLine({ label, amount, currency, strong = false }: { label: ReactNode; amount: number; currency: string; strong?: boolean }) {
  const { money } = useFormat();
  return (
    <div className={strong ? `${row} font-semibold` : row}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(amount, currency)}</dd>
    </div>
  );
}

export function CloseoutSummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookings');
  const { number } = useFormat();
  const c = booking.Closeout;
  if (!c) return null;
  const currency = booking.Financial.Currency ?? 'USD';
  return (
    <section aria-labelledby="closeout-summary" className="flex flex-col gap-3">
      <h2 id="closeout-summary" className="font-display text-xl font-semibold">
        {t('closeout.summary')}
      </h2>
      <Card className="p-4 text-sm">
        <dl className="divide-y divide-border">
          {c.DistanceDriven !== null ? (
            <MoneyLine
              label={
                c.FreeDistance === null
                  ? t('closeout.drivenUnlimited', { distance: number(c.DistanceDriven), unit: c.DistanceUnit })
                  : t('closeout.driven', { distance: number(c.DistanceDriven), unit: c.DistanceUnit, free: c.FreeDistance })
              }
              amount={c.DistanceCharge}
              currency={currency}
            />
          ) : null}
          {c.GeneratorHours !== null ? (
            <MoneyLine
              label={
                c.FreeGeneratorHours === null
                  ? t('closeout.generatorUnlimited', { hours: number(c.GeneratorHours) })
                  : t('closeout.generatorUsed', { hours: number(c.GeneratorHours), free: c.FreeGeneratorHours })
              }
              amount={c.GeneratorCharge}
              currency={currency}
            />
          ) : null}
          {c.Damages > 0 ? (
            <MoneyLine
              label={
                <>
                  {t('closeout.damages')}
                  <span className="block text-muted-foreground">{c.DamageDescription}</span>
                </>
              }
              amount={c.Damages}
              currency={currency}
            />
          ) : null}
          <MoneyLine label={t('closeout.fee')} amount={c.TransactionFee} currency={currency} />
          <MoneyLine label={t('closeout.total')} amount={c.Total} currency={currency} strong />
          <MoneyLine label={c.Due > 0 ? t('closeout.due') : t('closeout.paidAll')} amount={c.Due} currency={currency} />
        </dl>
      </Card>
    </section>
  );
}

export function RatingLine({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span>{label}</span>
      <StarRating value={value} size="sm" />
    </div>
  );
}
