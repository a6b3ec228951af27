// The /rv-rentals landing pages (index, keyword, campground, destination; server/API.md "/rv-rentals"): a title, an
// introduction and the matching RVs. An unknown keyword, campground or destination keeps the page's heading and
// says so, with a way on to every RV.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { Button, ListingCard, ListingCardSkeleton } from '@rove/ui';
import { type ApiError, apiFetch, apiUrl } from '../../api/api-fetch.ts';
import { FavouriteToggle } from '../favourites/favourite-toggle.tsx';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { useLocale, useLocalePath } from '../../routes/use-locale-path.ts';
import { resultCountText, type SearchResponse, toListingCard } from './search-api.ts';

type Localized = { en: string; fr: string };
interface RentalKeyword {
  Slug: string;
  Title: Localized;
}
interface RentalsIndex {
  Keywords: RentalKeyword[];
  Campgrounds: { Slug: string; Name: string; Park: Localized; Region: string }[];
  Destinations: { Path: string; Name: Localized }[];
}
interface RentalsAnswer {
  Keyword?: RentalKeyword | null;
  Campground?: { Name: string; Park: Localized };
  Destination?: { Name: Localized };
  Listings: SearchResponse;
}

const fetchQuiet = <T,>(key: string) => apiFetch<T>(key, { quietStatuses: [404] });

function ResultGrid({ listings }: { listings: SearchResponse | undefined }) {
  const { t } = useTranslation('search');
  const to = useLocalePath();
  if (!listings) {
    return (
      <ul aria-label={t('results.loading')} aria-busy="true" className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <p className="mt-6 font-semibold">{resultCountText(t, listings)}</p>
      <ul aria-label={t('results.label')} className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {listings.Results.map((result) => (
          <li key={result.Id}>
            <ListingCard
              listing={{ ...toListingCard(result), tripTotal: null }}
              href={to('rv-rental', { alias: result.Alias })}
              renderLink={({ href, children, ...rest }) => (
                <Link to={href} {...rest}>
                  {children}
                </Link>
              )}
              favourite={<FavouriteToggle rvId={result.Id} listingName={result.Name} />}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function RentalsIndexView() {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const to = useLocalePath();
  const { data } = useApi<RentalsIndex>('/api/rv-rentals');
  const section = 'mt-8';
  const links = 'mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3';
  const link = 'text-foreground underline underline-offset-4 hover:text-primary';
  if (!data) return <p className="mt-6 text-muted-foreground">{t('results.loading')}</p>;
  return (
    <>
      <section className={section} aria-labelledby="rentals-keywords">
        <h2 id="rentals-keywords" className="font-display text-2xl font-semibold">
          {t('rentals.keywords')}
        </h2>
        <ul className={links}>
          {data.Keywords.map((k) => (
            <li key={k.Slug}>
              <Link className={link} to={to('rv-rentals-keyword', { keyword: k.Slug })}>
                {k.Title[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={section} aria-labelledby="rentals-campgrounds">
        <h2 id="rentals-campgrounds" className="font-display text-2xl font-semibold">
          {t('rentals.campgrounds')}
        </h2>
        <ul className={links}>
          {data.Campgrounds.map((c) => (
            <li key={c.Slug}>
              <Link className={link} to={to('rv-rentals-campground', { campgroundSlug: c.Slug })}>
                {c.Name}
              </Link>{' '}
              <span className="text-sm text-muted-foreground">{c.Park[locale]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={section} aria-labelledby="rentals-destinations">
        <h2 id="rentals-destinations" className="font-display text-2xl font-semibold">
          {t('rentals.destinations')}
        </h2>
        <ul className={links}>
          {data.Destinations.map((d) => (
            <li key={d.Path}>
              <Link className={link} to={to('rv-rentals-destination', { destinationPath: d.Path })}>
                {d.Name[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export default function RentalsPage() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  const locale = useLocale();
  const to = useLocalePath();
  const route = useCurrentRoute();
  const params = useParams();
  const name = route?.name ?? 'rv-rentals';
  const keyword = params.keyword;
  const key =
    name === 'rv-rentals-keyword' && keyword
      ? `/api/rv-rentals/keywords/${encodeURIComponent(keyword)}`
      : name === 'rv-rentals-campground' && params.campgroundSlug
        ? apiUrl(`/api/rv-rentals/campgrounds/${encodeURIComponent(params.campgroundSlug)}`, { Keyword: keyword })
        : name === 'rv-rentals-destination' && params['*']
          ? apiUrl('/api/rv-rentals/destination', { Path: params['*'], Keyword: keyword })
          : null;
  const { data, error } = useApi<RentalsAnswer, ApiError>(key, fetchQuiet);
  const title = t(`meta:${name}.title`, { defaultValue: ts('rentals.title') }).replace(/ \| Rove$/, '');
  const keywordTitle = data?.Keyword?.Title[locale];
  const intro = data?.Campground
    ? ts('rentals.campgroundIntro', { name: `${data.Campground.Name} (${data.Campground.Park[locale]})` })
    : data?.Destination
      ? ts('rentals.destinationIntro', { name: data.Destination.Name[locale] })
      : keywordTitle
        ? ts('rentals.keywordIntro', { title: keywordTitle })
        : key
          ? ''
          : ts('rentals.intro');

  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-foreground">{title}</h1>
      {keywordTitle && data?.Campground === undefined && data?.Destination === undefined ? (
        <p className="mt-2 text-xl text-foreground">{keywordTitle}</p>
      ) : null}
      {intro ? <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{intro}</p> : null}
      {!key ? (
        <RentalsIndexView />
      ) : error ? (
        <div className="mt-6">
          <p>{error.status === 404 ? ts('rentals.notFound') : ts('error.title')}</p>
          <div className="mt-4 flex gap-3">
            <Button asChild>
              <Link to={to('rv-search')}>{ts('rentals.seeAll')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={to('rv-rentals')}>{ts('rentals.title')}</Link>
            </Button>
          </div>
        </div>
      ) : (
        <ResultGrid listings={data?.Listings} />
      )}
    </div>
  );
}
