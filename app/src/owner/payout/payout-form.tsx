// The payout method's form: a US or Canadian bank account, checked before it is saved (the routing checksum, the two
// account numbers alike; only the routing and the last four digits are kept). One form for the host's payout page
// (host/profile/payout-page.tsx, through owner/index.ts) and the wizard's publish step, which asks for it when none
// is on file (issue 38). Saving answers the method and what was held for want of it (paid at once): the one SWR key
// of the payout method takes the answer, so host mode's banner goes away.
import type { PayoutMethodAnswer, PayoutMethodInput } from '@rove/contract';
import { hostWords, payoutAccountProblems } from '@rove/contract';
import { TextField } from '@rove/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { apiFetch } from '../../api/api-fetch.ts';
import { payoutMethodKey, payoutsKey } from '../../api/payout-method.ts';
import { codeProblems } from '../../forms/contract-form.ts';
import { CountrySelect } from '../../forms/country-select.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { i18n } from '../../i18n/i18n.ts';

export type PayoutFormValues = {
  Country: PayoutMethodInput['Country'];
  AccountHolder: string;
  RoutingNumber: string;
  InstitutionNumber: string;
  TransitNumber: string;
  AccountNumber: string;
  ConfirmAccountNumber: string;
};

export const emptyPayoutForm: PayoutFormValues = {
  Country: 'US',
  AccountHolder: '',
  RoutingNumber: '',
  InstitutionNumber: '',
  TransitNumber: '',
  AccountNumber: '',
  ConfirmAccountNumber: '',
};

/** Whether the host typed anything in the account's fields (the country alone is not an answer). */
export const payoutFormTouched = (values: PayoutFormValues) =>
  Object.entries(values).some(([field, value]) => field !== 'Country' && String(value).trim() !== '');

/** The form, checked by the contract's schema and account rules; worded by the host catalogue. */
export function usePayoutForm(scope?: RefObject<HTMLElement | null>) {
  return useContractForm({
    // The schema (and zod) load at the form's first check, not with the page that shows it.
    schema: () => import('../rv-schemas.ts').then((m) => m.PayoutMethodInputSchema),
    initial: emptyPayoutForm,
    toBody: (values) => values,
    // The account checks (routing checksum, the two numbers alike) once the fields have their shape.
    check: (values, schema) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? codeProblems(payoutAccountProblems(parsed.data)) : {};
    },
    namespace: 'host',
    words: hostWords,
    scope,
  });
}

export type PayoutForm = ReturnType<typeof usePayoutForm>;

/** Saves the method (refusals in the page's language); the answer becomes the payout method's SWR entry. */
export async function savePayoutMethod(input: PayoutMethodInput): Promise<PayoutMethodAnswer> {
  const answer = await apiFetch<PayoutMethodAnswer>(payoutMethodKey, {
    method: 'PUT',
    body: input,
    headers: { 'Accept-Language': i18n.language === 'fr' ? 'fr-CA' : 'en-US' },
    quietStatuses: [400, 422],
  });
  await mutate(payoutMethodKey, answer, { revalidate: false });
  // Payouts held for want of a method were paid: the history is read again when next shown.
  void mutate(payoutsKey);
  return answer;
}

/** The account's fields (no form element: the payout page and the wizard each put them in theirs). */
export function PayoutFields({ form }: { form: PayoutForm }) {
  const { t } = useTranslation('host');
  const field = (key: Exclude<keyof PayoutFormValues, 'Country'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} autoComplete="off" inputMode="numeric" {...form.field(key)} {...extra} />
  );
  return (
    <>
      <CountrySelect label={t('payout.country')} value={form.values.Country} onChange={form.set('Country')} />
      {field('AccountHolder', t('payout.holder'), { inputMode: 'text', autoComplete: 'name' })}
      {form.values.Country === 'US' ? (
        field('RoutingNumber', t('payout.routing'))
      ) : (
        <>
          {field('InstitutionNumber', t('payout.institution'))}
          {field('TransitNumber', t('payout.transit'))}
        </>
      )}
      {field('AccountNumber', t('payout.accountNumber'))}
      {field('ConfirmAccountNumber', t('payout.confirmAccount'))}
    </>
  );
}
