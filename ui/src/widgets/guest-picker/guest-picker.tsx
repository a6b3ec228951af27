import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/index.ts';
import { ChevronDownIcon, UsersIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { clampGuests, defaultGuests, type Guests, guestLimits, guestSummary } from './guests.ts';

export type GuestPickerMessages = (typeof guestPickerMessages)[keyof typeof guestPickerMessages];

/**
 * The open picker's code (its popover, steppers and switch), loaded when a pointer enters the summary button, it takes
 * focus or it is pressed (the closed picker is only that button); call it to have it sooner (a story's loader, a page
 * about to open the picker).
 */
export const loadGuestPanel = () => import('./guest-popover.tsx');
const GuestPopover = lazy(loadGuestPanel);
const preload = () => {
  loadGuestPanel().catch(() => undefined);
};

const guestPickerMessages = defineMessages({
  en: {
    label: 'Guests',
    adults: 'Adults',
    adultsDescription: 'Ages 13 and up',
    children: 'Children',
    childrenDescription: 'Ages 2 to 12',
    pets: 'Bringing pets',
    sleeps: (count: number) => `This RV sleeps ${count}.`,
    full: 'You have reached the number of people this RV sleeps.',
  },
  fr: {
    label: 'Voyageurs',
    adults: 'Adultes',
    adultsDescription: '13 ans et plus',
    children: 'Enfants',
    childrenDescription: 'De 2 à 12 ans',
    pets: 'Avec des animaux',
    sleeps: (count: number) => `Ce VR compte ${count} couchage${count > 1 ? 's' : ''}.`,
    full: 'Vous avez atteint le nombre de couchages de ce VR.',
  },
});

type GuestPickerProps = {
  value?: Guests;
  defaultValue?: Guests;
  onChange?: (guests: Guests) => void;
  /** The RV's sleeping capacity: adults plus children cannot go above it. */
  sleeps?: number | null;
  label?: string;
  isDisabled?: boolean;
  className?: string;
};

/** Adults (at least 1), children and pets, in a popover opened from a summary button. */
function GuestPicker({ value, defaultValue = defaultGuests, onChange, sleeps, label, isDisabled, className }: GuestPickerProps) {
  const t = useMessages(guestPickerMessages);
  const { locale } = useUiLocale();
  const [own, setOwn] = useState(() => clampGuests(defaultValue, sleeps));
  const guests = value ? clampGuests(value, sleeps) : own;
  const limits = guestLimits(guests, sleeps);
  const full = sleeps != null && guests.adults + guests.children >= sleeps;
  const update = (patch: Partial<Guests>) => {
    const next = clampGuests({ ...guests, ...patch }, sleeps);
    if (!value) setOwn(next);
    onChange?.(next);
  };
  const summary = guestSummary(guests, locale);

  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (Radix then runs the popover's opening and closing as its own trigger would).
  const [opened, setOpened] = useState(false);
  const dialogId = useId();
  const name = label ?? t.label;

  return (
    <div data-slot="guest-picker" className={cn('flex flex-col gap-1.5', className)}>
      <Button
        ref={triggerRef}
        variant="outline"
        disabled={isDisabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
        className="h-auto min-h-11 w-full max-w-md justify-between py-1.5 text-start"
      >
        <span className="flex items-center gap-2">
          <UsersIcon aria-hidden="true" />
          <span className="flex flex-col">
            <span className="text-xs font-medium text-muted-foreground">{name}</span>
            <span className="font-normal">{summary}</span>
          </span>
        </span>
        <ChevronDownIcon aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <GuestPopover
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            id={dialogId}
            label={name}
            guests={guests}
            limits={limits}
            sleeps={sleeps}
            full={full}
            t={t}
            update={update}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

export { GuestPicker, type GuestPickerProps };
