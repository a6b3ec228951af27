import { defineMessages } from '../../provider/ui-provider.tsx';

export const searchFieldMessages = defineMessages({
  en: { clear: 'Clear search' },
  fr: { clear: 'Effacer la recherche' },
});
