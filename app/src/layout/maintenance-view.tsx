// The maintenance page (ui MaintenancePage) with its own meta title.
import { MaintenancePage } from '@rove/ui';
import { PageMeta } from './page-meta.tsx';

export function MaintenanceView() {
  return (
    <main id="main">
      <PageMeta metaKey="maintenance" alternateLinks={false} />
      <MaintenancePage />
    </main>
  );
}
