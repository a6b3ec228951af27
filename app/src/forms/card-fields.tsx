// The card's three fields (number, MM/YY expiry, security code), bound to a card form of the one form pattern: the
// renter's payment and the host's saved cards show the same fields. The container lays them out.
import { TextField } from '@rove/ui';
import type { CardInput } from './card-details.ts';

interface CardForm {
  field: (name: keyof CardInput) => {
    name: string;
    value: string;
    onChange: (value: string) => void;
    isInvalid: boolean;
    errorMessage: string | undefined;
  };
}

export function CardFields({
  form,
  labels,
}: {
  form: CardForm;
  labels: { number: string; expiry: string; expiryHint: string; cvc: string };
}) {
  return (
    <>
      <TextField label={labels.number} inputMode="numeric" autoComplete="cc-number" isRequired {...form.field('number')} />
      <TextField label={labels.expiry} description={labels.expiryHint} autoComplete="cc-exp" isRequired {...form.field('expiry')} />
      <TextField label={labels.cvc} inputMode="numeric" autoComplete="cc-csc" isRequired {...form.field('cvc')} />
    </>
  );
}
