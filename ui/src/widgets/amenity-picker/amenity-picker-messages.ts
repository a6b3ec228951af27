import { defineMessages } from '../../provider/ui-provider.tsx';

export const amenityPickerMessages = defineMessages({
  en: {
    selected: (count: number, total: number) => `${count} of ${total} selected`,
    selectAll: 'Select all',
    clear: 'Clear all',
  },
  fr: {
    selected: (count: number, total: number) => `${count} sur ${total} ${count > 1 ? 'sélectionnés' : 'sélectionné'}`,
    selectAll: 'Tout sélectionner',
    clear: 'Tout désélectionner',
  },
});
