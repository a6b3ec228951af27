// rvs/{rvId}/addons: extras renters can add to a trip, with names in English and French, a price per night or per
// trip and the most per booking. Checked with the contract's schema before sending, in the page's language.
import { type HostRv, type RvAddOn, rvWords } from '@rove/contract';
import { Banner, Button, CountStepper, MoneyField, Radio, RadioGroup, TextArea, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { hostRvApi } from '../host-rv-api.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';

type Draft = {
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  price: number | null;
  per: 'night' | 'trip';
  max: number;
};

const empty: Draft = { nameEn: '', nameFr: '', descriptionEn: '', descriptionFr: '', price: null, per: 'trip', max: 1 };
const fromAddOn = (a: RvAddOn): Draft => ({
  nameEn: a.Name.en,
  nameFr: a.Name.fr,
  descriptionEn: a.Description.en,
  descriptionFr: a.Description.fr,
  price: a.Price,
  per: a.PricePer,
  max: a.MaxQuantity,
});
const toInput = (d: Draft) => ({
  Name: { en: d.nameEn, fr: d.nameFr },
  Description: { en: d.descriptionEn, fr: d.descriptionFr },
  Price: d.price ?? Number.NaN,
  PricePer: d.per,
  MaxQuantity: d.max,
});

const addOnFields: Record<string, keyof Draft> = {
  Name: 'nameEn',
  Description: 'descriptionEn',
  Price: 'price',
  PricePer: 'per',
  MaxQuantity: 'max',
};

/** The form's field of a body path of RvAddOnInputSchema (a name or description in either language is the English box's). */
export const addOnFieldOf = (path: string): keyof Draft => addOnFields[path.split('.')[0]] ?? 'nameEn';

export function AddOnsSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const inCurrency = useMoney();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async (addOn: RvAddOn) => {
    setFailure(null);
    try {
      await hostRvApi.removeAddOn(rv.Id, addOn.Id);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('common.networkError'));
    }
  };
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <p className="text-muted-foreground">{t('edit.addonsIntro')}</p>
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      {rv.AddOns.length === 0 ? <p>{t('edit.addonsEmpty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {rv.AddOns.map((addOn) => (
          <li key={addOn.Id} className="rounded-xl border border-border bg-surface p-4">
            {editing === addOn.Id ? (
              <AddOnForm rv={rv} addOn={addOn} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-semibold">{addOn.Name[locale]}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('edit.addonPriceLine', {
                      price: inCurrency(addOn.Price, rv.Currency),
                      per: t(addOn.PricePer === 'night' ? 'edit.addonPerNight' : 'edit.addonPerTrip').toLowerCase(),
                      max: addOn.MaxQuantity,
                    })}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(addOn.Id)}>
                    {t('edit.addonEdit', { name: addOn.Name[locale] })}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => void remove(addOn)}>
                    {t('edit.addonRemove', { name: addOn.Name[locale] })}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <div className="rounded-xl border border-border bg-surface p-4">
          <AddOnForm rv={rv} onDone={() => setEditing(null)} />
        </div>
      ) : (
        <Button variant="outline" className="w-fit" onClick={() => setEditing('new')}>
          {t('edit.addonAdd')}
        </Button>
      )}
    </div>
  );
}

function AddOnForm({ rv, addOn, onDone }: { rv: HostRv; addOn?: RvAddOn; onDone: () => void }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  // Checked with the contract's RvAddOnInputSchema (the server's), worded by its rvWords.
  const form = useContractForm({
    schema: () => import('../rv-schemas.ts').then((m) => m.RvAddOnInputSchema),
    initial: (): Draft => (addOn ? fromAddOn(addOn) : empty),
    toBody: toInput,
    fieldOf: addOnFieldOf,
    namespace: 'owner',
    words: rvWords,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const draft = form.values;
  const set = (patch: Partial<Draft>) => {
    for (const [field, value] of Object.entries(patch)) form.set(field as keyof Draft)(value as never);
  };
  const err = (field: keyof Draft) => (form.problems[field] ? { isInvalid: true, errorMessage: form.message(field) } : {});

  const submit = form.onSubmit(async (input) => {
    setFailure(null);
    try {
      if (addOn) await hostRvApi.saveAddOn(rv.Id, addOn.Id, input);
      else await hostRvApi.addAddOn(rv.Id, input);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        form.showServerErrors(error.body);
        setFailure(error.message);
      } else setFailure(t('common.networkError'));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={addOn ? t('edit.addonEdit', { name: addOn.Name[locale] }) : t('edit.addonAdd')}
    >
      {failure ? (
        <Banner tone="danger" urgent>
          {failure}
        </Banner>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('edit.addonNameEn')}
          value={draft.nameEn}
          onChange={(nameEn) => set({ nameEn })}
          maxLength={60}
          {...err('nameEn')}
        />
        <TextField label={t('edit.addonNameFr')} value={draft.nameFr} onChange={(nameFr) => set({ nameFr })} maxLength={60} />
        <TextArea
          label={t('edit.addonDescriptionEn')}
          value={draft.descriptionEn}
          onChange={(descriptionEn) => set({ descriptionEn })}
          rows={2}
          maxLength={300}
          {...err('descriptionEn')}
        />
        <TextArea
          label={t('edit.addonDescriptionFr')}
          value={draft.descriptionFr}
          onChange={(descriptionFr) => set({ descriptionFr })}
          rows={2}
          maxLength={300}
        />
      </div>
      <MoneyField
        label={t('edit.addonPrice')}
        currency={rv.Currency}
        value={draft.price}
        onChange={(price) => set({ price })}
        isRequired
        {...err('price')}
      />
      <RadioGroup
        label={t('edit.addonPer')}
        orientation="horizontal"
        value={draft.per}
        onChange={(per) => set({ per: per as Draft['per'] })}
        {...err('per')}
      >
        <Radio value="night">{t('edit.addonPerNight')}</Radio>
        <Radio value="trip">{t('edit.addonPerTrip')}</Radio>
      </RadioGroup>
      <div className="max-w-md">
        <CountStepper
          label={t('edit.addonMax')}
          value={draft.max}
          onChange={(max) => set({ max: Number.isNaN(max) ? 1 : max })}
          minValue={1}
          maxValue={20}
          {...err('max')}
        />
      </div>
      <div className="flex gap-3">
        <Button type="submit" loading={form.pending}>
          {t('edit.addonSave')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
