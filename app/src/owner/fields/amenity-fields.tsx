// On board (the specification's amenities) and at the campsite (for delivered RVs).
import { amenities, parkAmenities } from '@rove/contract';
import {
  AmenityPicker,
  amenityLabels,
  BabyIcon,
  CookingPotIcon,
  DropletsIcon,
  FlameIcon,
  HeaterIcon,
  MicrowaveIcon,
  PlaneIcon,
  PlugIcon,
  RefrigeratorIcon,
  ShowerIcon,
  SnowflakeIcon,
  ToiletIcon,
  UmbrellaIcon,
  UtensilsIcon,
  WifiIcon,
  ZapIcon,
} from '@rove/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../routes/use-locale-path.ts';
import { useRvForm } from './rv-form-context.tsx';

const amenityIcons: Record<(typeof amenities)[number], ReactNode> = {
  AirConditioner: <SnowflakeIcon />,
  AirportPickup: <PlaneIcon />,
  DiningTable: <UtensilsIcon />,
  Family_kidfriendly: <BabyIcon />,
  Heater: <HeaterIcon />,
  InsideShower: <ShowerIcon />,
  KitchenSink: <DropletsIcon />,
  Microwave: <MicrowaveIcon />,
  OutsideShower: <ShowerIcon />,
  Refrigerator: <RefrigeratorIcon />,
  Stove_Range: <CookingPotIcon />,
  Toilet: <ToiletIcon />,
};

const parkIcons: Record<(typeof parkAmenities)[number], ReactNode> = {
  Electric30Amp: <PlugIcon />,
  Electric50Amp: <PlugIcon />,
  WaterHookup: <DropletsIcon />,
  SewerHookup: <DropletsIcon />,
  Generator: <ZapIcon />,
  Awning: <UmbrellaIcon />,
  OutdoorGrill: <FlameIcon />,
  Wifi: <WifiIcon />,
  Levelling: <ZapIcon />,
};

export function AmenitiesField() {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const { values, set, error } = useRvForm();
  return (
    <AmenityPicker
      label={t('fields.amenities')}
      description={t('fields.amenitiesHelp')}
      options={amenities.map((a) => ({ value: a, label: amenityLabels[locale][a], icon: amenityIcons[a] }))}
      value={(values.Amenities as string[] | undefined) ?? []}
      onChange={(Amenities) => set({ Amenities })}
      errorMessage={error('Amenities').errorMessage}
    />
  );
}

export function ParkAmenitiesField() {
  const { t } = useTranslation('owner');
  const { values, set, error } = useRvForm();
  return (
    <AmenityPicker
      label={t('fields.parkAmenities')}
      description={t('fields.parkAmenitiesHelp')}
      options={parkAmenities.map((a) => ({ value: a, label: t(`parkAmenities.${a}`), icon: parkIcons[a] }))}
      value={(values.ParkAmenities as string[] | undefined) ?? []}
      onChange={(ParkAmenities) => set({ ParkAmenities })}
      errorMessage={error('ParkAmenities').errorMessage}
    />
  );
}
