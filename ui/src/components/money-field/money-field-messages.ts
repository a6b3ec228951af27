import { defineMessages } from '../../provider/ui-provider.tsx';

// Said after the field's own description: which dollars the amount is in.
export const moneyFieldMessages = defineMessages({
  en: { USD: 'In US dollars (USD).', CAD: 'In Canadian dollars (CAD).' },
  fr: { USD: 'En dollars américains (USD).', CAD: 'En dollars canadiens (CAD).' },
});
