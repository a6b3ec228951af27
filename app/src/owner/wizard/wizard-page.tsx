// The listing wizard: rvs/new and rvs/new/:step?/{step-name}, the optional segment holding the draft's RV id
// (rvs/new/rv-type starts a listing; rvs/new/123/rv-year continues draft 123). Each step is saved on the server before
// the next one opens; leaving and coming back resumes where the host stopped; a step opened out of order goes back to
// the first step not done; the last step publishes.
import { type HostRv, type RvWizardStep, rvWizardSteps } from '@rove/contract';
import { Banner, Button, Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { useCurrentRoute } from '../../routes/use-current-route.ts';
import { hostRvKey, hostRvListKey } from '../host-rv-api.ts';
import type { FirstReads } from '../../routes/route-types.ts';
import { WizardStep, firstStep } from './wizard-step.tsx';

const stepOfRoute = (name: string | undefined): RvWizardStep | null => {
  if (name === 'dashboard-rvs-new') return firstStep;
  const step = name?.replace(/^dashboard-rvs-new-/, '');
  return (rvWizardSteps as readonly string[]).includes(step ?? '') ? (step as RvWizardStep) : null;
};

/** The draft's RV id in the optional segment: a whole number, else none (a segment of another shape is a 404). */
const rvIdOf = (idParam: string | undefined) => (idParam && /^\d{1,15}$/.test(idParam) ? Number(idParam) : null);

/**
 * The first render's read (the start script asks it beside the page's code: shell/server/browser-page-reads.ts): the
 * draft being edited, or on the first step of a new listing the host's RVs (an unfinished one is offered to resume).
 */
export const firstReads: FirstReads = ({ name, params }) => {
  const rvId = rvIdOf(params.step);
  if (rvId) return [{ path: hostRvKey(rvId), localized: false }];
  const first = !params.step && (stepOfRoute(name) ?? firstStep) === firstStep;
  return first ? [{ path: hostRvListKey('active'), localized: false }] : [];
};

export default function WizardPage() {
  const { t } = useTranslation('owner');
  const route = useCurrentRoute();
  const step = stepOfRoute(route?.name) ?? firstStep;
  const { dashboard = 'host', step: idParam } = useParams();
  const rvId = rvIdOf(idParam);
  if (idParam && rvId === null) throw new ApiError(404, t('common.notFound'), { statusMessage: 'NOT_FOUND', correlationId: '' });
  const { data: rv, error, mutate, isLoading } = useApi<HostRv>(rvId ? hostRvKey(rvId) : null);
  if (error instanceof ApiError && error.status === 404) throw error;

  if (rvId && !rv) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
        {error && !isLoading ? (
          <Banner tone="danger" action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}>
            {error instanceof ApiError && error.status < 500 ? error.message : t('common.networkError')}
          </Banner>
        ) : (
          <>
            <output className="sr-only">{t('common.loading')}</output>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-48 w-full" />
          </>
        )}
      </div>
    );
  }
  return <WizardStep key={`${rvId ?? 'new'}:${step}`} rv={rv ?? null} step={step} dashboard={dashboard} />;
}
