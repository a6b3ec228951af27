// The change history of a booking (answered requests, with the difference each approved one made) and the guests'
// line of a trip: what the edit page shows beside its sections, apart from the comparison's table and the price
// breakdown of change-parts.tsx (issue 35).
import type { ChangeDifference } from '@rove/contract';
import { Card } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import type { Booking } from '../bookings-api.ts';
import type { ChangeRequest } from './change-requests-api.ts';

/** "2 adults, 1 child" (children only when there are some), plural by count in both languages. */
export function guestsLine(t: (key: string, options: { count: number }) => string, adults: number, children: number): string {
  const parts = [t('edit.adults', { count: adults })];
  if (children > 0) parts.push(t('edit.children', { count: children }));
  return parts.join(', ');
}

/** Answered requests, newest first. */
export function ChangeHistory({ booking, history, userId }: { booking: Booking; history: ChangeRequest[]; userId: number | undefined }) {
  const { t } = useTranslation('changes');
  const { day } = useFormat();
  if (history.length === 0) return null;
  const currency = booking.Financial.Currency ?? 'USD';
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="change-history">
      <h2 className="font-display text-lg font-semibold">{t('history.title')}</h2>
      <ol className="flex flex-col gap-3">
        {history.map((entry) => (
          <li key={entry.Id} className="flex flex-col gap-1 border-s-2 border-border ps-3">
            <p>
              {t('history.item', {
                who:
                  entry.UserId === userId
                    ? t('history.you')
                    : entry.CreatedBy === 'owner'
                      ? booking.Owner.FirstName
                      : booking.Renter.FirstName,
                start: day(entry.StartDate),
                end: day(entry.EndDate),
                status: t(`history.status.${entry.Status}`, { defaultValue: entry.Status }),
              })}
            </p>
            {entry.RejectionReason ? (
              <p className="text-sm text-muted-foreground">{t('history.reason', { reason: entry.RejectionReason })}</p>
            ) : null}
            {entry.Status === 'Approved' && entry.Difference ? <DifferenceLine difference={entry.Difference} currency={currency} /> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function DifferenceLine({ difference, currency }: { difference: ChangeDifference; currency: string }) {
  const { t } = useTranslation('changes');
  const { money } = useFormat();
  const amount = money(Math.abs(difference.Difference), currency);
  return (
    <p className="text-sm text-muted-foreground">
      {difference.Difference > 0
        ? t('difference.more', { amount })
        : difference.Difference < 0
          ? t('difference.less', { amount })
          : t('difference.same')}
    </p>
  );
}
