// The RV's cancellation policy as a renter reads it before paying: its name, what comes back by days before
// departure (from the contract's rules) and links to the terms and the protection details.
import type { CancellationPolicy } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../routes/use-locale-path.ts';
import { pathFor } from '../routes/path-for.ts';
import { type PolicyLine, policyLines } from './cancellation-policy.ts';

export function CancellationPolicySummary({
  policy,
  headingLevel = 3,
  className,
}: {
  policy: CancellationPolicy;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const { t } = useTranslation('renter');
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const line = ({ window, refund }: PolicyLine) => {
    const { key: windowKey, ...windowValues } = window;
    const { key: refundKey, ...refundValues } = refund;
    return `${t(windowKey, windowValues)}${t('policy.separator')}${t(refundKey, refundValues)}`;
  };
  return (
    <section data-testid="cancellation-policy" aria-label={t('policy.title')} className={className}>
      <Heading className={headingLevel === 2 ? 'font-display text-xl font-semibold' : 'font-semibold'}>
        {t('policy.heading', { name: t(`policy.names.${policy.Name}`) })}
      </Heading>
      <ul className="mt-1 list-disc ps-5 text-sm text-muted-foreground">
        {policyLines(policy).map((entry) => (
          <li key={JSON.stringify(entry.window)}>{line(entry)}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        <Link to={pathFor('terms-service', {}, locale)} className="text-primary underline underline-offset-4">
          {t('policy.terms')}
        </Link>
        {' · '}
        <Link to={pathFor('insurance-and-protection', {}, locale)} className="text-primary underline underline-offset-4">
          {t('policy.protection')}
        </Link>
      </p>
    </section>
  );
}
