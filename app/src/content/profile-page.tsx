// /profile/{id} (/fr/profil/{id}): a member's public profile: name, photo, member since, languages, superhost and
// verified status, response rate, the host's published RVs (ListingCards) and the reviews they received.
// The loader has already cleaned the id to digits (routes/profile-id.ts).
import type { PublicProfile } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { Avatar, Badge, ListingCard, StarRating } from '@rove/ui';
import { apiFetch } from '../api/api-fetch.ts';
import { FavouriteToggle, toListingCard } from '../renter/index.ts';
import { useLocale, useLocalePath } from '../routes/use-locale-path.ts';
import { languageName } from '../i18n/format.ts';
import { useSession } from '../api/session-store.ts';
import { ReviewCard } from './community-pages.tsx';
import { ContentBody, ContentError, ContentLoading, ContentSection } from './frame.tsx';
import { monthYear, percent } from './format.ts';
import { usePageMetaOverride } from '../i18n/meta-override.ts';
import { VerifyButton } from './verify-button.tsx';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';

export function ProfileView({ profile }: { profile: PublicProfile }) {
  const session = useSession();
  const own = session.status === 'authenticated' && session.user?.id === profile.Id;
  const { t } = useTranslation('content');
  const locale = useLocale();
  const to = useLocalePath();
  const name = `${profile.FirstName} ${profile.LastInitial ? `${profile.LastInitial}.` : ''}`.trim();
  const reviews = profile.ReviewsReceived;
  usePageMetaOverride({
    title: name,
    description: profile.About || t('profile.memberSince', { date: monthYear(profile.MemberSince, locale) }),
    type: 'profile',
  });
  return (
    <article>
      <div className="border-b border-border bg-muted/40">
        <div className="mx-auto flex max-w-page flex-col gap-6 px-4 py-12 sm:flex-row sm:items-center sm:px-6">
          <Avatar name={name} src={profile.AvatarUrl} size="xl" decorative />
          <div>
            <h1 className="font-display text-4xl font-semibold">{name}</h1>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="profile-id">
              {t('profile.memberNumber', { id: profile.Id })}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {profile.IsSuperHostActive ? <Badge variant="superhost" /> : null}
              {profile.IsVerified ? (
                <Badge variant="success" data-testid="verified-badge">
                  {t('profile.verified')}
                </Badge>
              ) : (
                <Badge variant="neutral">{t('profile.notVerified')}</Badge>
              )}
            </div>
            <ul className="mt-3 space-y-1 text-sm">
              {profile.Location ? <li>{profile.Location}</li> : null}
              <li>{t('profile.memberSince', { date: monthYear(profile.MemberSince, locale) })}</li>
              <li>{t('profile.languages', { languages: profile.Languages.map((code) => languageName(code, locale)).join(', ') })}</li>
              {profile.ResponseRatePercent !== null ? (
                <li>{t('profile.responseRate', { percent: percent(profile.ResponseRatePercent, locale) })}</li>
              ) : null}
            </ul>
            {own && !profile.IsVerified ? <VerifyButton className="mt-4" /> : null}
          </div>
        </div>
      </div>
      <ContentBody>
        {profile.About ? (
          <ContentSection id="about" title={t('profile.about', { name: profile.FirstName })}>
            <p className="max-w-3xl whitespace-pre-line leading-7" lang={profile.AboutLanguage === 'fr' ? 'fr-CA' : 'en'}>
              {profile.About}
            </p>
          </ContentSection>
        ) : null}
        {profile.IsOwner || profile.Rvs.length ? (
          <ContentSection id="rvs" title={t('profile.rvs', { name: profile.FirstName })}>
            {profile.Rvs.length ? (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {profile.Rvs.map((rv) => (
                  <li key={rv.Id}>
                    <ListingCard
                      listing={{ ...toListingCard(rv), tripTotal: null }}
                      href={to('rv-rental', { alias: rv.Alias })}
                      renderLink={({ href, children, ...rest }) => (
                        <Link to={href} {...rest}>
                          {children}
                        </Link>
                      )}
                      favourite={<FavouriteToggle rvId={rv.Id} listingName={rv.Name} />}
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('profile.noRvs', { name: profile.FirstName })}</p>
            )}
          </ContentSection>
        ) : null}
        <ContentSection id="reviews" title={t('profile.reviews')}>
          {reviews.Count ? (
            <>
              <p className="flex items-center gap-2">
                {reviews.Average !== null ? <StarRating value={reviews.Average} showValue /> : null}
                <span>{t('profile.reviewsCount', { count: reviews.Count })}</span>
              </p>
              <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {reviews.Recent.map((review) => (
                  <ReviewCard key={`${review.Id}-${review.CreatedDate}`} review={review} />
                ))}
              </ul>
            </>
          ) : (
            <p>{t('profile.noReviews')}</p>
          )}
        </ContentSection>
      </ContentBody>
    </article>
  );
}

export default function ProfilePage() {
  const ready = useContentNamespaces(['content']);
  const { t } = useTranslation('content');
  const { id } = useParams();
  const { data, error, mutate } = useApi<PublicProfile>(`/api/profiles/${id}`, (key: string) =>
    apiFetch<PublicProfile>(key, { quietStatuses: [404] }),
  );
  if (!ready) return <ContentLoading />;
  if (error) {
    return (
      <ContentBody>
        {(error as { status?: number }).status === 404 ? (
          <div>
            <h1 className="font-display text-3xl font-semibold">{t('profile.notFound')}</h1>
            <p className="mt-2 text-muted-foreground" data-testid="profile-id">
              {t('profile.memberNumber', { id })}
            </p>
          </div>
        ) : (
          <ContentError onRetry={() => mutate()} />
        )}
      </ContentBody>
    );
  }
  return data ? <ProfileView profile={data} /> : <ContentLoading />;
}
