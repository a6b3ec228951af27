// The home page's search form: where, when and who, leading to /rv-search with the spec's parameter names.
// Dates through the ui DateRangePicker (CalendarDate values, formatted for the page's locale).
// Places through the ui LocationSearch over the server's autocomplete.
// Guests (adults, children, pets) through the ui GuestPicker.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type Guests, SearchIcon, type TripDates } from '@rove/ui';
import {
  LazyDateRangePicker as DateRangePicker,
  LazyGuestPicker as GuestPicker,
  LazyLocationSearch as LocationSearch,
} from '../trip-widgets.ts';
import { useLocale } from '../../routes/use-locale-path.ts';

// What only an input needs loads with it, out of the page's first load (issue 35): the suggestions' request with the
// first letters typed, the search's address with the submit.
const loadPlaceSuggestions = (query: string, signal: AbortSignal) =>
  import('../../api/place-suggestions.ts').then((m) => m.loadPlaceSuggestions(query, signal));

const field = 'flex min-w-0 flex-col gap-1 rounded-lg px-4 py-2 focus-within:bg-muted';
// The ui widgets keep their own label and field; inside the search card they take the card's look.
const inCard =
  '[&_label]:text-xs [&_label]:font-semibold [&_label]:uppercase [&_label]:tracking-wide [&_label]:text-muted-foreground [&_input]:h-9';
const guestsInCard =
  '[&_button]:h-12 [&_button]:max-w-none [&_button]:border-0 [&_button]:bg-transparent [&_button]:px-0 [&_button]:shadow-none';
const pickerInCard =
  'gap-1 [&>span]:text-xs [&>span]:font-semibold [&>span]:uppercase [&>span]:tracking-wide [&>span]:text-muted-foreground [&>[role=group]]:h-8 [&>[role=group]]:max-w-none [&>[role=group]]:border-0 [&>[role=group]]:bg-transparent [&>[role=group]]:ps-0';

export function HomeSearchForm() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const navigate = useNavigate();
  // The place chosen from the suggestions ("Banff, AB, Canada"), and the text in the field: typed text that is not
  // a chosen suggestion is searched for as typed (the server geocodes it).
  const [picked, setPicked] = useState<{ label: string; full: string } | null>(null);
  const [typed, setTyped] = useState('');
  const location = picked && picked.label === typed.trim() ? picked.full : typed.trim();
  const [dates, setDates] = useState<TripDates | null>(null);
  const [guests, setGuests] = useState<Guests>({ adults: 2, children: 0, pets: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void import('../../routes/search-query.ts').then(({ searchPath }) =>
      navigate(
        searchPath(
          {
            location,
            // A CalendarDate's string is its YYYY-MM-DD day (ui's toIsoDay, whose module would bring the date
            // library into the home page's first load; the date picker brings it when it loads).
            startDate: dates ? dates.start.toString() : undefined,
            endDate: dates ? dates.end.toString() : undefined,
            ...guests,
          },
          locale,
        ),
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
            onInputChange={setTyped}
            onSelect={(place) => {
              setPicked({ label: place.mainText, full: [place.mainText, place.secondaryText].filter(Boolean).join(', ') });
              setTyped(place.mainText);
            }}
            className={inCard}
          />
        </div>
        <div className={field}>
          <DateRangePicker label={t('search.dates')} value={dates} onChange={setDates} className={pickerInCard} />
        </div>
        <div className={field}>
          <GuestPicker label={t('search.guests')} value={guests} onChange={setGuests} className={guestsInCard} />
        </div>
        <Button type="submit" size="lg" className="m-1 h-14 rounded-xl px-6 md:col-span-2 lg:col-span-1">
          <SearchIcon aria-hidden />
          {t('search.submit')}
        </Button>
      </form>
    </search>
  );
}
