// The navigation sheet of narrow screens. Its code (the Sheet, on the Dialog primitive) loads when the menu is first
// opened (site-header.tsx), not with every page; the header renders the menu button itself.
import type { ReactNode, RefObject } from 'react';
import { Sheet, SheetContent } from '@rove/ui/components/sheet';

export default function MobileMenu({
  open,
  onOpenChange,
  title,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The menu button: focus goes back to it when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={title}
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
