// The app's modal registry (spec 001 section 4): one entry per known modal. Modals whose content belongs to a
// later issue are registered by that issue; showing an unknown name throws 'Modal component not found in component registry'.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, createModalQueueStore, createToastQueue, type ModalComponentProps, type ModalRegistry } from '@rove/ui';
import { useLocalePath } from './use-locale-path.ts';

function AppDownloadModal({ close }: ModalComponentProps) {
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

const appDownloadTitle = (_props: unknown, language: 'en' | 'fr') =>
  language === 'fr' ? "Téléchargez l'application Rove" : 'Get the Rove app';

export const modalRegistry: ModalRegistry = {
  appDownloadCritical: { component: AppDownloadModal, title: appDownloadTitle, size: 'sm' },
  appDownloadSubtle: { component: AppDownloadModal, title: appDownloadTitle, size: 'sm' },
};

/** The app's one modal queue: code outside React (and tests) can show modals; navigation clears it except persistent entries. */
export const modalQueue = createModalQueueStore(Object.keys(modalRegistry));

/** The app's one toast queue (toasts appear in a queue and leave on their own). */
export const toastQueue = createToastQueue();
