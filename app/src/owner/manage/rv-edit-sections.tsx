// An RV's edit sections (rvs/{rvId}/addons, photos, details, pricing, earn-more, insurance, preferences): each
// section's fields in one form, saved on its own, checked by the contract's rvUpdateSchema.
import { type HostRv, stepApplies } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { AmenitiesField, ParkAmenitiesField } from '../fields/amenity-fields.tsx';
import { DescriptionField, NameField } from '../fields/listing-fields.tsx';
import { LocationField } from '../fields/location-field.tsx';
import {
  CleaningFeeField,
  DiscountFields,
  NightlyPriceField,
  RentalTypeField,
  AllowanceFields,
  SecurityDepositField,
} from '../fields/pricing-fields.tsx';
import { CalendarFields, PreferencesFields, ProtectionField } from '../fields/rules-fields.tsx';
import { SleepingFields, SlideoutsField } from '../fields/sleeping-fields.tsx';
import {
  BrandField,
  HitchSizeField,
  HitchWeightField,
  LengthField,
  ModelField,
  WeightField,
  YearField,
} from '../fields/vehicle-fields.tsx';
import { TypeField } from '../fields/type-field.tsx';
import { stepFields } from '../rv-form.ts';
import { RvPhotosEditor } from '../rv-photos-editor.tsx';
import { AddOnsSection } from './addons-section.tsx';
import { EarnMoreSection } from './earn-more-section.tsx';
import { SectionForm, SectionGroup } from './section-form.tsx';
import { type Section, fieldsOf } from './rv-sections.ts';
import { Overview } from './rv-overview.tsx';

export function SectionBody({ rv, section, dashboard }: { rv: HostRv; section: Section; dashboard: string }) {
  const { t } = useTranslation('owner');
  switch (section) {
    case 'details':
      return (
        <SectionForm
          rv={rv}
          label={t('edit.sections.details')}
          fields={fieldsOf(rv, [
            'rv-type',
            'rv-year',
            'rv-manufacturer',
            'rv-model',
            'rv-length',
            'rv-weight',
            'hitch-size',
            'hitch-weight',
            'rv-location',
            'rv-sleeping-spots',
            'rv-slideouts',
            'rv-amenities',
            'park-amenities',
            'rv-name',
            'rv-description',
          ])}
        >
          <SectionGroup title={t('edit.listing')}>
            <NameField />
            <DescriptionField />
          </SectionGroup>
          <SectionGroup title={t('edit.vehicle')}>
            <TypeField />
            <YearField />
            <BrandField />
            <ModelField />
            <LengthField />
            <WeightField />
            {stepApplies('hitch-size', rv) ? (
              <>
                <HitchSizeField />
                <HitchWeightField />
              </>
            ) : null}
          </SectionGroup>
          <SectionGroup title={t('edit.where')}>
            <LocationField />
          </SectionGroup>
          <SectionGroup title={t('edit.sleeping')}>
            <SleepingFields />
            <SlideoutsField />
          </SectionGroup>
          <SectionGroup title={t('edit.onBoard')}>
            <AmenitiesField />
            {stepApplies('park-amenities', rv) ? <ParkAmenitiesField /> : null}
          </SectionGroup>
        </SectionForm>
      );
    case 'pricing':
      return (
        <SectionForm
          rv={rv}
          label={t('edit.sections.pricing')}
          fields={[
            ...fieldsOf(rv, ['base-price', 'cleaning-fee', 'security-deposit', 'longer-stays', 'rental-type']),
            ...stepFields('mileage-and-delivery', rv),
          ]}
        >
          <SectionGroup title={t('edit.nightly')}>
            <NightlyPriceField />
            <CleaningFeeField />
            <SecurityDepositField />
          </SectionGroup>
          <SectionGroup title={t('edit.discounts')}>
            <DiscountFields />
          </SectionGroup>
          <SectionGroup title={t('edit.allowances')}>
            <RentalTypeField />
            <AllowanceFields />
          </SectionGroup>
        </SectionForm>
      );
    case 'preferences':
      return (
        <SectionForm rv={rv} label={t('edit.sections.preferences')} fields={fieldsOf(rv, ['calendar-settings', 'booking-preferences'])}>
          <SectionGroup title={t('edit.rules')}>
            <PreferencesFields />
          </SectionGroup>
          <SectionGroup title={t('edit.times')}>
            <CalendarFields />
          </SectionGroup>
        </SectionForm>
      );
    case 'insurance':
      return <InsuranceSection rv={rv} />;
    case 'photos':
      return <RvPhotosEditor rv={rv} withCaptions headingLevel={3} />;
    case 'addons':
      return <AddOnsSection rv={rv} />;
    case 'earn-more':
      return <EarnMoreSection rv={rv} />;
    default:
      return <Overview rv={rv} dashboard={dashboard} />;
  }
}

function InsuranceSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
  if (!rv.ProtectionAcknowledged)
    return (
      <SectionForm rv={rv} label={t('edit.sections.insurance')} fields={['ProtectionAcknowledged']}>
        <SectionGroup title={t('edit.protection')}>
          <ProtectionField />
        </SectionGroup>
      </SectionForm>
    );
  return (
    <SectionGroup title={t('edit.protection')}>
      <div className="flex max-w-2xl flex-col gap-4">
        <p>{t('wizard.protectionBody1')}</p>
        <p>{t('wizard.protectionBody2')}</p>
        <p>{t('wizard.protectionBody3')}</p>
      </div>
    </SectionGroup>
  );
}
