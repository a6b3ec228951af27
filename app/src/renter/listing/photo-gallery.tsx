// The listing's photos: a grid that opens a lightbox (a titled dialog) moved by the arrow keys or its buttons. The
// lightbox's code (the Dialog primitive) loads when a photo is first opened, not with the page.
import { photoSrcSet } from '@rove/contract';
import { Button } from '@rove/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../routes/use-locale-path.ts';
import type { ListingDetail } from './listing-api.ts';

/** A caption in the page's language, else in the other one (a host may caption in one language only). */
const captionOf = (caption: { en: string; fr: string }, locale: 'en' | 'fr') =>
  caption[locale].trim() || caption[locale === 'en' ? 'fr' : 'en'].trim();

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
              ? 'relative col-span-2 row-span-2 overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
              : 'relative hidden overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:block'
          }
          aria-label={t('gallery.open', { caption: captionOf(photo.Caption, locale), index: index + 1, count })}
        >
          {/* The first photo is the page's largest paint: fetched first; the size reserves its box before it loads.
              Sizes only beside a srcset (an address with no variants has none: sizes alone is invalid HTML, issue 38). */}
          <img
            src={photo.Url}
            srcSet={photoSrcSet(photo.Url)}
            sizes={photoSrcSet(photo.Url) ? (index === 0 ? '(min-width: 40rem) 50vw, 100vw' : '25vw') : undefined}
            alt=""
            width={800}
            height={600}
            className="aspect-[4/3] size-full object-cover"
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
          {/* The host's caption (issue 38: written in the wizard), on the photo; the button's name says it too. */}
          {captionOf(photo.Caption, locale) ? (
            <span
              aria-hidden="true"
              data-slot="photo-caption"
              className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/70 to-transparent px-3 pt-6 pb-2 text-start text-sm text-white"
            >
              {captionOf(photo.Caption, locale)}
            </span>
          ) : null}
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
