// The promo code: checked against the server's estimate before it joins the trip (pending and error states);
// once applied, the breakdown shows its discount.
import { Button, TextField } from '@rove/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch } from '../../api/api-fetch.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { languageHeaders } from '../../api/language-headers.ts';
import { type EstimateParams, estimateQuery } from '../estimate-params.ts';

export function PromoCodeField({
  rvId,
  params,
  update,
}: {
  rvId: number;
  params: EstimateParams;
  update: (change: Partial<EstimateParams>) => void;
}) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const [code, setCode] = useState(params.promoCode);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply() {
    const value = code.trim();
    if (!value) {
      setError(t('promo.empty'));
      return;
    }
    const query = estimateQuery({ ...params, promoCode: value });
    if (!query) return;
    setPending(true);
    setError(null);
    try {
      await apiFetch(`/api/rvs/${rvId}/estimate`, { query, headers: languageHeaders(locale), quietStatuses: [409, 422] });
      update({ promoCode: value });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('promo.failed'));
    } finally {
      setPending(false);
    }
  }

  if (params.promoCode) {
    return (
      <output className="flex flex-wrap items-center gap-3 text-sm">
        <span>{t('promo.applied', { code: params.promoCode })}</span>
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setCode('');
            update({ promoCode: '' });
          }}
        >
          {t('promo.remove')}
        </Button>
      </output>
    );
  }
  return (
    <div className="flex flex-wrap items-start gap-3">
      <TextField
        className="min-w-48 flex-1"
        label={t('promo.label')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
        }}
      />
      <Button variant="outline" className="mt-6" loading={pending} onClick={apply}>
        {t('promo.apply')}
      </Button>
    </div>
  );
}
