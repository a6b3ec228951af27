// calendar: a month across the host's RVs (or one RV): bookings with the renter and status, blocked days, prices.
// Select nights with react-aria's range calendar (mouse or keyboard: arrows, Enter), then block, unblock, set a nightly
// price or a minimum stay. Narrow screens get the month as an agenda instead (calendar-agenda.tsx), one row per day
// with its price in full. Blocked nights are hatched without a price; past days are greyed and cannot be chosen.
// Below, the month in words (the grid's text alternative), then iCal.
import { type Currency, type CalendarRv } from '@rove/contract';
import { type CalendarDate, getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { Banner, Button, Skeleton } from '@rove/ui';
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import type { RangeValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/use-api.ts';
import { ApiError } from '../api/api-error.ts';
import { useMoney } from '../i18n/use-money.ts';
import { hostRvListKey } from '../owner/index.ts';
import { calendarApi, type HostCalendar } from './host-api.ts';
import { rangeText, useDateText } from './dates.ts';
import { IcalPanel, RvSelect } from './calendar-widgets.tsx';
import { type CalendarAction, CalendarActionBar, CalendarActions, type Notice } from './calendar-actions.tsx';
import { MonthInWords } from './calendar-parts.tsx';
import { CalendarAgenda } from './calendar-agenda.tsx';
import { calendarMonthKey, tapDay } from './calendar-view.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { bootHeadings } from '../shell/boot-heading.ts';

/** The page's heading, which its first skeleton shows too (shell/boot-heading.ts). */
const heading = bootHeadings['dashboard-calendar'];

// The month's grid (react-aria's range calendar) from md up; narrow screens get the agenda and never load the grid.
const MonthGrid = lazy(() => import('./calendar-month-grid.tsx').then((m) => ({ default: m.MonthGrid })));
const gridScreen = '(min-width: 48rem)';

function useGridScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(gridScreen);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(gridScreen).matches,
    () => false,
  );
}

export default function CalendarPage() {
  const { t } = useTranslation('host');
  const inCurrency = useMoney();
  const dateText = useDateText();
  const headingId = useId();
  const actionsId = useId();
  const wide = useGridScreen();
  const [rvChoice, setRvChoice] = useState<string>('all');
  const [focused, setFocused] = useState<CalendarDate>(() => today(getLocalTimeZone()));
  const [range, setRange] = useState<RangeValue<CalendarDate> | null>(null);
  // The agenda's taps: the first night is chosen, the last one still to come.
  const [anchored, setAnchored] = useState(false);
  const [now] = useState(() => today(getLocalTimeZone()));
  const todayIso = now.toString();
  const [price, setPrice] = useState<number | null>(null);
  const [minimum, setMinimum] = useState<number>(Number.NaN);
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldError, setFieldError] = useState<{ price?: string; minimum?: string }>({});
  const [busy, setBusy] = useState(false);

  // The first view's reads started as the route opened (calendar-loader.ts): these hooks take them over.
  const rvList = useApi<{ Items: { Id: number; DisplayName: string; Status: string }[] }>(hostRvListKey('active'));
  const listed = (rvList.data?.Items ?? []).filter((rv) => rv.Status === 'published' || rv.Status === 'unpublished');
  const selectedRvId = rvChoice === 'all' ? (listed.length === 1 ? listed[0].Id : null) : Number(rvChoice);
  const key = calendarMonthKey(focused, rvChoice === 'all' ? null : Number(rvChoice));
  const { data, error, mutate } = useApi<HostCalendar>(key, { keepPreviousData: true });
  const rvs = data?.Rvs ?? [];
  const oneRv: CalendarRv | undefined = selectedRvId === null ? undefined : rvs.find((rv) => rv.Id === selectedRvId);
  const money = (amount: number, currency: Currency) => inCurrency(amount, currency);

  const selection = range ? { StartDate: range.start.toString(), EndDate: range.end.toString() } : null;

  async function act(kind: CalendarAction) {
    if (!selection || !oneRv || busy) return;
    setFieldError({});
    if (kind === 'price' && (price === null || price < 10 || price > 5000)) {
      setFieldError({ price: t('calendar.priceRange') });
      return;
    }
    if (kind === 'minimum' && !(Number.isInteger(minimum) && minimum >= 1 && minimum <= 365)) {
      setFieldError({ minimum: t('calendar.minimumRange') });
      return;
    }
    setBusy(true);
    setNotice(null);
    const when = rangeText(dateText, selection.StartDate, selection.EndDate);
    try {
      if (kind === 'block') await calendarApi.block(oneRv.Id, selection);
      if (kind === 'unblock') await calendarApi.unblock(oneRv.Id, selection);
      if (kind === 'price') await calendarApi.price(oneRv.Id, selection, price);
      if (kind === 'resetPrice') await calendarApi.price(oneRv.Id, selection, null);
      if (kind === 'minimum') await calendarApi.minimumNights(oneRv.Id, selection, minimum);
      if (kind === 'resetMinimum') await calendarApi.minimumNights(oneRv.Id, selection, null);
      await mutate();
      const text =
        kind === 'price' && price !== null
          ? t('calendar.done.price', { when, price: money(price, oneRv.Currency) })
          : kind === 'minimum'
            ? t('calendar.done.minimum', { when, count: minimum })
            : t(`calendar.done.${kind}`, { when });
      setNotice({ tone: 'success', text });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        const errors = (failure.body as { Errors?: Record<string, string[]> } | undefined)?.Errors;
        if (errors?.NightlyPrice) setFieldError({ price: errors.NightlyPrice[0] });
        else if (errors?.MinimumNights) setFieldError({ minimum: errors.MinimumNights[0] });
      }
      setNotice({ tone: 'danger', text: failure instanceof ApiError && failure.status < 500 ? failure.message : t('common.networkError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={t(heading.title)} intro={t(heading.intro)} />
        <RvSelect
          label={t('calendar.rv')}
          choices={[{ Id: 'all', DisplayName: t('calendar.allRvs') }, ...listed].map((rv) => ({ id: String(rv.Id), name: rv.DisplayName }))}
          selected={rvChoice}
          onChange={(value) => {
            setRvChoice(value);
            setNotice(null);
          }}
          className="min-w-64"
        />
      </header>

      {error && !data ? (
        <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
          {t('common.loadError')}
        </Banner>
      ) : null}
      {rvList.data && listed.length === 0 ? <Banner tone="info">{t('calendar.noRvs')}</Banner> : null}

      <section aria-labelledby={headingId} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <h2 id={headingId} className="sr-only">
          {t('calendar.gridTitle')}
        </h2>
        <div className="min-w-0">
          {wide ? (
            <Suspense fallback={<Skeleton className="h-[34rem] w-full rounded-lg" />}>
              <MonthGrid
                label={t('calendar.gridLabel', { rv: oneRv?.Name ?? t('calendar.allRvs') })}
                range={range}
                onChange={(value) => {
                  setRange(value);
                  setAnchored(false);
                  setNotice(null);
                }}
                focused={focused}
                onFocusChange={setFocused}
                now={now}
                rvs={rvs}
                oneRv={oneRv}
                money={money}
                loading={!data}
              />
            </Suspense>
          ) : null}
          <div className="md:hidden">
            <CalendarAgenda
              month={focused}
              onMonthChange={setFocused}
              today={now}
              rvs={rvs}
              oneRv={oneRv}
              selected={range ? { start: range.start.toString(), end: range.end.toString() } : null}
              onTap={(iso) => {
                const next = tapDay(
                  { range: range ? { start: range.start.toString(), end: range.end.toString() } : null, anchored },
                  iso,
                  todayIso,
                );
                setRange(next.range ? { start: parseDate(next.range.start), end: parseDate(next.range.end) } : null);
                setAnchored(next.anchored);
                setNotice(null);
              }}
              money={money}
              label={t('calendar.gridLabel', { rv: oneRv?.Name ?? t('calendar.allRvs') })}
            />
            <CalendarActionBar panelId={actionsId} selection={selection} rv={oneRv} busy={busy} act={(kind) => void act(kind)} />
          </div>
        </div>

        <CalendarActions
          id={actionsId}
          selection={selection}
          rv={oneRv}
          notice={notice}
          onDismissNotice={() => setNotice(null)}
          busy={busy}
          act={(kind) => void act(kind)}
          price={price}
          onPriceChange={setPrice}
          minimum={minimum}
          onMinimumChange={setMinimum}
          fieldError={fieldError}
        />
      </section>

      <MonthInWords rvs={rvs} money={money} />
      {oneRv ? <IcalPanel rv={oneRv} onChanged={() => void mutate()} /> : null}
    </div>
  );
}
