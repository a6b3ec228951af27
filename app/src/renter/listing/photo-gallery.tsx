// The listing's photos: a grid that opens a lightbox (a titled dialog) moved by the arrow keys or its buttons. The
// lightbox's code (the Dialog primitive) loads when a photo is first opened, not with the page.
import { uploadSrcSet } from '@rove/contract';
import { Button } from '@rove/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../routes/use-locale-path.ts';
import type { ListingDetail } from './listing-api.ts';

const PhotoLightbox = lazy(() => import('./photo-lightbox.tsx'));
const loadLightbox = () => void import('./photo-lightbox.tsx');

export function PhotoGallery({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing');
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  // Once opened, the lightbox stays mounted (its closing returns focus; the next opening is at once).
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const photos = listing.Photos;
  if (photos.length === 0) return null;
  const count = photos.length;
  const show = (index: number) => {
    setUsed(true);
    setOpen(((index % count) + count) % count);
  };
  return (
    <section aria-label={t('gallery.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:grid-rows-2">
      {photos.slice(0, 5).map((photo, index) => (
        <button
          key={photo.Url}
          type="button"
          onPointerEnter={loadLightbox}
          onFocus={loadLightbox}
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
            srcSet={uploadSrcSet(photo.Url)}
            sizes={index === 0 ? '(min-width: 40rem) 50vw, 100vw' : '25vw'}
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
        onPointerEnter={loadLightbox}
        onFocus={loadLightbox}
        onClick={(event) => {
          opener.current = event.currentTarget;
          show(0);
        }}
      >
        {t('gallery.showAll', { count })}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <PhotoLightbox listing={listing} open={open} show={show} close={() => setOpen(null)} opener={opener} />
        </Suspense>
      ) : null}
    </section>
  );
}
