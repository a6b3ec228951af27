// Page module (one lazy chunk): /{dashboard}/bookings/{id}/edit: what can change (dates, add-ons, guests and pets,
// destination), the renter's protection (applied at once) and the history of changes.
import type { ProtectionLevel, RvUsage } from '@rove/contract';
import { Button, Card } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultEstimateParams, type EstimateParams, ProtectionField, useListing } from '../../renter/index.ts';
import { useDashboardPath } from '../../routes/use-dashboard-path.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ChangeError } from './change-error.tsx';
import { ChangeHistory, guestsLine } from './change-history.tsx';
import { changeRequestStore, chooseChangeType, saveProtection } from './change-requests-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { useStore } from '../../lib/create-store.ts';
import { sessionStore } from '../../api/session-store.ts';
import type { RouteName } from '../../routes/table.ts';
import { EditFrame, type PageProps, otherName, showRefusal, useCallContext, useChange } from './change-page-parts.tsx';
import { bookingPage } from '../booking-parts.tsx';

export function EditIndexPage({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  const to = useDashboardPath();
  const { day } = useFormat();
  const { params, held } = useChange(booking);
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

/** The renter changes protection at once: the owner is always told; the draft is cleared. */
function ProtectionCard({ booking }: PageProps) {
  const { t } = useTranslation('changes');
  const { money } = useFormat();
  const ctx = useCallContext();
  const state = useStore(changeRequestStore);
  const { data: listing } = useListing(booking.RvAlias);
  const currentLevel = (booking.Financial.InsuranceProtectionLevel ?? null) as ProtectionLevel | null;
  const currentRoadside = booking.Financial.TotalRoadsides > 0;
  const [level, setLevel] = useState<ProtectionLevel | null>(currentLevel);
  const [roadside, setRoadside] = useState(currentRoadside);
  const [result, setResult] = useState<{ ToRefund: number; ToCharge: number; When: string } | null>(null);
  if (!listing) return null;
  const params: EstimateParams = {
    ...defaultEstimateParams,
    rvUsage: booking.RvUsage as RvUsage,
    protectionLevel: level,
    roadsideAssistance: roadside,
  };
  const currency = booking.Financial.Currency ?? 'USD';
  const unchanged = level === currentLevel && roadside === currentRoadside;
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="protection-change">
      <h2 className="font-display text-lg font-semibold">{t('protection.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('protection.lead', { name: otherName(booking) })}</p>
      <ProtectionField
        listing={listing}
        estimate={booking.Financial}
        params={params}
        update={(change) => {
          if (change.protectionLevel !== undefined) setLevel(change.protectionLevel);
          if (change.roadsideAssistance !== undefined) setRoadside(change.roadsideAssistance);
          setResult(null);
        }}
      />
      <div>
        <Button
          loading={state.pending}
          disabled={unchanged}
          onClick={async () => {
            const answer = await saveProtection(booking.Id, { expectedTotal: null, includeRoadside: roadside, insurance: level }, ctx);
            if (answer) {
              setResult(answer.Difference);
              toastQueue.add({ title: t('protection.saved'), tone: 'success' });
            } else showRefusal(booking);
          }}
        >
          {t('protection.save')}
        </Button>
      </div>
      <div aria-live="polite" data-testid="protection-result">
        {result?.ToRefund ? <p>{t('protection.refund', { amount: money(result.ToRefund, currency) })}</p> : null}
        {result?.ToCharge ? <p>{t('protection.charge', { amount: money(result.ToCharge, currency) })}</p> : null}
        {result && result.When === 'with-schedule' ? <p>{t('protection.schedule')}</p> : null}
      </div>
      <ChangeError error={state.error} />
    </Card>
  );
}

export default bookingPage(EditIndexPage);
