// One step of the listing wizard: its fields (loaded with it), saved on the server before the next opens; Back and Save
// and exit save what is answered and valid; the last step publishes.
import {
  applicableSteps,
  type HostRv,
  hostRvFacts,
  nextStep,
  phaseOfStep,
  previousStep,
  type RvUpdate,
  rvWords,
  type RvWizardStep,
  rvWizardSteps,
  stepAccess,
} from '@rove/contract';
import { Banner, Button, Skeleton, WizardFrame } from '@rove/ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useLocalePath } from '../../routes/use-locale-path.ts';
import { announce } from '../announce.ts';
import { RvFormContext } from '../fields/rv-form-context.tsx';
import { hostRvApi } from '../host-rv-api.ts';
import { initialValues, missingProblems, type RvFormValues, rvFieldOf, stepFields, toPayload } from '../rv-form.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { refreshSessionUser } from '../session-refresh.ts';
import { loadedStep, loadStep } from './step-modules.ts';
import { ResumeDraft } from './resume-draft.tsx';
import { afterFirstPage } from '../../lib/app-ready.tsx';

export const firstStep = rvWizardSteps[0];

interface NavState {
  notice?: 'locked' | 'notDraft';
  fromStep?: string;
}

export function WizardStep({ rv, step, dashboard }: { rv: HostRv | null; step: RvWizardStep; dashboard: string }) {
  const { t } = useTranslation('owner');
  const to = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as NavState;
  const bodyRef = useRef<HTMLDivElement>(null);
  // Next needs the step complete; Back and Save and exit save only what is answered.
  const complete = useRef(true);
  const [currentYear] = useState(() => new Date().getFullYear());
  // The contract's checks of the update (the server's), then the step's required answers; worded by rvWords.
  const form = useContractForm({
    schema: () =>
      import('../rv-schemas.ts').then((m) =>
        m.rvUpdateSchema({ currentYear, current: { Weight: rv?.Weight, DeliveryRadius: rv?.DeliveryRadius } }),
      ),
    initial: (): RvFormValues => initialValues(stepFields(step, rv), rv),
    toBody: (values) => toPayload(values, rv),
    fieldOf: rvFieldOf,
    check: (values) => missingProblems(values, { rv, steps: complete.current ? [step] : [] }),
    namespace: 'owner',
    words: rvWords,
    scope: bodyRef,
  });
  const values = form.values;
  const errors = Object.fromEntries(
    (Object.keys(form.problems) as (keyof RvFormValues & string)[]).map((field) => [field, form.message(field) ?? '']),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ Step: string; Fields: string[] }[]>([]);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const creationKey = useRef(crypto.randomUUID());

  const stepPath = (target: RvWizardStep, id: number | null) =>
    to(`dashboard-rvs-new-${target}`, { dashboard, ...(id ? { step: String(id) } : {}) });
  const rules = {
    Type: (values.Type as HostRv['Type']) ?? rv?.Type ?? null,
    RentalType: (values.RentalType as HostRv['RentalType']) ?? rv?.RentalType ?? null,
  };
  const steps = applicableSteps(rules);
  const index = Math.max(0, steps.indexOf(step));
  const title = t(`steps.${step}.title`);
  // The host's progress counts the wizard's six parts, a number that never changes as answers make steps apply.
  const phase = phaseOfStep(step);
  const phaseName = t(`wizard.phases.${phase.name}`);
  // What the last step's parts do before publishing (a payout method typed there is saved first).
  const beforePublishRef = useRef<(() => Promise<boolean>) | null>(null);

  // Where this step may be opened: in order, and only if it applies to this RV.
  useEffect(() => {
    if (!rv) {
      if (step !== firstStep) navigate(stepPath(firstStep, null), { replace: true, state: { notice: 'locked' } satisfies NavState });
      return;
    }
    if (rv.Status !== 'draft' && rv.Status !== 'deleted') {
      navigate(to('dashboard-rvs-rvId', { dashboard, rvId: String(rv.Id) }), {
        replace: true,
        state: { notice: 'notDraft' } satisfies NavState,
      });
      return;
    }
    const access = stepAccess(hostRvFacts(rv), rv.Wizard.VisitedSteps, step);
    if (access.kind === 'skip') navigate(stepPath(access.to, rv.Id), { replace: true, state: location.state });
    else if (access.kind === 'locked')
      navigate(stepPath(access.to, rv.Id), { replace: true, state: { notice: 'locked' } satisfies NavState });
    // Only when the step or the RV changes, not on every save.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [rv?.Id, step]);

  // The step's fields load with it (one chunk per group); the next step's once the first page has shown (not with it).
  const [Step, setStep] = useState<ComponentType | undefined>(() => loadedStep(step));
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    if (!Step)
      loadStep(step).then(
        (component) => alive && setStep(() => component),
        () => alive && setLoadFailed(true),
      );
    const following = nextStep(rules, step);
    if (following)
      void afterFirstPage()
        .then(() => loadStep(following))
        .catch(() => {});
    return () => {
      alive = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  // A new step (each is its own page): once its fields are shown, its heading takes focus and the change is announced.
  useEffect(() => {
    if (!state.fromStep || !Step) return;
    document.querySelector<HTMLElement>('[data-slot=wizard-title]')?.focus();
    announce(t('wizard.announce', { n: phase.index + 1, total: phase.count, phase: phaseName, title }));
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [Step]);

  const focusSummary = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-slot=wizard-errors]')?.focus());

  /** Saves the step's answers. `isComplete`: the step must have all it needs (Next); otherwise only what is answered. */
  async function save(isComplete: boolean): Promise<HostRv | null> {
    complete.current = isComplete;
    setFailure(null);
    setMissing([]);
    let saved: HostRv | null = null;
    await form.onSubmit(async (body) => {
      saved = await send({ ...(body as RvUpdate), ...(isComplete ? { WizardStep: step } : {}) }, isComplete);
    })();
    return saved;
  }

  async function send(payload: RvUpdate, isComplete: boolean): Promise<HostRv | null> {
    if (rv && !isComplete && Object.keys(payload).length === 0) return rv;
    try {
      return rv ? await hostRvApi.save(rv.Id, payload) : await hostRvApi.create(payload, creationKey.current);
    } catch (error) {
      if (error instanceof ApiError && error.statusMessage === 'RV_STEP_OUT_OF_ORDER' && rv) {
        const resume = ((error.body as { Data?: { ResumeStep?: RvWizardStep } })?.Data?.ResumeStep ?? rv.Wizard.ResumeStep) as RvWizardStep;
        navigate(stepPath(resume, rv.Id), { replace: true, state: { notice: 'locked' } satisfies NavState });
        return null;
      }
      if (error instanceof ApiError && error.status < 500) {
        form.showServerErrors(error.body);
        setFailure(error.message);
        if (!(error.body as { Errors?: object } | undefined)?.Errors) focusSummary();
      } else setFailure(error instanceof ApiError ? t('common.genericError') : t('common.networkError'));
      return null;
    }
  }

  async function run(action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      await action();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  const onNext = () =>
    run(async () => {
      if (isLast && beforePublishRef.current && !(await beforePublishRef.current())) return;
      const saved = await save(true);
      if (!saved) return;
      const next = nextStep(saved, step);
      if (next) {
        navigate(stepPath(next, saved.Id), { state: { fromStep: step } satisfies NavState });
        return;
      }
      await publish(saved);
    });

  async function publish(saved: HostRv) {
    try {
      const published = await hostRvApi.publish(saved.Id);
      await refreshSessionUser();
      navigate(to('dashboard-rvs-published-id', { dashboard, id: String(published.Id) }));
    } catch (error) {
      if (error instanceof ApiError && error.statusMessage === 'RV_INCOMPLETE') {
        setMissing(((error.body as { Data?: { Missing?: { Step: string; Fields: string[] }[] } })?.Data?.Missing ?? []).slice());
        setFailure(error.message);
        focusSummary();
      } else setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('common.networkError'));
    }
  }

  const onBack = () =>
    run(async () => {
      const previous = previousStep(rules, step);
      if (!previous) return;
      const saved = await save(false);
      if (saved || !rv) navigate(stepPath(previous, saved?.Id ?? rv?.Id ?? null), { state: { fromStep: step } satisfies NavState });
    });

  const onSaveAndExit = () =>
    run(async () => {
      const saved = rv || Object.keys(toPayload(values, rv)).length ? await save(false) : null;
      if (saved || !rv) navigate(to('dashboard-rvs', { dashboard }));
    });

  const isLast = nextStep(rules, step) === null;
  const shownFailure = failure ?? (form.invalid ? t('common.fixErrors') : null);
  if (!Step)
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10" aria-busy="true">
        {loadFailed ? (
          <Banner tone="danger" action={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}>
            {t('common.networkError')}
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
  return (
    <RvFormContext.Provider
      value={{
        rv,
        values,
        set: (patch) => {
          form.setValues((current) => ({ ...current, ...patch }));
          form.setProblems((problems) => Object.fromEntries(Object.entries(problems).filter(([field]) => !(field in patch))));
        },
        errors,
        mode: 'wizard',
        beforePublishRef,
      }}
    >
      <WizardFrame
        stepIndex={index}
        stepCount={steps.length}
        phase={{ index: phase.index, count: phase.count, name: phaseName }}
        title={title}
        description={t(`steps.${step}.description`)}
        onBack={index > 0 ? onBack : undefined}
        onNext={onNext}
        onSaveAndExit={onSaveAndExit}
        nextLabel={isLast ? (saving ? t('wizard.publishing') : t('wizard.publish')) : undefined}
        isSaving={saving}
      >
        <div ref={bodyRef} className="flex flex-col gap-6">
          <p className="-mt-4 text-sm text-muted-foreground">
            {rv ? t('wizard.editing', { name: rv.DisplayName }) : t('wizard.newListing')}
          </p>
          {state.notice === 'locked' ? <Banner tone="info">{t('wizard.locked')}</Banner> : null}
          {!rv && step === firstStep ? <ResumeDraft dashboard={dashboard} /> : null}
          {shownFailure ? (
            <div data-slot="wizard-errors" tabIndex={-1} className="outline-none">
              <Banner tone="danger" title={missing.length ? t('wizard.missingTitle') : undefined}>
                <p>{shownFailure}</p>
                {missing.length && rv ? (
                  <ul className="mt-2 list-disc ps-5">
                    {missing.map((m) => (
                      <li key={m.Step}>
                        <Link className="font-semibold underline underline-offset-4" to={stepPath(m.Step as RvWizardStep, rv.Id)}>
                          {t('wizard.missingLink', { step: t(`steps.${m.Step}.title`) })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Banner>
            </div>
          ) : null}
          <Step />
        </div>
      </WizardFrame>
    </RvFormContext.Provider>
  );
}
