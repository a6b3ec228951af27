// Each step's fields load with the step (one chunk per group of fields), not with the wizard.
import type { RvWizardStep } from '@rove/contract';
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;
const pick =
  <M>(load: () => Promise<M>, name: keyof M): Loader =>
  async () => ({ default: (await load())[name] as ComponentType });

const vehicle = () => import('../fields/vehicle-fields.tsx');
const sleeping = () => import('../fields/sleeping-fields.tsx');
const amenities = () => import('../fields/amenity-fields.tsx');
const listing = () => import('../fields/listing-fields.tsx');
const pricing = () => import('../fields/pricing-fields.tsx');
const rules = () => import('../fields/rules-fields.tsx');

export const stepLoaders: Record<RvWizardStep, Loader> = {
  // The first step's radio group loads once the step has shown (the RV types drawn meanwhile): issue 35.
  'rv-type': pick(() => import('../fields/type-field-after-first-page.tsx'), 'TypeFieldAfterFirstPage'),
  'rv-year': pick(vehicle, 'YearField'),
  'rv-manufacturer': pick(vehicle, 'BrandField'),
  'rv-model': pick(vehicle, 'ModelField'),
  'rv-length': pick(vehicle, 'LengthField'),
  'rv-weight': pick(vehicle, 'WeightField'),
  'hitch-size': pick(vehicle, 'HitchSizeField'),
  'hitch-weight': pick(vehicle, 'HitchWeightField'),
  'rv-location': pick(() => import('../fields/location-field.tsx'), 'LocationField'),
  'earn-more': pick(() => import('../fields/earn-more-field.tsx'), 'EarnMoreField'),
  'rental-type': pick(pricing, 'RentalTypeField'),
  'rv-sleeping-spots': pick(sleeping, 'SleepingFields'),
  'rv-slideouts': pick(sleeping, 'SlideoutsField'),
  'rv-amenities': pick(amenities, 'AmenitiesField'),
  'park-amenities': pick(amenities, 'ParkAmenitiesField'),
  'rv-name': pick(listing, 'NameField'),
  'rv-description': pick(listing, 'DescriptionField'),
  'rv-photos': pick(() => import('../fields/photos-field.tsx'), 'PhotosField'),
  'base-price': pick(pricing, 'NightlyPriceField'),
  'cleaning-fee': pick(pricing, 'CleaningFeeField'),
  'security-deposit': pick(pricing, 'SecurityDepositField'),
  'longer-stays': pick(pricing, 'DiscountFields'),
  'mileage-and-delivery': pick(pricing, 'AllowanceFields'),
  'calendar-settings': pick(rules, 'CalendarFields'),
  'booking-preferences': pick(rules, 'PreferencesFields'),
  'no-insurance': pick(rules, 'ProtectionField'),
  'host-acceptance-education': pick(() => import('./publish-step.tsx'), 'PublishStep'),
};

const loading = new Map<RvWizardStep, Promise<ComponentType>>();
const loaded = new Map<RvWizardStep, ComponentType>();

/** Loads a step's fields (once); the wizard shows the step only when they are here, so Tab never lands past them. */
export function loadStep(step: RvWizardStep): Promise<ComponentType> {
  let promise = loading.get(step);
  if (!promise) {
    promise = stepLoaders[step]().then(({ default: component }) => {
      loaded.set(step, component);
      return component;
    });
    promise.catch(() => loading.delete(step));
    loading.set(step, promise);
  }
  return promise;
}

/** The step's fields when already loaded. */
export const loadedStep = (step: RvWizardStep): ComponentType | undefined => loaded.get(step);
