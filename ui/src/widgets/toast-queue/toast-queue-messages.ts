import { defineMessages } from '../../provider/ui-provider.tsx';

export const toastQueueMessages = defineMessages({
  en: { region: 'Notifications', dismiss: 'Dismiss notification' },
  fr: { region: 'Notifications', dismiss: 'Fermer la notification' },
});
