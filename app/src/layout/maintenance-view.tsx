// The maintenance page, with its own meta title. TODO(ui MaintenancePage): use the ui widget once it lands.
import { useTranslation } from 'react-i18next';
import { PageMeta } from './page-meta.tsx';

export function MaintenanceView() {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-background px-4">
      <PageMeta metaKey="maintenance" alternateLinks={false} />
      <section className="max-w-lg text-center" aria-labelledby="maintenance-title">
        <p className="font-display text-2xl font-bold text-primary">Rove</p>
        <h1 id="maintenance-title" className="mt-6 font-display text-4xl font-semibold">
          {t('maintenance.title')}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('maintenance.body')}</p>
      </section>
    </main>
  );
}
