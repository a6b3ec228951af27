// The header's compact search form (pages that show it): a place, straight to /rv-search?SearchAddress=.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@rove/ui';
import { pathFor } from '../routes/path-for.ts';
import { searchPath } from '../routes/search-query.ts';
import { useLocale } from '../routes/use-locale-path.ts';

export function HeaderSearch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [place, setPlace] = useState('');
  const id = useId();
  return (
    <search className="hidden min-w-0 flex-1 md:block">
      {/* Before the JavaScript arrives the form still works: a GET to the search page with SearchAddress. */}
      <form
        action={pathFor('rv-search', {}, locale)}
        method="get"
        className="mx-auto flex max-w-md items-center rounded-full border border-input bg-surface ps-4 shadow-sm focus-within:border-ring"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(searchPath({ location: place }, locale));
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('search.location')}
        </label>
        <input
          id={id}
          name="SearchAddress"
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          placeholder={t('search.locationPlaceholder')}
          className="h-10 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        <button
          type="submit"
          className="m-1 inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground hover:bg-primary-hover"
        >
          <SearchIcon aria-hidden className="size-4" />
          <span className="sr-only">{t('search.submit')}</span>
        </button>
      </form>
    </search>
  );
}
