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
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('deliveryTip.title')}</p>
        <p className="text-sm text-muted-foreground">{t('deliveryTip.body')}</p>
      </div>
      <Button size="sm" onClick={onApply}>
        {t('deliveryTip.apply')}
      </Button>
      <Button size="sm" variant="ghost" onClick={close}>
        {t('deliveryTip.close')}
      </Button>
    </aside>
  );
}
