// The calendar's actions on the chosen nights of one RV: block or unblock them, set or reset their nightly price and
// their minimum stay; what the last action did, and the fields' problems, said in place.
import type { CalendarRv, Currency } from '@rove/contract';
import { Banner, Button } from '@rove/ui';
import { MoneyField, NumberField } from './calendar-widgets.tsx';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../i18n/use-money.ts';
import { rangeText, useDateText } from './dates.ts';

export type Notice = { tone: 'success' | 'danger'; text: string } | null;
export type CalendarAction = 'block' | 'unblock' | 'price' | 'resetPrice' | 'minimum' | 'resetMinimum';

export function CalendarActions({
  id,
  selection,
  rv,
  notice,
  onDismissNotice,
  busy,
  act,
  price,
  onPriceChange,
  minimum,
  onMinimumChange,
  fieldError,
}: {
  /** The panel's id, which the phone's action bar moves to. */
  id: string;
  selection: { StartDate: string; EndDate: string } | null;
  rv: CalendarRv | undefined;
  notice: Notice;
  onDismissNotice: () => void;
  busy: boolean;
  act: (kind: CalendarAction) => void;
  price: number | null;
  onPriceChange: (price: number | null) => void;
  minimum: number;
  onMinimumChange: (minimum: number) => void;
  fieldError: { price?: string; minimum?: string };
}) {
  const { t } = useTranslation('host');
  const inCurrency = useMoney();
  const dateText = useDateText();
  const money = (amount: number, currency: Currency) => inCurrency(amount, currency);
  return (
    <aside id={id} className="flex scroll-mt-2 flex-col gap-4 rounded-lg border border-border p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1} className="font-display text-lg font-semibold outline-none">
        {t('calendar.actions')}
      </h2>
      <p className="text-sm" aria-live="polite">
        {selection
          ? t('calendar.selected', { when: rangeText(dateText, selection.StartDate, selection.EndDate) })
          : t('calendar.selectHint')}
      </p>
      {!rv ? <p className="text-sm text-muted-foreground">{t('calendar.chooseRv')}</p> : null}
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => onDismissNotice()} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => act('block')} disabled={!selection || !rv || busy}>
          {t('calendar.block')}
        </Button>
        <Button variant="secondary" onClick={() => act('unblock')} disabled={!selection || !rv || busy}>
          {t('calendar.unblock')}
        </Button>
      </div>
      <MoneyField
        label={t('calendar.price')}
        description={rv ? t('calendar.priceHint', { base: money(rv.BasePrice, rv.Currency) }) : undefined}
        currency={rv?.Currency ?? 'USD'}
        wholeUnits
        value={price}
        onChange={onPriceChange}
        errorMessage={fieldError.price}
        isInvalid={Boolean(fieldError.price)}
        isDisabled={!rv}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => act('price')} disabled={!selection || !rv || busy}>
          {t('calendar.setPrice')}
        </Button>
        <Button variant="ghost" onClick={() => act('resetPrice')} disabled={!selection || !rv || busy}>
          {t('calendar.resetPrice')}
        </Button>
      </div>
      <NumberField
        label={t('calendar.minimum')}
        description={rv ? t('calendar.minimumHint', { count: rv.MinimumNights }) : undefined}
        value={minimum}
        onChange={onMinimumChange}
        minValue={1}
        maxValue={365}
        errorMessage={fieldError.minimum}
        isInvalid={Boolean(fieldError.minimum)}
        isDisabled={!rv}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => act('minimum')} disabled={!selection || !rv || busy}>
          {t('calendar.setMinimum')}
        </Button>
        <Button variant="ghost" onClick={() => act('resetMinimum')} disabled={!selection || !rv || busy}>
          {t('calendar.resetMinimum')}
        </Button>
      </div>
    </aside>
  );
}

/**
 * While the action bar is shown, the page's scroll padding at the bottom clears it and what it stands on (the tab bar,
 * its `bottom`): an element focused beyond the screen's end then stops above both (WCAG 2.2 2.4.11). The stylesheet's
 * padding (the ui's data-bottom-bar rules) clears the tab bar alone; stacked, the two took about 6 rem more (the
 * agenda's days were focused under the bar). A callback ref: set as the bar mounts, kept to its height as it wraps or
 * the screen turns, removed with it.
 */
function clearScrollAbove(bar: HTMLElement | null) {
  if (!bar) return;
  const root = document.documentElement;
  const update = () => {
    if (!bar.offsetHeight) return root.style.removeProperty('scroll-padding-bottom');
    const clearance = bar.offsetHeight + (Number.parseFloat(getComputedStyle(bar).bottom) || 0);
    root.style.setProperty('scroll-padding-bottom', `calc(${clearance}px + 0.5rem)`);
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  window.addEventListener('resize', update);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty('scroll-padding-bottom');
  };
}

/**
 * On a phone, the chosen nights and the two commonest actions stay in reach at the bottom of the agenda (above the host
 * tab bar) while the host scrolls the month; "More" moves to the whole panel (price, minimum stay).
 */
export function CalendarActionBar({
  panelId,
  selection,
  rv,
  busy,
  act,
}: {
  panelId: string;
  selection: { StartDate: string; EndDate: string } | null;
  rv: CalendarRv | undefined;
  busy: boolean;
  act: (kind: CalendarAction) => void;
}) {
  const { t } = useTranslation('host');
  const dateText = useDateText();
  if (!selection || !rv) return null;
  return (
    <div
      data-slot="calendar-action-bar"
      ref={clearScrollAbove}
      className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-10 -mx-4 mt-3 flex flex-wrap items-center gap-2 border-t border-border bg-surface px-4 py-3 shadow-md"
    >
      <p className="min-w-0 flex-1 basis-full text-sm font-medium">
        {t('calendar.selected', { when: rangeText(dateText, selection.StartDate, selection.EndDate) })}
      </p>
      <Button onClick={() => act('block')} disabled={busy}>
        {t('calendar.block')}
      </Button>
      <Button variant="secondary" onClick={() => act('unblock')} disabled={busy}>
        {t('calendar.unblock')}
      </Button>
      <Button
        variant="ghost"
        className="ms-auto"
        onClick={() => {
          const panel = document.getElementById(panelId);
          panel?.scrollIntoView({ block: 'start' });
          document.getElementById(`${panelId}-title`)?.focus();
        }}
      >
        {t('calendar.moreActions')}
      </Button>
    </div>
  );
}
