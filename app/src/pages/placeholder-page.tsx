// The page of a route whose screen is not built yet (page-map.ts): its translated title, and a way onwards.
// On dashboard routes the eyebrow says which mode (dashboard or host) is active.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '../layout/simple-page.tsx';

export default function PlaceholderPage() {
  const { t } = useTranslation();
  const { dashboard } = useParams();
  if (!dashboard) return <SimplePage />;
  return <SimplePage eyebrow={dashboard === 'host' ? t('pages.hostMode') : t('pages.dashboardMode')} />;
}
