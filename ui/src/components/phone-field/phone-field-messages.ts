import { defineMessages } from '../../provider/ui-provider.tsx';

export const phoneFieldMessages = defineMessages({
  en: { countryCode: 'Country code' },
  fr: { countryCode: 'Indicatif du pays' },
});
