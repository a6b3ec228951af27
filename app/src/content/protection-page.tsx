// /insurance-and-protection: the protection levels as the estimate prices them (GET /api/content/protection):
// nightly rates by RV class, deductible, roadside assistance, youngest driver; what every plan covers.
import type { ProtectionInfo, ProtectionLevelInfo } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/use-api.ts';
import { type RvType, rvTypeLabels } from '@rove/ui';
import { useLocale } from '../routes/use-locale-path.ts';
import { ContentBody, ContentCta, ContentData, ContentHero, ContentLoading, ContentSection } from './frame.tsx';
import { amount, decimal } from './format.ts';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';
import { Prose } from './prose.tsx';

const k = 'insurance-and-protection';

function LevelCard({ level }: { level: ProtectionLevelInfo }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4 border-t border-border py-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
  return (
    <li className="rounded-xl border border-border bg-card p-5 text-card-foreground" data-testid={`level-${level.Level}`}>
      <h4 className="font-display text-xl font-semibold">{t(`${k}.level.${level.Level}`)}</h4>
      <p className="mt-1 text-sm text-muted-foreground">{t(`${k}.levelSummary.${level.Level}`)}</p>
      <dl className="mt-4 text-sm">
        {row(t(`${k}.perNightMotorhome`), amount(level.NightlyMotorhome, locale))}
        {row(t(`${k}.perNightTrailer`), amount(level.NightlyTrailer, locale))}
        {row(t(`${k}.deductible`), amount(level.Deductible, locale))}
        {row(t(`${k}.roadside`), level.RoadsideNightly === null ? t(`${k}.noRoadside`) : amount(level.RoadsideNightly, locale))}
        {row(t(`${k}.minimumAge`), t(`${k}.years`, { count: level.MinimumDriverAge }))}
      </dl>
    </li>
  );
}

export function ProtectionView({ info }: { info: ProtectionInfo }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const driving = info.Levels.filter((l) => !l.Stationary);
  const parked = info.Levels.filter((l) => l.Stationary);
  const levelName = (level: string) => t(`${k}.level.${level}`);
  return (
    <ContentBody>
      <div className="grid gap-12 md:grid-cols-2">
        <ContentSection id="covered" title={t(`${k}.covered`)}>
          <Prose text={t(`${k}.coveredBody`)} />
        </ContentSection>
        <ContentSection id="not-covered" title={t(`${k}.notCovered`)}>
          <Prose text={t(`${k}.notCoveredBody`)} />
        </ContentSection>
      </div>
      <ContentSection id="levels" title={t(`${k}.levelsTitle`)}>
        <h3 className="text-xl font-semibold">{t(`${k}.drivingTitle`)}</h3>
        <p className="mt-2 max-w-3xl leading-7">{t(`${k}.drivingBody`, { level: levelName(info.DefaultLevel.Driving) })}</p>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {driving.map((level) => (
            <LevelCard key={level.Level} level={level} />
          ))}
        </ul>
        <h3 className="mt-10 text-xl font-semibold">{t(`${k}.parkedTitle`)}</h3>
        <p className="mt-2 max-w-3xl leading-7">
          {t(`${k}.parkedBody`, {
            percent: decimal(info.StationaryDiscountPercent, locale, 1),
            level: levelName(info.DefaultLevel.Parked),
          })}
        </p>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {parked.map((level) => (
            <LevelCard key={level.Level} level={level} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">
          {t(`${k}.trailers`, { types: info.TrailerTypes.map((type) => rvTypeLabels[locale][type as RvType]).join(', ') })}
        </p>
      </ContentSection>
      <ContentSection id="roadside" title={t(`${k}.roadsideTitle`)}>
        <p className="max-w-3xl leading-7">{t(`${k}.roadsideBody`)}</p>
      </ContentSection>
      <ContentSection id="claims" title={t(`${k}.claimsTitle`)}>
        <p className="max-w-3xl leading-7">{t(`${k}.claimsBody`)}</p>
      </ContentSection>
      <ContentCta label={t(`${k}.cta`)} />
    </ContentBody>
  );
}

export default function ProtectionPage() {
  const ready = useContentNamespaces(['content']);
  const { t } = useTranslation('content');
  const answer = useApi<ProtectionInfo>('/api/content/protection');
  if (!ready) return <ContentLoading />;
  return (
    <article>
      <ContentHero eyebrow={t(`${k}.eyebrow`)} title={t(`${k}.title`)} lead={t(`${k}.lead`)} />
      <ContentData answer={answer}>{(info) => <ProtectionView info={info} />}</ContentData>
    </article>
  );
}
