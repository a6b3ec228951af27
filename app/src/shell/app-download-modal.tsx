// The app-download modal (modal registry: appDownloadCritical, appDownloadSubtle), loaded when it is first shown.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, type ModalComponentProps } from '@rove/ui';
import { useLocalePath } from '../routes/use-locale-path.ts';

export function AppDownloadModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="flex flex-col gap-4">
      <p>{t('banners.appDownload')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          {t('banners.dismiss')}
        </Button>
        <Button asChild>
          <Link to={to('app-download')} onClick={close}>
            {t('banners.appDownloadCta')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
