// The listing's photo lightbox (photo-gallery.tsx loads it when a photo is first opened): a titled dialog moved by the
// arrow keys or its buttons; focus goes back to what opened it.
import { Button, Dialog, DialogContent } from '@rove/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../routes/use-locale-path.ts';
import type { ListingDetail } from './listing-api.ts';

export default function PhotoLightbox({
  listing,
  open,
  show,
  close,
  opener,
}: {
  listing: ListingDetail;
  open: number | null;
  show: (index: number) => void;
  close: () => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const photos = listing.Photos;
  const count = photos.length;
  const current = open === null ? null : photos[open];
  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && close()}>
      {current && open !== null ? (
        <DialogContent
          title={t('gallery.title', { name: listing.Name })}
          size="lg"
          onCloseAutoFocus={(event) => {
            // Focus goes back to the photo (or button) that opened the lightbox.
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') show(open + 1);
            if (event.key === 'ArrowLeft') show(open - 1);
          }}
        >
          <figure className="flex flex-col gap-3">
            <img src={current.Url} alt={current.Caption[locale]} className="aspect-[4/3] w-full rounded-md object-cover" />
            <figcaption className="flex items-center justify-between gap-3 text-sm text-muted-foreground" aria-live="polite">
              <span>{current.Caption[locale]}</span>
              <span>{t('gallery.position', { index: open + 1, count })}</span>
            </figcaption>
          </figure>
          <div className="mt-3 flex justify-between gap-2">
            <Button variant="outline" onClick={() => show(open - 1)}>
              {t('gallery.previous')}
            </Button>
            <Button variant="outline" onClick={() => show(open + 1)}>
              {t('gallery.next')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
