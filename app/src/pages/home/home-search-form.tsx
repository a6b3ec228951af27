// The home page's search form: where, when and who, leading to /rv-search with the spec's parameter names.
// Dates through the ui DateRangePicker (CalendarDate values, formatted for the page's locale).
// Places through the ui LocationSearch over the server's autocomplete.
// TODO(ui GuestPicker): swap the guest selects for the ui widget once it lands.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, DateRangePicker, LocationSearch, SearchIcon, type TripDates, toIsoDay, UsersIcon } from '@rove/ui';
import { loadPlaceSuggestions } from '../../api/place-suggestions.ts';
import { useLocale } from '../../layout/use-locale-path.ts';
import { searchPath } from '../../rules/search-query.ts';

const field = 'flex min-w-0 flex-col gap-1 rounded-lg px-4 py-2 focus-within:bg-muted';
const label = 'flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground';
const input = 'h-8 w-full min-w-0 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground';
// The ui widgets keep their own label and field; inside the search card they take the card's look.
const inCard =
  '[&_label]:text-xs [&_label]:font-semibold [&_label]:uppercase [&_label]:tracking-wide [&_label]:text-muted-foreground [&_input]:h-9';
const pickerInCard =
  'gap-1 [&>span]:text-xs [&>span]:font-semibold [&>span]:uppercase [&>span]:tracking-wide [&>span]:text-muted-foreground [&>[role=group]]:h-8 [&>[role=group]]:max-w-none [&>[role=group]]:border-0 [&>[role=group]]:bg-transparent [&>[role=group]]:ps-0';

export function HomeSearchForm() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const navigate = useNavigate();
  const ids = { adults: useId(), children: useId() };
  const [location, setLocation] = useState('');
  const [dates, setDates] = useState<TripDates | null>(null);
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      searchPath(
        {
          location,
          startDate: dates ? toIsoDay(dates.start) : undefined,
          endDate: dates ? toIsoDay(dates.end) : undefined,
          adults,
          children,
        },
        locale,
      ),
    );
  };

  return (
    <search aria-label={t('search.label')}>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-1 rounded-2xl bg-surface p-2 text-surface-foreground shadow-xl ring-1 ring-border md:grid-cols-2 md:items-center lg:grid-cols-[1.3fr_1.7fr_1.3fr_auto]"
      >
        <div className={field}>
          <LocationSearch
            label={t('search.where')}
            placeholder={t('search.wherePlaceholder')}
            loadSuggestions={loadPlaceSuggestions}
            onSelect={(place) => setLocation([place.mainText, place.secondaryText].filter(Boolean).join(', '))}
            className={inCard}
          />
        </div>
        <div className={field}>
          <DateRangePicker label={t('search.dates')} value={dates} onChange={setDates} className={pickerInCard} />
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
      </form>
    </search>
  );
}
