// The listing's photos: a grid that opens a lightbox (a titled dialog) moved by the arrow keys or its buttons.
import { Button, Dialog, DialogContent } from '@rove/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../layout/use-locale-path.ts';
import type { ListingDetail } from './listing-api.ts';

export function PhotoGallery({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const photos = listing.Photos;
  if (photos.length === 0) return null;
  const count = photos.length;
  const show = (index: number) => setOpen(((index % count) + count) % count);
  const current = open === null ? null : photos[open];
  return (
    <section aria-label={t('gallery.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:grid-rows-2">
      {photos.slice(0, 5).map((photo, index) => (
        <button
          key={photo.Url}
          type="button"
          onClick={(event) => {
            opener.current = event.currentTarget;
            show(index);
          }}
          className={
            index === 0
              ? 'col-span-2 row-span-2 overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
              : 'hidden overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:block'
          }
          aria-label={t('gallery.open', { caption: photo.Caption[locale], index: index + 1, count })}
        >
          {/* The first photo is the page's largest paint: fetched first; the size reserves its box before it loads. */}
          <img
            src={photo.Url}
            alt=""
            width={800}
            height={600}
            className="aspect-[4/3] size-full object-cover"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        </button>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="col-span-2 justify-self-start sm:col-span-4"
        onClick={(event) => {
          opener.current = event.currentTarget;
          show(0);
        }}
      >
        {t('gallery.showAll', { count })}
      </Button>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
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
    </section>
  );
}
