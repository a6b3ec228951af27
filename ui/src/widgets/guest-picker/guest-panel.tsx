// The open guest picker's controls (number fields and switch come from react-aria), in ./guest-popover.tsx's chunk.
import { NumberField } from '../../components/number-field/index.ts';
import { Switch } from '../../components/switch/index.ts';
import type { GuestPickerMessages } from './guest-picker.tsx';
import type { Guests, guestLimits } from './guests.ts';

export type GuestPanelProps = {
  guests: Guests;
  limits: ReturnType<typeof guestLimits>;
  sleeps?: number | null;
  full: boolean;
  t: GuestPickerMessages;
  update: (patch: Partial<Guests>) => void;
};

export default function GuestPanel({ guests, limits, sleeps, full, t, update }: GuestPanelProps) {
  return (
    <>
      <NumberField
        variant="stepper"
        label={t.adults}
        description={t.adultsDescription}
        value={guests.adults}
        minValue={limits.adults.min}
        maxValue={limits.adults.max}
        step={1}
        onChange={(adults) => update({ adults })}
      />
      <NumberField
        variant="stepper"
        label={t.children}
        description={t.childrenDescription}
        value={guests.children}
        minValue={limits.children.min}
        maxValue={limits.children.max}
        step={1}
        onChange={(children) => update({ children })}
      />
      <Switch isSelected={guests.pets} onChange={(pets) => update({ pets })}>
        {t.pets}
      </Switch>
      {sleeps != null ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {full ? t.full : t.sleeps(sleeps)}
        </p>
      ) : null}
    </>
  );
}
