// Dashboard pages (signed-in only; /dashboard or /host, also under /en and /fr).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '../layout/simple-page.tsx';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { dashboard } = useParams();
  return <SimplePage eyebrow={dashboard === 'host' ? t('pages.hostMode') : t('pages.dashboardMode')} />;
}
