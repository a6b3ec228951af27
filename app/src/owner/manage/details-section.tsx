// rvs/{rvId}/details: the listing's words, the vehicle, where it is, sleeping and what is on board, in one form saved
// on its own (a chunk of its own: only this section loads the location search and the pickers).
import { type HostRv, stepApplies } from '@rove/contract';
import { useTranslation } from 'react-i18next';
import { AmenitiesField, ParkAmenitiesField } from '../fields/amenity-fields.tsx';
import { DescriptionField, NameField } from '../fields/listing-fields.tsx';
import { LocationField } from '../fields/location-field.tsx';
import { SleepingFields, SlideoutsField } from '../fields/sleeping-fields.tsx';
import { TypeField } from '../fields/type-field.tsx';
import {
  BrandField,
  HitchSizeField,
  HitchWeightField,
  LengthField,
  ModelField,
  WeightField,
  YearField,
} from '../fields/vehicle-fields.tsx';
import { fieldsOf } from './rv-sections.ts';
import { SectionForm, SectionGroup } from './section-form.tsx';

export function DetailsSection({ rv }: { rv: HostRv }) {
  const { t } = useTranslation('owner');
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
}
