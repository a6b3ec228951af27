// The renter's protection on the change page (edit-page.tsx), changed at once: the owner is always told; the draft is
// cleared. In a chunk of its own, loaded once the page has shown (lib/app-ready.tsx): react-aria's radio group and
// switch behind the protection choice are about 13 KiB gzip, which put the page over its 200 KiB budget (issue 35).
// The card needs the listing's protection offer: the page asks for it as it shows, beside this chunk, so the card
// comes a moment after the page, as it always has.
import type { ProtectionLevel, RvUsage } from '@rove/contract';
import { Button, Card } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultEstimateParams, type EstimateParams, ProtectionField, useListing } from '../../renter/index.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ChangeError } from './change-error.tsx';
import { changeRequestStore, saveProtection } from './change-requests-api.ts';
import { toastQueue } from '../../shell/modal-registry.tsx';
import { useStore } from '../../lib/create-store.ts';
import { type PageProps, otherName, showRefusal, useCallContext } from './change-page-parts.tsx';

export function ProtectionCard({ booking }: PageProps) {
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
