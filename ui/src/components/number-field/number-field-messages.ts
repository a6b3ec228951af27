import { defineMessages } from '../../provider/ui-provider.tsx';

// Screen readers hear "<word> <field label>", e.g. "Increase Adults" / "Augmenter Adultes".
export const numberFieldMessages = defineMessages({
  en: { increase: 'Increase', decrease: 'Decrease' },
  fr: { increase: 'Augmenter', decrease: 'Diminuer' },
});
