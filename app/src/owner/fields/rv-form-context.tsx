// The context every field group reads: the RV as saved, the values being edited, their errors, the RV's currency
// and distance unit. The wizard gives one step's fields; an edit section gives several groups in one form.
import type { Currency, DistanceUnit } from '@rove/contract';
import { type HostRv, isDrivable } from '@rove/contract';
import { createContext, useContext } from 'react';
import type { FormErrors, RvFormValues } from '../rv-form.ts';

export interface RvFormContextValue {
  rv: HostRv | null;
  values: RvFormValues;
  set: (patch: RvFormValues) => void;
  errors: FormErrors;
  /** Where the form lives: the wizard shows one step's question as the page heading, sections show group headings. */
  mode: 'wizard' | 'edit';
  /**
   * The wizard's last step: work a part of the step does before publishing (the payout method, when one is typed);
   * false stops the publishing (that part shows why).
   */
  beforePublishRef?: { current: (() => Promise<boolean>) | null };
}

export const RvFormContext = createContext<RvFormContextValue | null>(null);

export function useRvForm(): RvFormContextValue & {
  error: (field: string) => { isInvalid: boolean; errorMessage?: string };
  currency: Currency;
  unit: DistanceUnit;
  drivable: boolean;
} {
  const context = useContext(RvFormContext);
  if (!context) throw new Error('useRvForm outside an RvFormContext');
  const type = (context.values.Type as HostRv['Type'] | undefined) ?? context.rv?.Type ?? null;
  return {
    ...context,
    error: (field) => (context.errors[field] ? { isInvalid: true, errorMessage: context.errors[field] } : { isInvalid: false }),
    currency: context.rv?.Currency ?? 'USD',
    unit: context.rv?.DistanceUnit ?? 'mi',
    drivable: type ? isDrivable(type) : false,
  };
}
