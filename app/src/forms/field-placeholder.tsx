// A field's place while its code loads (lib/after-first-page-widget.tsx): the label, a box of the control's
// height showing its text, the help text, drawn as the ui's fields draw them, so nothing moves when the field arrives.
import type { ReactNode } from 'react';

/** A field's label as the ui draws it (its required mark too), in a placeholder. */
export function PlaceholderLabel({ label, isRequired }: { label?: ReactNode; isRequired?: boolean }) {
  if (label == null) return null;
  return (
    <span className="inline-flex w-fit items-baseline gap-0.5 text-sm font-semibold">
      {label}
      {isRequired ? <span className="text-danger-foreground">*</span> : null}
    </span>
  );
}

export function FieldPlaceholder({
  label,
  description,
  text,
  isRequired,
  className,
  children,
}: {
  label?: ReactNode;
  description?: ReactNode;
  /** What the control shows (a select's choice). */
  text?: ReactNode;
  isRequired?: boolean;
  className?: string;
  /** The control as drawn, when it is not a box (a stepper's buttons); else a box showing `text`. */
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 text-foreground ${className ?? ''}`} aria-hidden="true">
      <PlaceholderLabel label={label} isRequired={isRequired} />
      {children ?? (
        <div className="flex h-10 w-full items-center rounded-md border border-input bg-surface px-3 text-base text-surface-foreground sm:text-sm">
          <span className="truncate">{text}</span>
        </div>
      )}
      {description != null ? <span className="text-sm text-muted-foreground">{description}</span> : null}
    </div>
  );
}
