// The wizard's first step for a host with a draft: go on with it, or start another listing.
import type { RvWizardStep } from '@rove/contract';
import { Banner, Button } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { hostRvListKey } from '../host-rv-api.ts';

/** On rvs/new: the host's unfinished listing, to continue instead of starting again. */
export function ResumeDraft({ dashboard }: { dashboard: string }) {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const { data } = useApi<{
    Items: { Id: number; Status: string; DisplayName: string; CompletenessPercent: number; ResumeStep: RvWizardStep }[];
  }>(hostRvListKey('active'));
  const draft = data?.Items.find((item) => item.Status === 'draft');
  if (!draft) return null;
  return (
    <Banner
      tone="info"
      title={t('wizard.resumeTitle')}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={to(`dashboard-rvs-new-${draft.ResumeStep}`, { dashboard, step: String(draft.Id) })}>
            {t('wizard.resume', { name: draft.DisplayName })}
          </Link>
        </Button>
      }
    >
      {t('wizard.resumeBody', { name: draft.DisplayName, percent: draft.CompletenessPercent })}
    </Banner>
  );
}
