// The ui's heavier fields for signed-in forms, each loaded once the page has shown (lib/app-ready.tsx), in a chunk of
// its own, and drawn meanwhile in its place with the same label and text, so nothing moves when it arrives (issue 35:
// with them, the pages below were over their 200 KiB budget before they could show).
// - The number field (a booking's destination distance, its services' quantities): react-aria's number parts and the
//   number formatter, about 14 KiB gzip.
// - A radio choice (the kind of a claim, how a changed trip uses the RV): react-aria's radio group and its focus scope, about 8 KiB.
import type { NumberField as NumberFieldNow } from '@rove/ui';
import type { ComponentProps } from 'react';
import { afterFirstPageWidget } from '../lib/after-first-page-widget.tsx';
import { FieldPlaceholder, PlaceholderLabel } from './field-placeholder.tsx';
import type { RadioChoiceProps } from './radio-choice.tsx';

export const NumberFieldAfterFirstPage = afterFirstPageWidget<ComponentProps<typeof NumberFieldNow>>(
  () => import('@rove/ui/components/number-field').then((m) => m.NumberField),
  ({ label, description, value, className, variant, isRequired }) => {
    const text = value !== undefined && Number.isFinite(value) ? String(value) : undefined;
    return (
      <FieldPlaceholder
        label={label}
        description={description}
        isRequired={isRequired}
        text={text}
        className={typeof className === 'string' ? className : undefined}
      >
        {variant === 'stepper' ? (
          // The stepper as drawn: its round minus and plus buttons either side of the value.
          <div className="flex items-center gap-3">
            <span className="size-8 rounded-full border border-input bg-surface" />
            <span className="flex h-10 w-14 items-center justify-center text-base tabular-nums sm:text-sm">{text}</span>
            <span className="size-8 rounded-full border border-input bg-surface" />
          </div>
        ) : null}
      </FieldPlaceholder>
    );
  },
);

export const RadioChoiceAfterFirstPage = afterFirstPageWidget<RadioChoiceProps>(
  () => import('./radio-choice.tsx').then((m) => m.RadioChoice),
  ({ label, description, options, value, isRequired }) => (
    // The ui's radio group as drawn (its label, and each option's circle and label), not yet operable.
    <div className="flex flex-col gap-2 text-foreground" aria-hidden="true">
      <PlaceholderLabel label={label} isRequired={isRequired} />
      {description != null ? <span className="-mt-1 text-sm text-muted-foreground">{description}</span> : null}
      <div className="flex flex-col gap-3">
        {options.map((option) => (
          <span key={option.value} className="inline-flex w-fit items-start gap-2 text-sm">
            <span
              className={`mt-0.5 size-5 shrink-0 rounded-full border-2 ${option.value === value ? 'border-primary bg-primary' : 'border-input bg-surface'}`}
            />
            <span className="py-0.5 leading-5">{option.label}</span>
          </span>
        ))}
      </div>
    </div>
  ),
);
