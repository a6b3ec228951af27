// The maintenance page (ui MaintenancePage) with its own meta title.
import { lazy, Suspense } from 'react';
import { PageMeta } from './page-meta.tsx';

// Loaded only while maintenance is on.
const MaintenancePage = lazy(() => import('@rove/ui/widgets/maintenance-page').then((m) => ({ default: m.MaintenancePage })));

export function MaintenanceView() {
  return (
    <main id="main">
      <PageMeta metaKey="maintenance" alternateLinks={false} />
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    </main>
  );
}
