// A field's place while its code loads (lib/app-ready.tsx afterFirstPageWidget): the label, a box of the control's
// height showing its text, the help text, drawn as the ui's fields draw them, so nothing moves when the field arrives.
import type { ReactNode } from 'react';

export function FieldPlaceholder({
  label,
  description,
  text,
  className,
}: {
  label?: ReactNode;
  description?: ReactNode;
  /** What the control shows (a select's choice). */
  text?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1.5 text-foreground ${className ?? ''}`} aria-hidden="true">
      {label != null ? <span className="inline-flex w-fit text-sm font-semibold">{label}</span> : null}
      <div className="flex h-10 w-full items-center rounded-md border border-input bg-surface px-3 text-base text-surface-foreground sm:text-sm">
        <span className="truncate">{text}</span>
      </div>
      {description != null ? <span className="text-sm text-muted-foreground">{description}</span> : null}
    </div>
  );
}
