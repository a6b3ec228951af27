import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary-soft-foreground select-none forced-colors:border forced-colors:border-[CanvasText]',
  {
    variants: {
      size: { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg', xl: 'size-20 text-2xl' },
    },
    defaultVariants: { size: 'md' },
  },
);

/** "Marie-Ève Tremblay" -> "MT"; "cher" -> "C". Letters, not code units, so accents survive. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ? Array.from(words[0])[0] : '';
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : '';
  return `${first}${last}`.toLocaleUpperCase();
}

type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the image's alternative text and the source of the initials. */
    name: string;
    src?: string | null;
    /** The avatar sits beside the visible name: hide it from screen readers. */
    decorative?: boolean;
  };

/** A person's photo, or their initials when there is no photo or it fails to load. */
function Avatar({ className, size, name, src, decorative = false, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      data-slot="avatar"
      data-size={size ?? 'md'}
      data-fallback={showImage ? undefined : ''}
      className={cn(avatarVariants({ size }), className)}
      {...(decorative ? { 'aria-hidden': true } : {})}
      {...props}
    >
      {showImage ? (
        <img
          data-slot="avatar-image"
          src={src ?? undefined}
          alt={decorative ? '' : name}
          className="size-full object-cover"
          loading="lazy"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span data-slot="avatar-fallback" {...(decorative ? {} : { role: 'img', 'aria-label': name })}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}

export { Avatar, avatarVariants, type AvatarProps };
