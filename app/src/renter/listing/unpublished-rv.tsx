// RV_UNPUBLISHED (spec 000 section 2): the RV-not-available page, with similar RVs near it and, under "More
// Available RVs", other RVs nearby. The ui ErrorPage lays the cards out; this only makes them.
import { type SearchResult, UnpublishedDataSchema } from '@rove/contract';
import { ErrorPage, ListingCard } from '@rove/ui';
import type { ApiError } from '../../api/api-fetch.ts';
import { routerLink, useErrorPageLinks } from '../../shell/error-page-links.tsx';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { toListingCard } from '../search/search-api.ts';

export function UnpublishedRv({ error }: { error: ApiError }) {
  const to = useLocalePath();
  const errorLinks = useErrorPageLinks();
  const parsed = UnpublishedDataSchema.safeParse((error.body as { Data?: unknown } | undefined)?.Data);
  const data = parsed.success ? parsed.data : undefined;
  const card = (rv: SearchResult) => (
    <ListingCard
      key={rv.Id}
      headingLevel={3}
      href={to('rv-rental', { alias: rv.Alias })}
      renderLink={routerLink}
      listing={{ ...toListingCard(rv), tripTotal: null }}
    />
  );
  return (
    <ErrorPage
      error={{ status: error.status, statusMessage: error.statusMessage, message: error.message }}
      renderLink={routerLink}
      place={data?.Near}
      links={errorLinks}
      similarListings={data?.SimilarRvs.map(card)}
      moreListings={data?.MoreRvs.map(card)}
    />
  );
}
