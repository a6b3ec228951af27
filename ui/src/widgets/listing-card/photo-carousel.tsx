import { type KeyboardEvent, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';

const carouselMessages = defineMessages({
  en: {
    photos: (name: string) => `Photos of ${name}`,
    photo: (index: number, total: number) => `Photo ${index} of ${total}`,
    previous: 'Previous photo',
    next: 'Next photo',
  },
  fr: {
    photos: (name: string) => `Photos de ${name}`,
    photo: (index: number, total: number) => `Photo ${index} sur ${total}`,
    previous: 'Photo précédente',
    next: 'Photo suivante',
  },
});

export interface ListingPhoto {
  src: string;
  alt: string;
}

const arrow = cn(
  'absolute top-1/2 z-10 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-surface-foreground shadow-md',
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring hover:bg-surface',
  'forced-colors:border forced-colors:border-[ButtonText] [&_svg]:size-4',
);

/** Photos one at a time, with previous/next buttons and the arrow keys on them (wrapping around); images load lazily. */
export function PhotoCarousel({ photos, name, className }: { photos: readonly ListingPhoto[]; name: string; className?: string }) {
  const t = useMessages(carouselMessages);
  const [index, setIndex] = useState(0);
  const total = photos.length;
  // Wraps around, so the buttons never disappear from under a keyboard user's focus.
  const step = (by: number) => setIndex((current) => (((current + by) % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) step(1);
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.photos(name)}
      data-slot="photo-carousel"
      className={cn('relative aspect-[4/3] overflow-hidden bg-muted', className)}
    >
      <div
        className="flex h-full motion-safe:transition-transform motion-safe:duration-base motion-safe:ease-standard"
        style={{ transform: `translateX(${index * -100}%)` }}
      >
        {photos.map((photo, i) => (
          // The carousel pattern names each slide as a group ("Photo 2 of 5"); a fieldset would imply a form.
          <div
            key={photo.src}
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
            role="group"
            aria-roledescription="slide"
            aria-label={t.photo(i + 1, total)}
            aria-hidden={i !== index}
            inert={i !== index}
            className="h-full w-full shrink-0"
          >
            <img src={photo.src} alt={photo.alt} loading="lazy" decoding="async" className="h-full w-full object-cover" />
          </div>
        ))}
      </div>
      {total > 1 ? (
        <>
          <span className="sr-only" aria-live="polite">
            {t.photo(index + 1, total)}
          </span>
          <button type="button" className={cn(arrow, 'start-2')} aria-label={t.previous} onKeyDown={onKeyDown} onClick={() => step(-1)}>
            <ChevronLeftIcon aria-hidden="true" className="rtl:rotate-180" />
          </button>
          <button type="button" className={cn(arrow, 'end-2')} aria-label={t.next} onKeyDown={onKeyDown} onClick={() => step(1)}>
            <ChevronRightIcon aria-hidden="true" className="rtl:rotate-180" />
          </button>
          <div aria-hidden="true" className="absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1">
            {photos.map((photo, i) => (
              <span key={photo.src} className={cn('size-1.5 rounded-full bg-white/60 shadow', i === index && 'bg-white')} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
