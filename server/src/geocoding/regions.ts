// Region (state, province, territory) codes and names. GeoNames admin1 codes for Canada are numeric.
import type { Country } from '@rove/contract';
export const usStates: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const canadianProvinces: Record<string, { code: string; en: string; fr: string }> = {
  '01': { code: 'AB', en: 'Alberta', fr: 'Alberta' },
  '02': { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique' },
  '03': { code: 'MB', en: 'Manitoba', fr: 'Manitoba' },
  '04': { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  '05': { code: 'NL', en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  '07': { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  '08': { code: 'ON', en: 'Ontario', fr: 'Ontario' },
  '09': { code: 'PE', en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  '10': { code: 'QC', en: 'Quebec', fr: 'Québec' },
  '11': { code: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan' },
  '12': { code: 'YT', en: 'Yukon', fr: 'Yukon' },
  '13': { code: 'NT', en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  '14': { code: 'NU', en: 'Nunavut', fr: 'Nunavut' },
};

export const countryNames = { US: { en: 'United States', fr: 'États-Unis' }, CA: { en: 'Canada', fr: 'Canada' } } as const;

/** US states whose French name differs from the English one (the others are written the same). */
const usStatesFrench: Record<string, string> = {
  CA: 'Californie',
  NC: 'Caroline du Nord',
  SC: 'Caroline du Sud',
  ND: 'Dakota du Nord',
  SD: 'Dakota du Sud',
  DC: 'District de Columbia',
  FL: 'Floride',
  GA: 'Géorgie',
  HI: 'Hawaï',
  LA: 'Louisiane',
  NM: 'Nouveau-Mexique',
  PA: 'Pennsylvanie',
  VA: 'Virginie',
  WV: 'Virginie-Occidentale',
};

/** A state or province name in the page's language ("Québec", "Californie" in French). */
export function regionName(country: Country, code: string, locale: 'en' | 'fr' = 'en'): string {
  if (country === 'US') return (locale === 'fr' ? usStatesFrench[code] : undefined) ?? usStates[code] ?? code;
  return Object.values(canadianProvinces).find((p) => p.code === code)?.[locale] ?? code;
}
