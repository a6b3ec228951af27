// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit: what can change (dates, add-ons, guests and pets,
// destination), the renter's protection (applied at once) and the history of changes.
import { Button, Card } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListing } from '../../renter/index.ts';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ChangeHistory, guestsLine } from './change-history.tsx';
import { chooseChangeType } from './change-requests-api.ts';
import { useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';
import type { RouteName } from '../../routes/table.ts';
import { afterFirstPageWidget } from '../../lib/after-first-page-widget.tsx';
import { EditFrame, type PageProps, otherName, useChange } from './change-page-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';

// The protection card: in a chunk of its own, once the page has shown (protection-card.tsx).
const ProtectionCard = afterFirstPageWidget<PageProps>(
  () => import('./protection-card.tsx').then((m) => m.ProtectionCard),
  () => null,
);

export function EditIndexPage({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const { day } = useFormat();
  const { params, held } = useChange(booking);
  // The protection card's listing (its protection offer), asked for with the page, not once the card's code has come.
  useListing(booking.ViewerRole === 'renter' ? booking.RvAlias : undefined);
  const userId = useStore(sessionStore).user?.id;
  const sections: [string, RouteName, string][] = [
    [
      'dates',
      'dashboard-bookings-id-edit-dates',
      `${day(params.StartDate ?? booking.StartDate)} – ${day(params.EndDate ?? booking.EndDate)}`,
    ],
    [
      'addons',
      'dashboard-bookings-id-edit-addons',
      booking.Financial.AddOns.length ? booking.Financial.AddOns.map((addOn) => addOn.Name).join(', ') : t('edit.noAddOns'),
    ],
    [
      'details',
      'dashboard-bookings-id-edit-details',
      `${guestsLine(t, params.Adults ?? booking.Adults, params.Children ?? booking.Children)} · ${
        (params.Pets ?? booking.Pets) ? t('edit.petsYes') : t('edit.petsNo')
      }`,
    ],
    ['destination', 'dashboard-bookings-id-edit-destination', (params.Destination ?? booking.Destination) || t('edit.noDestination')],
  ];
  const hasChange = Object.keys(params).length > 0;
  return (
    <EditFrame booking={booking} title={t('edit.title')}>
      <p className="text-lg">
        {booking.ViewerRole === 'owner' ? t('edit.leadHost', { name: otherName(booking) }) : t('edit.lead', { name: otherName(booking) })}
      </p>
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="font-display text-lg font-semibold">{t('edit.sections')}</h2>
        <ul className="flex flex-col divide-y divide-border">
          {sections.map(([key, route, summary]) => (
            <li key={key} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{t(`edit.${key}`)}</span>
                <span className="text-sm text-muted-foreground">{summary}</span>
              </div>
              <Button asChild size="sm" variant="outline">
                <Link to={to(route, { id: booking.Id })} onClick={() => chooseChangeType(key as 'dates')}>
                  {t('edit.change')}
                  <span className="sr-only"> {t(`edit.${key}`)}</span>
                </Link>
              </Button>
            </li>
          ))}
        </ul>
        {hasChange ? (
          <div>
            <Button asChild>
              <Link to={to('dashboard-bookings-id-edit-review', { id: booking.Id })}>{t('edit.reviewChanges')}</Link>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('edit.unchanged')}</p>
        )}
      </Card>
      {booking.ViewerRole === 'renter' ? <ProtectionCard booking={booking} /> : null}
      <ChangeHistory booking={booking} history={held.data?.History ?? []} userId={userId} />
    </EditFrame>
  );
}

export default bookingPage(EditIndexPage);
