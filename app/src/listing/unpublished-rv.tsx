// RV_UNPUBLISHED (spec 000 section 2): the RV-not-available page, with similar RVs near it and, under "More
// Available RVs", other RVs nearby. The ui ErrorPage lays the cards out; this only makes them.
import { type SearchResult, UnpublishedDataSchema } from '@rove/contract';
import { ErrorPage, ListingCard, type RenderLink } from '@rove/ui';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-fetch.ts';
import { useLocalePath } from '../layout/use-locale-path.ts';
import { toListingCard } from '../search/search-api.ts';

const renderLink: RenderLink = ({ href, className, children, ...rest }) => (
  <Link to={href} className={className} {...rest}>
    {children}
  </Link>
);

export function UnpublishedRv({ error }: { error: ApiError }) {
  const to = useLocalePath();
  const parsed = UnpublishedDataSchema.safeParse((error.body as { Data?: unknown } | undefined)?.Data);
  const data = parsed.success ? parsed.data : undefined;
  const card = (rv: SearchResult) => (
    <ListingCard
      key={rv.Id}
      headingLevel={3}
      href={to('rv-rental', { alias: rv.Alias })}
      renderLink={renderLink}
      listing={{ ...toListingCard(rv), tripTotal: null }}
    />
  );
  return (
    <ErrorPage
      error={{ status: error.status, statusMessage: error.statusMessage, message: error.message }}
      renderLink={renderLink}
      place={data?.Near}
      links={{
        home: to('home'),
        search: to('rv-search'),
        howItWorks: to('how-it-works'),
        listRv: to('owner'),
        about: to('about'),
        blog: to('blog'),
      }}
      similarListings={data?.SimilarRvs.map(card)}
      moreListings={data?.MoreRvs.map(card)}
    />
  );
}
