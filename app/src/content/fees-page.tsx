// /service-fees: every fee, tax and deposit rule, generated from the pricing engine (GET /api/content/service-fees),
// so the page can never drift from what a trip is charged.
import { type ServiceFees, taxName } from '@rove/contract';
import { DataTable } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/use-api.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { ContentBody, ContentCta, ContentData, ContentHero, ContentLoading, ContentSection } from './frame.tsx';
import { amount, decimal, percent } from './format.ts';
import { useContentNamespaces } from '../i18n/content-namespaces.ts';

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
          <DataTable
            data-testid="canada-taxes"
            caption={t(`${k}.canadaCaption`)}
            minWidth="none"
            columns={[
              { key: 'region', header: t(`${k}.region`), render: (row) => row.Region },
              {
                key: 'taxes',
                header: t(`${k}.taxes`),
                render: (row) => row.Taxes.map((tax) => `${taxName(tax.Name, locale)} ${percent(tax.Percent, locale)}`).join(' + '),
              },
              { key: 'total', header: t(`${k}.total`), render: (row) => percent(row.TotalPercent, locale) },
            ]}
            rows={fees.CanadaTaxes}
            rowKey={(row) => row.Region}
          />
          <DataTable
            data-testid="us-taxes"
            caption={t(`${k}.usCaption`)}
            minWidth="none"
            columns={[
              { key: 'region', header: t(`${k}.region`), render: (row) => row.Region },
              {
                key: 'rate',
                header: t(`${k}.rate`),
                render: (row) => (row.Percent > 0 ? percent(row.Percent, locale) : t(`${k}.noTax`)),
              },
            ]}
            rows={fees.UsSalesTaxes}
            rowKey={(row) => row.Region}
          />
        </div>
      </ContentSection>
      <ContentCta label={t(`${k}.cta`)} />
    </ContentBody>
  );
}

export default function ServiceFeesPage() {
  const ready = useContentNamespaces(['content']);
  const { t } = useTranslation('content');
  const answer = useApi<ServiceFees>('/api/content/service-fees');
  if (!ready) return <ContentLoading />;
  return (
    <article>
      <ContentHero eyebrow={t('service-fees.eyebrow')} title={t('service-fees.title')} lead={t('service-fees.lead')} />
      <ContentData answer={answer}>{(fees) => <ServiceFeesView fees={fees} />}</ContentData>
    </article>
  );
}
