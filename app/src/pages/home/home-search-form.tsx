// The home page's search form: where, when and who, leading to /rv-search with the spec's parameter names.
// TODO(ui LocationSearch, DateRangePicker, GuestPicker): swap the native fields for the ui widgets once they land.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, CalendarIcon, MapPinIcon, SearchIcon, UsersIcon } from '@rove/ui';
import { useLocale } from '../../layout/use-locale-path.ts';
import { searchPath } from '../../rules/search-query.ts';

const field = 'flex min-w-0 flex-col gap-1 rounded-lg px-4 py-2 focus-within:bg-muted';
const label = 'flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground';
const input = 'h-8 w-full min-w-0 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground';

function todayIso(): string {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function HomeSearchForm() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const navigate = useNavigate();
  const ids = { where: useId(), start: useId(), end: useId(), adults: useId(), children: useId(), error: useId() };
  const [location, setLocation] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Boolean(startDate) !== Boolean(endDate)) return setError(t('search.errorBothDates'));
    if (startDate && endDate && endDate <= startDate) return setError(t('search.errorDateOrder'));
    setError(null);
    navigate(searchPath({ location, startDate, endDate, adults, children }, locale));
  };

  return (
    <search aria-label={t('search.label')}>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-1 rounded-2xl bg-surface p-2 text-surface-foreground shadow-xl ring-1 ring-border md:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1.35fr_auto] md:items-center"
      >
        <div className={field}>
          <label htmlFor={ids.where} className={label}>
            <MapPinIcon aria-hidden className="size-3.5" />
            {t('search.where')}
          </label>
          <input
            id={ids.where}
            className={input}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            placeholder={t('search.wherePlaceholder')}
            autoComplete="off"
          />
        </div>
        <div className={field}>
          <label htmlFor={ids.start} className={label}>
            <CalendarIcon aria-hidden className="size-3.5" />
            {t('search.start')}
          </label>
          <input
            id={ids.start}
            type="date"
            className={input}
            min={todayIso()}
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={Boolean(error) || undefined}
          />
        </div>
        <div className={field}>
          <label htmlFor={ids.end} className={label}>
            <CalendarIcon aria-hidden className="size-3.5" />
            {t('search.end')}
          </label>
          <input
            id={ids.end}
            type="date"
            className={input}
            min={startDate || todayIso()}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={Boolean(error) || undefined}
          />
        </div>
        <fieldset className={field}>
          <legend className="sr-only">{t('search.guests')}</legend>
          <span className={label} aria-hidden="true">
            <UsersIcon className="size-3.5" />
            {t('search.guests')}
          </span>
          <div className="flex gap-2">
            <label htmlFor={ids.adults} className="sr-only">
              {t('search.adults')}
            </label>
            <select
              id={ids.adults}
              className={`${input} cursor-pointer`}
              value={adults}
              onChange={(e) => setAdults(Number(e.target.value))}
            >
              {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('search.adultsCount', { count: n })}
                </option>
              ))}
            </select>
            <label htmlFor={ids.children} className="sr-only">
              {t('search.children')}
            </label>
            <select
              id={ids.children}
              className={`${input} cursor-pointer`}
              value={children}
              onChange={(e) => setChildren(Number(e.target.value))}
            >
              {Array.from({ length: 9 }, (_, i) => i).map((n) => (
                <option key={n} value={n}>
                  {t('search.childrenCount', { count: n })}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <Button type="submit" size="lg" className="m-1 h-14 rounded-xl px-6 md:col-span-2 lg:col-span-1">
          <SearchIcon aria-hidden />
          {t('search.submit')}
        </Button>
        <p
          id={ids.error}
          role="alert"
          className="px-4 text-sm font-semibold text-danger-foreground empty:hidden md:col-span-2 lg:col-span-5"
        >
          {error ?? ''}
        </p>
      </form>
    </search>
  );
}
