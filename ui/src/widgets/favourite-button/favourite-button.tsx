import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, Ref } from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useDeferredTooltip } from '../../components/tooltip/deferred-tooltip.tsx';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { favouriteButtonMessages } from './favourite-button-messages.ts';

const favouriteButtonVariants = cva(
  [
    'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full cursor-pointer',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'aria-disabled:cursor-progress forced-colors:border forced-colors:border-[ButtonText]',
    '[&_svg]:size-5 [&_[data-slot=heart]]:transition-transform motion-safe:active:[&_[data-slot=heart]]:scale-90',
    // The heart fills when pressed: styled from aria-pressed, not from a class computed in JavaScript. It is drawn as
    // one element (the stylesheet's mask-icon: a list of cards shows two dozen hearts), its outline or its filled shape.
    'aria-pressed:[&_[data-slot=heart]]:mask-icon-heart-filled aria-pressed:text-destructive',
  ],
  {
    variants: {
      variant: {
        /** Over a photo: a light disc keeps the heart readable on any image. */
        overlay: 'bg-surface/90 text-surface-foreground shadow-md hover:bg-surface',
        plain: 'text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { variant: 'overlay' },
  },
);

type FavouriteButtonProps = Omit<ComponentProps<'button'>, 'onToggle' | 'children' | 'aria-pressed'> &
  VariantProps<typeof favouriteButtonVariants> & {
    isFavourite: boolean;
    /** Called with the wanted state; the app saves it and passes the new `isFavourite`. */
    onToggle: (next: boolean) => void;
    /** A save is in flight: the button stays focusable but ignores presses. */
    isPending?: boolean;
    /** The listing's name, which makes each heart's name unique in a list of cards. */
    listingName?: string;
  };

/**
 * A heart toggle. Its name stays "Save to favourites" and `aria-pressed` says whether it is saved (a toggle whose
 * name flips as well would read "Remove from favourites, pressed"); the tooltip names what a press will do. The
 * tooltip's code loads when a pointer first enters the heart or it takes focus (lists show many hearts, most never
 * hovered); the button stays the same element throughout.
 */
function FavouriteButton({
  isFavourite,
  onToggle,
  isPending = false,
  listingName,
  variant,
  className,
  onClick,
  ref: callerRef,
  'aria-describedby': callerDescribedBy,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onMouseEnter,
  onMouseLeave,
  onTouchStart,
  onKeyDown,
  onKeyUp,
  onFocus,
  onBlur,
  ...props
}: FavouriteButtonProps) {
  const t = useMessages(favouriteButtonMessages);
  const tooltip = useDeferredTooltip<HTMLButtonElement>(isPending ? t.saving : isFavourite ? t.remove : t.save, {
    onPointerEnter,
    onPointerLeave,
    onPointerDown,
    onMouseEnter,
    onMouseLeave,
    onTouchStart,
    onKeyDown,
    onKeyUp,
    onFocus,
    onBlur,
  } as Parameters<typeof useDeferredTooltip>[1]);
  const ref = (element: HTMLButtonElement | null) => {
    tooltip.setTrigger(element);
    setRef(callerRef, element);
  };
  return (
    <>
      <button
        ref={ref}
        type="button"
        tabIndex={0}
        aria-describedby={[callerDescribedBy, tooltip.describedBy].filter(Boolean).join(' ') || undefined}
        {...tooltip.triggerProps}
        data-slot="favourite-button"
        data-variant={variant ?? 'overlay'}
        aria-label={listingName ? t.saveNamed(listingName) : t.save}
        aria-pressed={isFavourite}
        aria-disabled={isPending || undefined}
        aria-busy={isPending || undefined}
        className={cn(favouriteButtonVariants({ variant }), className)}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || isPending) return;
          // Inside a card that is one big link: the heart must not open the listing.
          event.preventDefault();
          event.stopPropagation();
          onToggle(!isFavourite);
        }}
        {...props}
      >
        {isPending ? (
          <Spinner size="sm" decorative />
        ) : (
          <span data-slot="heart" aria-hidden="true" className="mask-icon mask-icon-heart size-5" />
        )}
      </button>
      {tooltip.tooltip}
    </>
  );
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export { FavouriteButton, favouriteButtonVariants, type FavouriteButtonProps };
