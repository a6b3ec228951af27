// The open guest picker, in its own chunk: Radix's popover (with floating-ui's positioning) and the steppers and
// switch of ./guest-panel.tsx (react-aria). The closed picker is only its summary button (./guest-picker.tsx), which
// loads this when a pointer enters it, it takes focus or it is pressed.
import { type RefObject, useRef } from 'react';
import { Popover, PopoverAnchor, PopoverContent } from '../../components/popover/index.ts';
import GuestPanel, { type GuestPanelProps } from './guest-panel.tsx';

export type GuestPopoverProps = GuestPanelProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The summary button: the popover sits under it, a press on it is its own (it toggles), and focus goes back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's id (the button's aria-controls) and name. */
  id: string;
  label: string;
};

export default function GuestPopover({ open, onOpenChange, triggerRef, id, label, ...panel }: GuestPopoverProps) {
  // Closed by a press or focus elsewhere: focus stays where the reader put it (as Radix's own trigger does).
  const leftOutside = useRef(false);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <PopoverContent
        id={id}
        align="start"
        aria-label={label}
        className="flex w-80 flex-col gap-4"
        // A press on the summary button toggles the picker itself: not a press outside that closes it first.
        onInteractOutside={(event) => {
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else leftOutside.current = true;
        }}
        // Closed by Escape or a press on the button: focus goes back to the button.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!leftOutside.current) triggerRef.current?.focus();
          leftOutside.current = false;
        }}
      >
        <GuestPanel {...panel} />
      </PopoverContent>
    </Popover>
  );
}
