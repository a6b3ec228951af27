// RV_UNPUBLISHED (spec 000 section 2): the RV-not-available page with similar RVs near it.
import type { SearchResult } from '@rove/contract';
import { ErrorPage, ListingCard, type RenderLink } from '@rove/ui';
import { Link } from 'react-router';
import type { ApiError } from '../api/api-fetch.ts';
import { useLocalePath } from '../layout/use-locale-path.ts';

const renderLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export function UnpublishedRv({ error }: { error: ApiError }) {
  const to = useLocalePath();
  const data = (error.body as { Data?: { Near?: string; SimilarRvs?: SearchResult[] } } | undefined)?.Data;
  const similar = data?.SimilarRvs ?? [];
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
      similarListings={
        similar.length ? (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((rv) => (
              <li key={rv.Id}>
                <ListingCard
                  headingLevel={3}
                  href={to('rv-rental', { alias: rv.Alias })}
                  renderLink={({ href, className, children, ...rest }) => (
                    <Link to={href} className={className} {...rest}>
                      {children}
                    </Link>
                  )}
                  listing={{
                    id: rv.Id,
                    name: rv.Name,
                    type: rv.Type,
                    sleeps: rv.Sleeps,
                    location: `${rv.City}, ${rv.Region}`,
                    country: rv.Country,
                    nightlyPrice: rv.NightlyPrice.Amount,
                    rating: rv.Rating,
                    reviewCount: rv.ReviewCount,
                    badges: rv.Badges,
                    photos: rv.Photos.map((p) => ({ src: p.Url, alt: p.Caption ?? '' })),
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null
      }
    />
  );
}
