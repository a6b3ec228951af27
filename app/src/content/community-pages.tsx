// /superhost (the criteria and current superhosts) and /reviews (recent reviews and the average per category),
// both from the community's own data (GET /api/content/superhosts, /api/content/reviews).
import type { PublicReview, ReviewsOverview, SuperhostPage } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { Avatar, Badge, StarRating } from '@rove/ui';
import { useCurrentRoute } from '../routes/use-current-route.ts';
import { useLocale, useLocalePath } from '../routes/use-locale-path.ts';
import { ContentBody, ContentCta, ContentData, ContentHero, ContentLoading, ContentSection } from './frame.tsx';
import { decimal, longDate, monthYear } from './format.ts';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';
import { Prose } from './prose.tsx';

export function SuperhostView({ page }: { page: SuperhostPage }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const to = useLocalePath();
  const c = page.Criteria;
  return (
    <ContentBody>
      <ContentSection id="criteria" title={t('superhost.criteriaTitle')}>
        <p className="max-w-3xl leading-7">{t('superhost.criteriaBody', { months: c.ReviewMonths })}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="superhost-criteria">
          {[
            t('superhost.trips', { count: c.MinimumCompletedTrips }),
            t('superhost.rating', { rating: decimal(c.MinimumAverageRating, locale, 1) }),
            t('superhost.response', { percent: c.MinimumResponseRatePercent }),
            t('superhost.cancellation', { percent: c.MaximumOwnerCancellationPercent }),
          ].map((text) => (
            <li key={text} className="rounded-xl border border-border bg-card p-5 font-semibold text-card-foreground">
              {text}
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="benefits" title={t('superhost.benefitsTitle')}>
        <Prose text={t('superhost.benefitsBody')} />
      </ContentSection>
      <ContentSection id="superhosts" title={t('superhost.currentTitle')}>
        <p className="leading-7">{t('superhost.currentBody', { count: page.SuperhostCount })}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.Superhosts.map((host) => (
            <li key={host.Id} className="flex gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground">
              <Avatar name={host.FirstName} src={host.AvatarUrl} size="lg" decorative />
              <div className="min-w-0">
                <Link
                  to={to('profile-id', { id: String(host.Id) })}
                  className="font-semibold underline-offset-4 hover:text-primary hover:underline"
                  aria-label={t('superhost.viewProfile', { name: host.FirstName })}
                >
                  {host.FirstName}
                </Link>
                <Badge variant="superhost" className="ml-2 align-middle" />
                {host.Location ? <p className="text-sm text-muted-foreground">{host.Location}</p> : null}
                <p className="text-sm text-muted-foreground">{t('superhost.memberSince', { date: monthYear(host.MemberSince, locale) })}</p>
                <p className="mt-1 text-sm">
                  {t('superhost.rvCount', { count: host.RvCount })}
                  {host.Rating !== null ? (
                    <>
                      {' · '}
                      <StarRating value={host.Rating} count={host.ReviewCount} size="sm" showValue />
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentCta label={t('superhost.cta')} query="?IsSuperHost" />
    </ContentBody>
  );
}

export function ReviewCard({ review }: { review: PublicReview }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <li className="rounded-xl border border-border bg-card p-5 text-card-foreground">
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold">{review.AuthorFirstName}</p>
        <StarRating value={review.Rating} size="sm" />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{longDate(review.CreatedDate, locale)}</p>
      <blockquote className="mt-3 leading-7" lang={review.Language === 'fr' ? 'fr-CA' : 'en'}>
        {review.Body}
      </blockquote>
      <p className="mt-3 text-sm">
        <Link className="underline-offset-4 hover:text-primary hover:underline" to={to('rv-rental', { alias: review.RvAlias })}>
          {t('reviews.about', { rv: review.RvName, place: review.Location })}
        </Link>
      </p>
    </li>
  );
}

const categories = ['Overall', 'ListingAccuracy', 'Value', 'Cleanliness', 'Communication'] as const;

export function ReviewsView({ overview }: { overview: ReviewsOverview }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <ContentBody>
      <ContentSection id="averages" title={t('reviews.averagesTitle')}>
        <p className="leading-7">{t('reviews.averagesBody', { count: overview.Count })}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="review-averages">
          {categories.map((category) => {
            const value = overview.Averages[category];
            return (
              <div key={category} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
                <dt className="text-sm text-muted-foreground">{t(`reviews.category.${category}`)}</dt>
                <dd className="mt-1 font-display text-3xl font-semibold">{value === null ? '–' : decimal(value, locale, 2)}</dd>
              </div>
            );
          })}
        </dl>
      </ContentSection>
      <ContentSection id="recent" title={t('reviews.recentTitle')}>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {overview.Recent.map((review) => (
            <ReviewCard key={review.Id} review={review} />
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="how" title={t('reviews.howTitle')}>
        <Prose text={t('reviews.howBody')} />
      </ContentSection>
      <ContentCta label={t('reviews.cta')} />
    </ContentBody>
  );
}

export default function CommunityPage() {
  const ready = useContentNamespaces(['content']);
  const route = useCurrentRoute();
  const name = route?.name === 'superhost' ? 'superhost' : 'reviews';
  const { t } = useTranslation('content');
  const answer = useApi<SuperhostPage | ReviewsOverview>(name === 'superhost' ? '/api/content/superhosts' : '/api/content/reviews');
  if (!ready) return <ContentLoading />;
  return (
    <article>
      <ContentHero eyebrow={t(`${name}.eyebrow`)} title={t(`${name}.title`)} lead={t(`${name}.lead`)} />
      <ContentData answer={answer}>
        {(data) =>
          name === 'superhost' ? <SuperhostView page={data as SuperhostPage} /> : <ReviewsView overview={data as ReviewsOverview} />
        }
      </ContentData>
    </article>
  );
}
