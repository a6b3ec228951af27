import { type CSSProperties, type KeyboardEvent, useState } from 'react';
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
  /** The photo at several widths (an uploaded photo's resized variants), for the browser to pick from. */
  srcSet?: string;
}

/** The card's photo width: the whole column on a phone, half of it from sm, a third of the list from xl. */
const cardPhotoSizes = '(min-width: 80rem) 25vw, (min-width: 40rem) 50vw, 100vw';

const arrow = cn(
  'absolute top-1/2 z-10 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-surface-foreground shadow-md',
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring hover:bg-surface',
  'forced-colors:border forced-colors:border-[ButtonText]',
);

/**
 * Photos one at a time, with previous/next buttons and the arrow keys on them (wrapping around). Only the first photo
 * and its slide are in the page at first: the others are added when the pointer or focus comes to an arrow, so a list
 * of cards asks for one image per card. `priority` loads the first photo at once and first (the top card of a list: often the
 * largest contentful paint); otherwise it loads lazily.
 */
export function PhotoCarousel({
  photos,
  name,
  className,
  priority = false,
}: {
  photos: readonly ListingPhoto[];
  name: string;
  className?: string;
  priority?: boolean;
}) {
  const t = useMessages(carouselMessages);
  const [index, setIndex] = useState(0);
  const [warm, setWarm] = useState(false);
  const total = photos.length;
  // Wraps around, so the buttons never disappear from under a keyboard user's focus.
  const step = (by: number) => {
    setWarm(true);
    setIndex((current) => (((current + by) % total) + total) % total);
  };
  const warmUp = () => setWarm(true);
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) step(1);
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) step(-1);
    else return;
    event.preventDefault();
  };

  return (
    // A group, not a landmark (APG's carousel may be either): a page of cards would hold a landmark per card, and
    // two RVs of the same name two landmarks of the same name (html-validate's unique-landmark, issue 38).
    <div
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="group"
      aria-roledescription="carousel"
      aria-label={t.photos(name)}
      data-slot="photo-carousel"
      className={cn('relative aspect-[4/3] overflow-hidden bg-muted', className)}
    >
      <div
        className="flex h-full motion-safe:transition-transform motion-safe:duration-base motion-safe:ease-standard"
        style={{ transform: `translateX(${index * -100}%)` }}
      >
        {/* The other slides come with their photos: a list of 24 cards is 96 elements lighter to parse, style and hydrate. */}
        {(warm ? photos : photos.slice(0, 1)).map((photo, i) => (
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
            {/* Sizes only beside a srcset (a photo at one address has none); the box's aspect ratio reserves the space. */}
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={photo.srcSet ? cardPhotoSizes : undefined}
              alt={photo.alt}
              loading={priority && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && i === 0 ? 'high' : undefined}
              decoding="async"
              className="h-full w-full object-cover"
            />
          </div>
        ))}
      </div>
      {total > 1 ? (
        <>
          <span className="sr-only" aria-live="polite">
            {t.photo(index + 1, total)}
          </span>
          <button
            type="button"
            className={cn(arrow, 'start-2')}
            aria-label={t.previous}
            onPointerEnter={warmUp}
            onFocus={warmUp}
            onKeyDown={onKeyDown}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true" className="mask-icon mask-icon-chevron-left size-4 rtl:rotate-180" />
          </button>
          <button
            type="button"
            className={cn(arrow, 'end-2')}
            aria-label={t.next}
            onPointerEnter={warmUp}
            onFocus={warmUp}
            onKeyDown={onKeyDown}
            onClick={() => step(1)}
          >
            <span aria-hidden="true" className="mask-icon mask-icon-chevron-right size-4 rtl:rotate-180" />
          </button>
          {/* The dots as one element (the carousel-dots utility): a page of 24 cards is 120 elements lighter. */}
          <span
            aria-hidden="true"
            data-slot="carousel-dots"
            className="carousel-dots absolute inset-x-0 bottom-2 z-10 mx-auto"
            style={{ '--dots': total, '--dot': index } as CSSProperties}
          />
        </>
      ) : null}
    </div>
  );
}
