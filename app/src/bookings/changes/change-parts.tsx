// Parts of the change-request pages: the trip now against the trip as changed (a table with a caption), the
// money difference the server computed (what will be charged or refunded, and when). The refusal's banner is
// change-error.tsx and the change history change-history.tsx, which the edit pages show without this module and its
// table and price breakdown (issue 35).
export { ChangeError } from './change-error.tsx';
import type { ChangeDifference, ChangePayout } from '@rove/contract';
import { guestsLine } from './change-history.tsx';
import { Card, DataTable, PriceBreakdown } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import type { Booking } from '../bookings-api.ts';
import { type ChangeRequest, requestTrip } from './change-requests-api.ts';
import { numberOfNights } from './change-request-state.ts';

/** The trip's facts as the comparison lists them. */
export interface TripFacts {
  StartDate: string;
  EndDate: string;
  Adults: number;
  Children: number;
  Pets: boolean;
  RvUsage: string | null;
  Destination: string | null;
  DeliveryDistance: number | null;
  Protection: string | null;
  Roadside: boolean;
  AddOns: string[];
  Total: number;
}

export function bookingFacts(booking: Booking): TripFacts {
  return {
    StartDate: booking.StartDate,
    EndDate: booking.EndDate,
    Adults: booking.Adults,
    Children: booking.Children,
    Pets: booking.Pets,
    RvUsage: booking.RvUsage,
    Destination: booking.Destination,
    DeliveryDistance: booking.DeliveryDistance,
    Protection: booking.Financial.InsuranceProtectionLevel ?? null,
    Roadside: booking.Financial.TotalRoadsides > 0,
    AddOns: booking.Financial.AddOns.map((addOn) => addOn.Name),
    Total: booking.Financial.RenterDiscountedTotal,
  };
}

export function requestFacts(request: ChangeRequest): TripFacts {
  return {
    ...requestTrip(request),
    Protection: request.InsuranceProtectionLevel,
    Roadside: request.RoadSideInsurance,
    AddOns: request.Financial?.AddOns.map((addOn) => addOn.Name) ?? [],
    Total: request.Financial?.RenterDiscountedTotal ?? 0,
  };
}

export function Comparison({ booking, before, after }: { booking: Booking; before: TripFacts; after: TripFacts }) {
  const { t } = useTranslation('changes');
  const { day, money } = useFormat();
  const currency = booking.Financial.Currency ?? 'USD';
  const yes = (value: boolean) => (value ? t('facts.yes') : t('facts.no'));
  const usage = (value: string | null) => (value ? t(`details.usageValue.${value}`, { defaultValue: value }) : t('facts.none'));
  const rows: [string, (facts: TripFacts) => string][] = [
    ['dates', (f) => `${day(f.StartDate)} – ${day(f.EndDate)}`],
    ['nights', (f) => String(numberOfNights(f.StartDate, f.EndDate))],
    ['guests', (f) => guestsLine(t, f.Adults, f.Children)],
    ['pets', (f) => yes(f.Pets)],
    ['usage', (f) => usage(f.RvUsage)],
    ['destination', (f) => f.Destination || t('facts.none')],
    ['distance', (f) => (f.DeliveryDistance === null ? t('facts.none') : String(f.DeliveryDistance))],
    ['protection', (f) => (f.Protection ? t(`protection.levels.${f.Protection}`, { defaultValue: f.Protection }) : t('facts.none'))],
    ['roadside', (f) => yes(f.Roadside)],
    ['addons', (f) => (f.AddOns.length ? f.AddOns.join(', ') : t('facts.none'))],
    ['total', (f) => money(f.Total, currency)],
  ];
  const changed = ([, show]: (typeof rows)[number]) => show(before) !== show(after);
  return (
    <DataTable
      data-testid="change-comparison"
      caption={t('facts.caption')}
      minWidth="none"
      columns={[
        { key: 'item', header: t('facts.item'), muted: true, render: ([key]) => t(`facts.${key}`) },
        { key: 'current', header: t('review.current'), render: ([, show]) => show(before) },
        {
          key: 'proposed',
          header: t('review.proposed'),
          render: (row) =>
            changed(row) ? (
              <span className="font-semibold">
                {row[1](after)}
                <span className="sr-only"> ({t('facts.changed')})</span>
              </span>
            ) : (
              row[1](after)
            ),
        },
      ]}
      rows={rows}
      rowKey={([key]) => key}
      rowProps={(row) => ({ 'data-changed': changed(row) || undefined })}
    />
  );
}

/** What the change does to the renter's money, as the server computed it. */
export function DifferenceSummary({
  difference,
  currency,
  done = false,
}: {
  difference: ChangeDifference;
  currency: string;
  done?: boolean;
}) {
  const { t } = useTranslation('changes');
  const { money } = useFormat();
  const amount = (value: number) => money(Math.abs(value), currency);
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="change-difference">
      <h2 className="font-display text-lg font-semibold">{t('difference.title')}</h2>
      <p className="text-lg font-medium">
        {difference.Difference > 0
          ? t('difference.more', { amount: amount(difference.Difference) })
          : difference.Difference < 0
            ? t('difference.less', { amount: amount(difference.Difference) })
            : t('difference.same')}
      </p>
      {difference.Paid > 0 ? (
        <p className="text-sm text-muted-foreground">{t('difference.paid', { amount: amount(difference.Paid) })}</p>
      ) : null}
      {difference.ToCharge > 0 ? (
        <p data-testid="difference-charge">
          {t(done ? 'difference.chargedDone' : 'difference.charge', { amount: amount(difference.ToCharge) })}
        </p>
      ) : null}
      {difference.ToRefund > 0 ? (
        <p data-testid="difference-refund">
          {t(done ? 'difference.refundedDone' : 'difference.refund', { amount: amount(difference.ToRefund) })}
        </p>
      ) : null}
      {difference.When === 'with-schedule' ? <p>{t('difference.schedule')}</p> : null}
    </Card>
  );
}

/** What the change does to the host's payout (now → about, with the change), as the server gave it. */
export function PayoutChange({ payout, currency }: { payout: ChangePayout; currency: string }) {
  const { t } = useTranslation('changes');
  const { money } = useFormat();
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="change-payout">
      <h2 className="font-display text-lg font-semibold">{t('payout.title')}</h2>
      <p className="text-lg font-medium">
        {t('payout.line', { current: money(payout.Current, currency), proposed: money(payout.Proposed, currency) })}
      </p>
      <p className="text-sm text-muted-foreground">{t('payout.note')}</p>
    </Card>
  );
}

/**
 * The renter's price now and with the change, without payments (the difference says what is charged or refunded
 * and when: nothing is "due now" before the change is approved). The host reviews their payout instead.
 */
export function Prices({ booking, request }: { booking: Booking; request: ChangeRequest }) {
  const { t } = useTranslation('changes');
  if (booking.ViewerRole === 'owner') return null;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <PriceBreakdown breakdown={booking.Financial} title={t('review.currentPrice')} headingLevel={2} payments={false} />
      {request.Financial ? (
        <PriceBreakdown breakdown={request.Financial} title={t('review.newPrice')} headingLevel={2} payments={false} />
      ) : null}
    </div>
  );
}

/** The money of a change in the viewer's voice: the host's payout, or what the renter pays or gets back. */
export function ChangeMoney({ booking, request }: { booking: Booking; request: ChangeRequest | null }) {
  const currency = booking.Financial.Currency ?? 'USD';
  if (!request) return null;
  if (booking.ViewerRole === 'owner') return request.Payout ? <PayoutChange payout={request.Payout} currency={currency} /> : null;
  return request.Difference ? <DifferenceSummary difference={request.Difference} currency={currency} /> : null;
}
