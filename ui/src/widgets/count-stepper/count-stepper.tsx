import { MinusIcon, PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { buttonVariants } from '../../components/button/button.tsx';
import { FieldDescription, FieldError, FieldLabel, Input } from '../../components/field/index.ts';
import { numberFieldMessages } from '../../components/number-field/number-field-messages.ts';
import { stepperButtonVariants } from '../../components/number-field/number-field.tsx';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';

type CountStepperProps = Omit<AriaNumberFieldProps, 'children' | 'formatOptions' | 'step'> & {
  /** What is counted ("Sleeps", "Slide-outs", "Queen beds"). */
  label: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
};

/**
 * A whole count on one row: the label and its description at the start, − value + at the end. Arrow keys,
 * Home and End step the value; typing is clamped to the range; the buttons are named "Increase <label>".
 */
function CountStepper({ label, description, errorMessage, className, minValue = 0, maxValue = 99, ...props }: CountStepperProps) {
  const t = useMessages(numberFieldMessages);
  return (
    <AriaNumberField
      data-slot="count-stepper"
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      className={cn('group/field grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <FieldLabel isRequired={props.isRequired} className="text-base font-medium">
          {label}
        </FieldLabel>
        {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      </div>
      <div data-slot="count-stepper-controls" className="flex items-center gap-2">
        <AriaButton
          slot="decrement"
          aria-label={t.decrease}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm', iconOnly: true }), stepperButtonVariants(), 'size-10')}
        >
          <MinusIcon aria-hidden="true" />
        </AriaButton>
        <Input className="h-10 w-14 border-transparent bg-transparent px-1 text-center text-base tabular-nums" />
        <AriaButton
          slot="increment"
          aria-label={t.increase}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm', iconOnly: true }), stepperButtonVariants(), 'size-10')}
        >
          <PlusIcon aria-hidden="true" />
        </AriaButton>
      </div>
      <FieldError className="col-span-2">{errorMessage}</FieldError>
    </AriaNumberField>
  );
}

export { CountStepper, type CountStepperProps };
