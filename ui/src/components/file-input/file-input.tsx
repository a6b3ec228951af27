import { type ChangeEvent, type ComponentProps, type Ref, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { composeRefs } from '../../lib/slot.tsx';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';
import { Button } from '../button/button.tsx';

const fileInputMessages = defineMessages({
  en: {
    choose: 'Choose a file',
    chooseMany: 'Choose files',
    none: 'No file chosen',
    count: (n: number) => `${n} files`,
  },
  fr: {
    choose: 'Choisir un fichier',
    chooseMany: 'Choisir des fichiers',
    none: 'Aucun fichier choisi',
    count: (n: number) => `${n} fichiers`,
  },
});

type FileInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'children' | 'ref'> & {
  ref?: Ref<HTMLInputElement>;
  /** The button's words; "Choose a file" (or "Choose files" when `multiple`) in the reader's language by default. */
  chooseLabel?: string;
  /**
   * Whether the chosen file's name (or how many were chosen) follows the button: "No file chosen" before any. Off where
   * the page says what became of the files itself (and empties the input once it has them: no change event then).
   */
  showChosen?: boolean;
  /** Classes for the wrapper (the button and the chosen file's name). */
  className?: string;
};

/**
 * The browser's file input in the page's language and within its column: the input itself (named by its `<label>`
 * or `aria-label`) is visually hidden but takes the focus, the keyboard and the screen reader; a button drawn beside
 * it opens it for a pointer and shows its focus, and the chosen file's name follows (or how many were chosen). The
 * browser's own control wrote "Choose File / No file chosen" in the browser's language on a French page, and did not
 * shrink: on a 390 px screen a host's profile form was 4 px wider than the screen.
 */
function FileInput({
  ref,
  chooseLabel,
  showChosen = true,
  className,
  onChange,
  multiple,
  disabled,
  id,
  'aria-describedby': describedBy,
  ...props
}: FileInputProps) {
  const t = useMessages(fileInputMessages);
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useMemo(() => composeRefs(input, ref), [ref]);
  const ownId = useId();
  const inputId = id ?? ownId;
  const nameId = `${inputId}-chosen`;
  const [chosen, setChosen] = useState<string[]>([]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen([...(event.currentTarget.files ?? [])].map((file) => file.name));
    onChange?.(event);
  };
  return (
    <div data-slot="file-input" className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <input
        {...props}
        ref={inputRef}
        id={inputId}
        type="file"
        multiple={multiple}
        disabled={disabled}
        aria-describedby={[describedBy, showChosen ? nameId : ''].filter(Boolean).join(' ') || undefined}
        onChange={choose}
        className="peer sr-only"
      />
      {/* The input takes the focus and the keys (it is the control a screen reader meets); this button is for the eye
          and the pointer: hidden from assistive technologies, out of the tab order, outlined while the input has the
          keyboard's focus. */}
      <Button
        type="button"
        variant="outline"
        aria-hidden="true"
        tabIndex={-1}
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
      >
        {chooseLabel ?? (multiple ? t.chooseMany : t.choose)}
      </Button>
      {showChosen ? (
        <span id={nameId} className="min-w-0 max-w-full truncate text-sm text-muted-foreground">
          {chosen.length === 0 ? t.none : chosen.length === 1 ? chosen[0] : t.count(chosen.length)}
        </span>
      ) : null}
    </div>
  );
}

export { FileInput, type FileInputProps };
