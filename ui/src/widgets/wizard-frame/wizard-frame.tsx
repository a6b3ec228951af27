import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { ArrowLeftIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { wizardFrameMessages } from './wizard-frame-messages.ts';
import { wizardProgress } from './wizard-progress.ts';

interface WizardFrameProps {
  /** 0-based index of the step shown. */
  stepIndex: number;
  stepCount: number;
  /**
   * The part of the flow the step belongs to. Given, the progress counts parts and names the current one ("Step 2
   * of 6: Where it is"): their number holds still where the count of steps would change with the answers.
   * `stepIndex` and `stepCount` still decide Back and the last step.
   */
  phase?: { index: number; count: number; name: string };
  /** The step's question or title; it is the page heading and is announced on each step change. */
  title: string;
  description?: ReactNode;
  /** The step's fields. They sit inside the frame's form: Enter in a field means Next. */
  children: ReactNode;
  /** Omitted (or on the first step): no Back button. */
  onBack?: () => void;
  onNext: () => void;
  onSaveAndExit?: () => void;
  /** Defaults to "Next", and "Publish listing" on the last step. */
  nextLabel?: string;
  /** The step is not complete yet: Next stays visible but does nothing. */
  isNextDisabled?: boolean;
  /** A save is in flight: Next and Save and exit wait. */
  isSaving?: boolean;
  headingLevel?: 1 | 2;
  className?: string;
}

/** The host listing wizard's frame: step title, progress, Back, Next, Save and exit. */
function WizardFrame({
  stepIndex,
  stepCount,
  phase,
  title,
  description,
  children,
  onBack,
  onNext,
  onSaveAndExit,
  nextLabel,
  isNextDisabled = false,
  isSaving = false,
  headingLevel = 1,
  className,
}: WizardFrameProps) {
  const t = useMessages(wizardFrameMessages);
  const progress = wizardProgress(stepIndex, stepCount);
  // What the host reads and hears of their place: the part (with its name) when the flow has parts, else the step.
  const shown = phase ? wizardProgress(phase.index, phase.count) : progress;
  const place = phase ? t.phaseOf(shown.current, shown.total, phase.name) : t.stepOf(progress.current, progress.total);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const shownStep = useRef(stepIndex);

  // On a step change (not on the first render): say where the host is, and put focus on the new step's heading
  // so that the next Tab continues in the new step, not in the footer.
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    setAnnouncement(phase ? t.announceAt(place, title) : t.announce(stepIndex + 1, stepCount, title));
    headingRef.current?.focus();
  }, [stepIndex, stepCount, phase, place, title, t]);

  const blocked = isNextDisabled || isSaving;
  return (
    <div data-slot="wizard-frame" className={cn('flex min-h-full flex-col bg-background text-foreground', className)}>
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p data-slot="wizard-step-count" className="text-sm font-semibold text-muted-foreground">
          {place}
        </p>
        {onSaveAndExit ? (
          <Button variant="outline" size="sm" aria-disabled={isSaving || undefined} onClick={() => !isSaving && onSaveAndExit()}>
            {t.saveAndExit}
          </Button>
        ) : null}
      </div>
      <progress
        aria-label={t.progress}
        aria-valuetext={place}
        value={shown.current}
        max={shown.total}
        data-slot="wizard-progress"
        className={cn(
          'block h-1.5 w-full appearance-none border-0 bg-muted',
          '[&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary',
          'motion-safe:[&::-webkit-progress-value]:transition-[width] motion-safe:[&::-webkit-progress-value]:duration-slow',
          'forced-colors:border forced-colors:border-[CanvasText]',
        )}
      />
      <form
        className="flex flex-1 flex-col"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) onNext();
        }}
      >
        <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-3 px-4 py-10 sm:px-6">
          <Heading
            ref={headingRef}
            tabIndex={-1}
            data-slot="wizard-title"
            className="font-display text-2xl font-semibold text-foreground outline-none sm:text-3xl"
          >
            {title}
          </Heading>
          {description ? <div className="text-muted-foreground">{description}</div> : null}
          <div data-slot="wizard-body" className="mt-6">
            {children}
          </div>
        </div>
        <div
          data-slot="wizard-actions"
          data-bottom-bar=""
          className="sticky bottom-0 flex items-center justify-between gap-3 border-t border-border bg-surface px-4 py-3 sm:px-6"
        >
          {onBack && !progress.isFirst ? (
            <Button variant="ghost" onClick={() => !isSaving && onBack()} aria-disabled={isSaving || undefined}>
              <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
              {t.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="lg" aria-disabled={blocked || undefined} aria-busy={isSaving || undefined}>
            {isSaving ? <Spinner size="sm" decorative /> : null}
            {nextLabel ?? (progress.isLast ? t.finish : t.next)}
          </Button>
        </div>
      </form>
      {/* Present from the start, so the first step change is announced. */}
      <div aria-live="polite" className="sr-only" data-slot="wizard-announcer">
        {announcement}
      </div>
    </div>
  );
}

export { WizardFrame, type WizardFrameProps };
