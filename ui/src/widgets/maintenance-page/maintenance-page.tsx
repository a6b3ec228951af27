import { Logo } from '../../components/logo/logo.tsx';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';
import { ErrorHero } from '../error-page/error-hero.tsx';

/** `metaTitle` is for the app's document title: the maintenance page has its own (specification 000). */
export const maintenancePageMessages = defineMessages({
  en: {
    metaTitle: 'Down for maintenance | Rove',
    title: 'We’ll be back soon',
    body: 'Rove is down for scheduled maintenance while we make improvements. Your bookings and messages are safe. Thank you for your patience.',
    contact: 'Need help with a trip in progress? Call roadside support at 1-888-555-0134.',
  },
  fr: {
    metaTitle: 'Maintenance en cours | Rove',
    title: 'Nous revenons bientôt',
    body: 'Rove est en maintenance planifiée pendant que nous apportons des améliorations. Vos réservations et vos messages sont en sécurité. Merci de votre patience.',
    contact: 'Besoin d’aide pour un voyage en cours? Appelez l’assistance routière au 1-888-555-0134.',
  },
});

/** Shown on every page but /experiments while the maintenanceMode flag is on. */
function MaintenancePage({ showContact = true, className }: { showContact?: boolean; className?: string }) {
  const t = useMessages(maintenancePageMessages);
  return (
    <div
      data-slot="maintenance-page"
      className={cn('mx-auto flex min-h-dvh w-full max-w-2xl flex-col items-center justify-center gap-6 px-4 py-16 text-center', className)}
    >
      <Logo className="h-9 w-auto" />
      <ErrorHero variant="generic" />
      <h1 className="font-display text-3xl font-semibold text-foreground sm:text-4xl">{t.title}</h1>
      <p className="text-lg text-muted-foreground">{t.body}</p>
      {showContact ? <p className="text-sm text-muted-foreground">{t.contact}</p> : null}
    </div>
  );
}

export { MaintenancePage };
