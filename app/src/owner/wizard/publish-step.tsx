// The wizard's last step, host-acceptance-education ("Before you publish", issue 38): how renters will see the
// listing (its card, and its page in a dialog), how the host gets paid (a payout method, asked for here when none is
// on file: publishing without one stays possible, and its payouts are held until one is saved), and how booking
// requests work (acknowledged). Publish saves a payout method typed here first.
import type { PayoutMethodAnswer } from '@rove/contract';
import { Banner, Skeleton } from '@rove/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { payoutMethodKey } from '../../api/payout-method.ts';
import { useApi } from '../../api/use-api.ts';
import { AcceptanceField } from '../fields/rules-fields.tsx';
import { useRvForm } from '../fields/rv-form-context.tsx';
import { ListingPreview } from '../listing-preview.tsx';
import { PayoutFields, payoutFormTouched, savePayoutMethod, usePayoutForm } from '../payout/payout-form.tsx';

/** The payout method: the one on file, or its form (optional) with what publishing without one means. */
function PayoutSection() {
  const { t } = useTranslation('owner');
  const { beforePublishRef } = useRvForm();
  const { data } = useApi<PayoutMethodAnswer>(payoutMethodKey);
  const scope = useRef<HTMLDivElement>(null);
  const form = usePayoutForm(scope);
  const [failure, setFailure] = useState<string | null>(null);
  const onFile = data?.Method ?? null;

  // Publish saves the account first when the host typed one; a refused one stops the publishing, in place.
  useEffect(() => {
    if (!beforePublishRef) return;
    beforePublishRef.current = async () => {
      if (onFile || !payoutFormTouched(form.values)) return true;
      setFailure(null);
      let saved = false;
      await form.onSubmit(async (input) => {
        try {
          await savePayoutMethod(input);
          saved = true;
        } catch (error) {
          if (error instanceof ApiError && error.status === 400) form.showServerErrors(error.body);
          setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('common.networkError'));
        }
      })();
      return saved;
    };
    return () => {
      beforePublishRef.current = null;
    };
  });

  return (
    <section aria-labelledby="payout-step" className="flex flex-col gap-3" data-testid="publish-payout">
      <h2 id="payout-step" className="font-display text-xl font-semibold">
        {t('payout.title')}
      </h2>
      {!data ? (
        <Skeleton className="h-6 w-64" />
      ) : onFile ? (
        <p>{t('payout.onFile', { last4: onFile.AccountLast4 })}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('payout.intro')}</p>
          {failure ? <Banner tone="danger">{failure}</Banner> : null}
          <div ref={scope} className="grid gap-4 sm:grid-cols-2">
            <PayoutFields form={form} />
          </div>
        </>
      )}
    </section>
  );
}

export function PublishStep() {
  const { rv } = useRvForm();
  return (
    <div className="flex flex-col gap-10">
      {rv ? <ListingPreview rv={rv} /> : null}
      <PayoutSection />
      <AcceptanceField />
    </div>
  );
}
