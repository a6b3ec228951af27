import { defineMessages } from '../../provider/ui-provider.tsx';

// react-aria reads each thumb as "<thumb word> <slider label>", e.g. "Minimum Price" / "Minimum Prix".
export const rangeSliderMessages = defineMessages({
  en: { minimum: 'Minimum', maximum: 'Maximum' },
  fr: { minimum: 'Minimum', maximum: 'Maximum' },
});
