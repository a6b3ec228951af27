// The RV list's dialogs (rvs-page.tsx loads this module when the host first opens one): the confirmation of a delete or
// an unpublish, and the preview of an RV's card.
import type { HostRv, HostRvSummary } from '@rove/contract';
import { Button, Dialog, DialogContent, ListingCard, Skeleton } from '@rove/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/use-api.ts';
import { useLocale } from '../../routes/use-locale-path.ts';
import { hostRvKey } from '../host-rv-api.ts';
import { cardListingOf } from '../listing-preview.tsx';
import type { Confirm } from './rv-row.tsx';

/** Asks before a delete (restorable for 30 days) or an unpublish. */
export function ConfirmDialog({
  confirm,
  busy,
  onCancel,
  onConfirm,
}: {
  confirm: NonNullable<Confirm>;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('owner');
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent
        size="sm"
        title={t(confirm.kind === 'delete' ? 'list.confirmDeleteTitle' : 'list.confirmUnpublishTitle', {
          name: confirm.rv.DisplayName,
        })}
        description={t(confirm.kind === 'delete' ? 'list.confirmDeleteBody' : 'list.confirmUnpublishBody')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button variant={confirm.kind === 'delete' ? 'destructive' : 'primary'} loading={busy} onClick={onConfirm}>
              {t(confirm.kind === 'delete' ? 'list.delete' : 'list.unpublish')}
            </Button>
          </>
        }
      >
        {null}
      </DialogContent>
    </Dialog>
  );
}

/** The RV's card as renters see it in search (for drafts and unpublished RVs, which have no public page). */
export function PreviewDialog({ rv, onClose }: { rv: HostRvSummary; onClose: () => void }) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const { data: full } = useApi<HostRv>(hostRvKey(rv.Id));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="sm"
        title={t('list.previewTitle', { name: rv.DisplayName })}
        description={t('list.previewNote')}
        closeLabel={t('common.close')}
      >
        {full ? (
          <ListingCard href="#preview" headingLevel={3} listing={cardListingOf(full, locale)} />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
