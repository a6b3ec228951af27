// /service-fees: every fee, tax and deposit rule, generated from the pricing engine (GET /api/content/service-fees),
// so the page can never drift from what a trip is charged.
import type { ServiceFees } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLocale } from '../layout/use-locale-path.ts';
import { ContentBody, ContentCta, ContentError, ContentHero, ContentLoading, ContentSection } from './frame.tsx';
import { amount, decimal, percent } from './format.ts';
import { useContentNamespaces } from './namespaces.ts';

const table = 'w-full border-collapse text-left text-sm';
const th = 'border-b border-border px-3 py-2 font-semibold';
const td = 'border-b border-border px-3 py-2';
const caption = 'mb-2 text-left font-semibold text-foreground';

export function ServiceFeesView({ fees }: { fees: ServiceFees }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const pct = (n: number) => decimal(n, locale);
  const k = 'service-fees';
  return (
    <ContentBody>
      <ContentSection id="renters" title={t(`${k}.renterTitle`)}>
        <p className="max-w-3xl leading-7" data-testid="renter-fee">
          {t(`${k}.renterBody`, {
            percent: pct(fees.RenterServiceFeePercent),
            motorhome: amount(fees.RenterServiceFeeMinimumPerNight.Motorhome, locale),
            trailer: amount(fees.RenterServiceFeeMinimumPerNight.Trailer, locale),
          })}
        </p>
        <p className="mt-3 max-w-3xl leading-7">{t(`${k}.postTripBody`, { percent: pct(fees.PostTripTransactionFeePercent) })}</p>
      </ContentSection>
      <ContentSection id="hosts" title={t(`${k}.ownerTitle`)}>
        <p className="max-w-3xl leading-7" data-testid="owner-fee">
          {t(`${k}.ownerBody`, { percent: pct(fees.OwnerServiceFeePercent) })}
        </p>
      </ContentSection>
      <div className="grid gap-12 md:grid-cols-2">
        <ContentSection id="pay-later" title={t(`${k}.payLaterTitle`)}>
          <p className="leading-7">
            {t(`${k}.payLaterBody`, { days: fees.PayLater.DaysBeforeTrip, percent: pct(fees.PayLater.PercentDueNow) })}
          </p>
        </ContentSection>
        <ContentSection id="deposit" title={t(`${k}.depositTitle`)}>
          <p className="leading-7">{t(`${k}.depositBody`, { days: fees.SecurityDeposit.AuthorisedDaysBefore })}</p>
        </ContentSection>
      </div>
      <ContentSection id="cancellation" title={t(`${k}.cancellationTitle`)}>
        <p className="max-w-3xl leading-7">{t(`${k}.cancellationBody`)}</p>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {fees.CancellationPolicies.map((policy) => (
            <div key={policy.Name} className="rounded-xl border border-border bg-card p-5 text-card-foreground">
              <h3 className="font-semibold">{t(`${k}.policyName.${policy.Name}`)}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6">
                {policy.Rules.map((rule) => (
                  <li key={rule.MinDaysBefore}>
                    {rule.MinDaysBefore > 0
                      ? t(`${k}.rule`, { refund: rule.RefundPercent, days: rule.MinDaysBefore })
                      : t(`${k}.ruleAny`, { refund: rule.RefundPercent })}
                  </li>
                ))}
                <li>{t(`${k}.otherwise`)}</li>
              </ul>
            </div>
          ))}
        </div>
      </ContentSection>
      <ContentSection id="taxes" title={t(`${k}.taxesTitle`)}>
        <p className="max-w-3xl leading-7">{t(`${k}.taxesBody`)}</p>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div className="overflow-x-auto">
            <table className={table} data-testid="canada-taxes">
              <caption className={caption}>{t(`${k}.canadaCaption`)}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t(`${k}.region`)}
                  </th>
                  <th scope="col" className={th}>
                    {t(`${k}.taxes`)}
                  </th>
                  <th scope="col" className={th}>
                    {t(`${k}.total`)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {fees.CanadaTaxes.map((row) => (
                  <tr key={row.Region}>
                    <th scope="row" className={td}>
                      {row.Region}
                    </th>
                    <td className={td}>{row.Taxes.map((tax) => `${tax.Name} ${percent(tax.Percent, locale)}`).join(' + ')}</td>
                    <td className={td}>{percent(row.TotalPercent, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="overflow-x-auto">
            <table className={table} data-testid="us-taxes">
              <caption className={caption}>{t(`${k}.usCaption`)}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t(`${k}.region`)}
                  </th>
                  <th scope="col" className={th}>
                    {t(`${k}.rate`)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {fees.UsSalesTaxes.map((row) => (
                  <tr key={row.Region}>
                    <th scope="row" className={td}>
                      {row.Region}
                    </th>
                    <td className={td}>{row.Percent > 0 ? percent(row.Percent, locale) : t(`${k}.noTax`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </ContentSection>
      <ContentCta label={t(`${k}.cta`)} />
    </ContentBody>
  );
}

export default function ServiceFeesPage() {
  const ready = useContentNamespaces(['content']);
  const { t } = useTranslation('content');
  const { data, error, mutate } = useSWR<ServiceFees>('/api/content/service-fees');
  if (!ready) return <ContentLoading />;
  return (
    <article>
      <ContentHero eyebrow={t('service-fees.eyebrow')} title={t('service-fees.title')} lead={t('service-fees.lead')} />
      {data ? (
        <ServiceFeesView fees={data} />
      ) : error ? (
        <ContentBody>
          <ContentError onRetry={() => mutate()} />
        </ContentBody>
      ) : (
        <ContentLoading />
      )}
    </article>
  );
}
