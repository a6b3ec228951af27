import { Slot } from '../../lib/slot.tsx';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { AwardIcon, SparklesIcon, TruckIcon, ZapIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';

const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
    'forced-colors:border-[CanvasText] [&_svg]:size-3.5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-border bg-muted text-foreground',
        info: 'border-info-border bg-info text-info-foreground',
        success: 'border-success-border bg-success text-success-foreground',
        warning: 'border-warning-border bg-warning text-warning-foreground',
        danger: 'border-danger-border bg-danger text-danger-foreground',
        // The marketplace's own badges (listing cards, host profiles).
        superhost: 'border-transparent bg-accent-soft text-accent-soft-foreground',
        instantBook: 'border-transparent bg-primary-soft text-primary-soft-foreground',
        deliveryOnly: 'border-info-border bg-info text-info-foreground',
        featured: 'border-transparent bg-accent text-accent-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

const badgeMessages = defineMessages({
  en: { superhost: 'Superhost', instantBook: 'Instant Book', deliveryOnly: 'Delivery only', featured: 'Featured' },
  fr: { superhost: 'Superhôte', instantBook: 'Réservation instantanée', deliveryOnly: 'Livraison seulement', featured: 'En vedette' },
});

const badgeIcons: Partial<Record<BadgeVariant, ReactNode>> = {
  superhost: <AwardIcon />,
  instantBook: <ZapIcon />,
  deliveryOnly: <TruckIcon />,
  featured: <SparklesIcon />,
};

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

/** A short status label. The marketplace variants bring their icon and en/fr words unless given children. */
function Badge({ className, variant, asChild = false, children, ...props }: BadgeProps) {
  const words = useMessages(badgeMessages);
  const v = variant ?? 'neutral';
  const Comp = asChild ? Slot : 'span';
  const defaultLabel = v in words ? words[v as keyof typeof words] : undefined;
  return (
    <Comp data-slot="badge" data-variant={v} className={cn(badgeVariants({ variant }), className)} {...props}>
      {asChild ? (
        children
      ) : (
        <>
          {badgeIcons[v]}
          {children ?? defaultLabel}
        </>
      )}
    </Comp>
  );
}

export { Badge, badgeVariants, badgeMessages, type BadgeProps, type BadgeVariant };
