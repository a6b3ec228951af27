// The discover-delivery tip above the results; the rule is delivery-tip-rule.ts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@rove/ui';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { cookies } from '@rove/contract/cookies';
import { showDeliveryTip } from './delivery-tip-rule.ts';

export function DeliveryTip({ deliveryOn, onApply }: { deliveryOn: boolean; onApply: () => void }) {
  const { t } = useTranslation('search');
  const [cookie, setCookie] = useState(() => readCookie(cookies.discoverDeliveryTooltip.name));
  if (!showDeliveryTip(cookie, deliveryOn)) return null;
  const close = () => {
    writeCookie(cookies.discoverDeliveryTooltip.name, '1', cookies.discoverDeliveryTooltip.maxAge);
    setCookie('1');
  };
  return (
    <aside
      aria-label={t('deliveryTip.title')}
      className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-4 text-surface-foreground"
    >
      {/* The words take at least 15rem before the buttons come beside them: on a phone the buttons go below, where
          flex-1's zero basis squeezed the words into a column of one or two per line (French at 360 px). */}
      <div className="min-w-0 grow basis-60">
        <p className="font-semibold">{t('deliveryTip.title')}</p>
        <p className="text-sm text-muted-foreground">{t('deliveryTip.body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onApply}>
          {t('deliveryTip.apply')}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          {t('deliveryTip.close')}
        </Button>
      </div>
    </aside>
  );
}
