// Renter details, the message to the host, the promo code and the submission of the booking request.
// The request carries an idempotency key kept for the same body, so a double click or a retry books once.
import { CancellationPolicySummary } from '../cancellation-policy-summary.tsx';
import { Banner, Button, PhoneField, TextArea, TextField } from '@rove/ui';
import { countries } from '@rove/contract/vocabulary';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../forms/country-select.tsx';
import { useNavigate } from 'react-router';
import { bookingEventPayload, track } from '../../shell/analytics/trip-quote-events.ts';
import { tripQuotePayload } from '../../shell/analytics/trip-quote.ts';
import { tripQuoteFinancial } from '../../shell/analytics/trip-quote-financial.ts';
import { ApiError, apiFetch } from '../../api/api-fetch.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { languageHeaders } from '../../api/language-headers.ts';
import type { Estimate, ListingDetail } from '../listing/listing-api.ts';
import { pathFor } from '../../routes/path-for.ts';
import { bookingEstimate, type EstimateParams } from '../estimate-params.ts';
import { createAttemptKeys } from '../../api/idempotency.ts';
import { PromoCodeField } from './promo-code-field.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import {
  emptyRenterForm,
  type KnownRenter,
  prefillRenterForm,
  type RenterForm,
  renterFieldOf,
  renterRequestBody,
  tripProblems,
} from './renter-form.ts';
import { useSession } from '../../api/session-store.ts';
import { useApi } from '../../api/use-api.ts';

interface CreatedBooking {
  Id: number;
  Status: string;
}

export function RenterDetailsForm({
  listing,
  params,
  update,
  estimate,
}: {
  listing: ListingDetail;
  params: EstimateParams;
  update: (change: Partial<EstimateParams>) => void;
  estimate: Estimate | undefined;
}) {
  const { t } = useTranslation('booking');
  const countryName = useCountryName();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const form = useContractForm({
    schema: () => import('../renter-schemas.ts').then((m) => m.RenterRequestSchema),
    // The signed-in renter's name from the start; the rest of what their account knows follows (below).
    initial: (): RenterForm => ({
      ...emptyRenterForm,
      firstName: session.user?.firstName ?? '',
      country: listing.Location.Country,
      licenceCountry: listing.Location.Country,
    }),
    toBody: renterRequestBody,
    fieldOf: renterFieldOf,
    check: (values) =>
      params.dateStart && params.dateEnd
        ? tripProblems(values, {
            dateStart: params.dateStart,
            dateEnd: params.dateEnd,
            protectionLevel: params.protectionLevel ?? estimate?.InsuranceProtectionLevel ?? null,
          })
        : {},
    namespace: 'booking',
  });
  // What the account knows (name, phone, city), filled into the fields the renter has not typed in, once.
  const { data: known } = useApi<KnownRenter>('/api/user-profiles/me/profile');
  const prefilled = useRef(false);
  const { setValues } = form;
  useEffect(() => {
    if (!known || prefilled.current) return;
    prefilled.current = true;
    setValues((current) =>
      prefillRenterForm(current, known, new Set(current.country === listing.Location.Country ? (['country'] as const) : [])),
    );
  }, [known, setValues, listing.Location.Country]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [keys] = useState(createAttemptKeys);

  const text = (field: keyof RenterForm, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} isRequired {...form.field(field)} {...extra} />
  );
  // The address's and the licence's country, among the contract's (a native select, named as everywhere else).
  const country = (field: 'country' | 'licenceCountry', label: string) => (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <select
        className="h-10 rounded-md border border-input bg-surface px-3 text-base sm:text-sm"
        name={field}
        value={form.values[field]}
        onChange={(e) => form.set(field)(e.currentTarget.value as RenterForm[typeof field])}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </select>
    </label>
  );

  // A second press while the first is in flight does nothing (and would reuse the same key anyway).
  const submit = form.onSubmit(async (renter) => {
    if (!params.dateStart || !params.dateEnd) return;
    const body = { RvId: listing.Id, Estimate: bookingEstimate(params, listing.Delivery), ...renter };
    setServerError(null);
    try {
      const booking = await apiFetch<CreatedBooking>('/api/bookings', {
        method: 'POST',
        body,
        headers: { ...languageHeaders(locale), 'Idempotency-Key': keys.keyFor(body) },
        quietStatuses: [403, 409, 422],
      });
      if (estimate) {
        const financial = tripQuoteFinancial(estimate);
        const quote = tripQuotePayload(
          {
            rvId: listing.Id,
            dateStart: params.dateStart,
            dateEnd: params.dateEnd,
            adults: params.adults,
            children: params.children,
            pets: params.pets,
            destination: params.destination,
            rvUsage: params.rvUsage,
            deliveryDistance: params.deliveryDistance,
          },
          financial,
          {
            hasSmartPricing: false,
            chargePerHourOver: listing.Pricing.GeneratorOveragePrice.Amount,
            surchargePerExtraKM: listing.Pricing.MileageOveragePrice.Amount,
            freeHoursPerDay: listing.Pricing.GeneratorHoursIncludedPerDay,
            freeDistancePerDay: listing.Pricing.MileageIncludedPerDay,
          },
          'request-to-book',
        );
        const payload = bookingEventPayload(
          {
            bookingId: booking.Id,
            rvId: listing.Id,
            rvType: listing.Type,
            startDate: params.dateStart,
            endDate: params.dateEnd,
            promoCode: params.promoCode || null,
            promoDollarValue: estimate.TotalPromotionalDiscountAmount,
            listingBasePrice: listing.Pricing.NightlyPrice.Amount,
            hasSmartPricing: false,
          },
          financial,
        );
        track({ name: 'RequestBookingSent', version: 7, payload: { ...payload, quote } });
      }
      navigate(pathFor('payment', { id: booking.Id }, locale));
    } catch (caught) {
      setServerError(caught instanceof ApiError ? caught.message : t('errors.network'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-labelledby="renter-heading">
      <h2 id="renter-heading" className="font-display text-xl font-semibold">
        {t('renter.title')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text('firstName', t('renter.firstName'), { autoComplete: 'given-name' })}
        {text('lastName', t('renter.lastName'), { autoComplete: 'family-name' })}
      </div>
      <PhoneField
        label={t('renter.phone')}
        countryCode={form.values.countryPhoneCode}
        onCountryCodeChange={form.set('countryPhoneCode')}
        {...form.field('phoneNumber')}
        isRequired
        isInvalid={Boolean(form.problems.phoneNumber || form.problems.countryPhoneCode)}
        errorMessage={form.message('phoneNumber') ?? form.message('countryPhoneCode')}
        autoComplete="tel-national"
      />
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('renter.address')}</legend>
        <div className="sm:col-span-2">{text('street', t('renter.street'), { autoComplete: 'street-address' })}</div>
        {text('city', t('renter.city'), { autoComplete: 'address-level2' })}
        {text('region', t('renter.region'), { autoComplete: 'address-level1' })}
        {text('postalCode', t('renter.postalCode'), { autoComplete: 'postal-code' })}
        {country('country', t('renter.country'))}
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t('renter.driver')}</legend>
        {text('dateOfBirth', t('renter.dateOfBirth'), { type: 'date', description: t('renter.ageRule'), autoComplete: 'bday' })}
        {text('licenceNumber', t('renter.licenceNumber'))}
        {text('licenceRegion', t('renter.licenceRegion'))}
        {country('licenceCountry', t('renter.licenceCountry'))}
        {text('licenceExpiresOn', t('renter.licenceExpiresOn'), { type: 'date' })}
      </fieldset>
      <TextArea
        label={t('renter.message', { name: listing.Host.FirstName })}
        description={t('renter.messageHint')}
        {...form.field('messageToHost')}
      />
      <PromoCodeField rvId={listing.Id} params={params} update={update} />
      {form.invalid || serverError ? (
        <Banner tone="danger" urgent title={t('errors.title')}>
          {form.invalid ? t('errors.fix') : serverError}
        </Banner>
      ) : null}
      <CancellationPolicySummary policy={listing.CancellationPolicy} />
      <Button type="submit" size="lg" loading={form.pending} disabled={!estimate}>
        {listing.InstantBook ? t('submit.instant') : t('submit.request')}
      </Button>
      <p className="text-sm text-muted-foreground">{listing.InstantBook ? t('submit.instantHint') : t('submit.requestHint')}</p>
    </form>
  );
}
