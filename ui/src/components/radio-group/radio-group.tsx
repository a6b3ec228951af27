import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode, Ref } from 'react';
import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  type RadioFieldProps as AriaRadioFieldProps,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Text as AriaText,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { composeClassName, FieldDescription, FieldError, FieldLabel, type FieldCopyProps } from '../field/index.ts';

const radioGroupItemsVariants = cva('flex', {
  variants: {
    orientation: { vertical: 'flex-col', horizontal: 'flex-row flex-wrap' },
    variant: { default: 'gap-3', card: 'gap-3' },
  },
  compoundVariants: [{ orientation: 'horizontal', variant: 'default', className: 'gap-x-6' }],
  defaultVariants: { orientation: 'vertical', variant: 'default' },
});

type RadioGroupProps = Omit<AriaRadioGroupProps, 'children'> &
  FieldCopyProps &
  VariantProps<typeof radioGroupItemsVariants> & {
    /** `Radio` or `RadioCard` items. */
    children?: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

/** One choice among several, with the group's label, description and error. Arrow keys move the choice. */
function RadioGroup({ label, description, errorMessage, orientation, variant, className, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      data-slot="radio-group"
      data-variant={variant ?? 'default'}
      orientation={orientation ?? 'vertical'}
      className={composeClassName(className, 'group/field flex flex-col gap-2')}
      {...props}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      {description != null ? <FieldDescription className="-mt-1">{description}</FieldDescription> : null}
      <div data-slot="radio-group-items" className={radioGroupItemsVariants({ orientation, variant })}>
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** The dot; its state comes from the data-* attributes of the surrounding radio button. */
const radioIndicatorVariants = cva([
  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-input bg-surface',
  'transition-colors duration-fast ease-standard',
  "after:size-2.5 after:scale-0 after:rounded-full after:bg-primary-foreground after:content-[''] after:transition-transform after:duration-fast motion-reduce:after:transition-none",
  'group-data-[hovered]/radio:border-foreground/70',
  'group-data-[selected]/radio:border-primary group-data-[selected]/radio:bg-primary group-data-[selected]/radio:after:scale-100',
  'group-data-[invalid]/radio:border-destructive group-data-[invalid]/radio:group-data-[selected]/radio:bg-destructive',
  'group-data-[focus-visible]/radio:outline-2 group-data-[focus-visible]/radio:outline-offset-2 group-data-[focus-visible]/radio:outline-ring',
  'forced-colors:border-[ButtonText] forced-colors:group-data-[selected]/radio:border-[Highlight] forced-colors:group-data-[selected]/radio:bg-[Highlight]',
  'forced-colors:after:bg-[HighlightText] forced-colors:group-data-[disabled]/radio:border-[GrayText]',
]);

type RadioProps = Omit<AriaRadioFieldProps, 'children'> & {
  /** The radio's label. */
  children?: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** One option of a RadioGroup: a dot, its label and an optional description. */
function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <AriaRadioField data-slot="radio-field" className={composeClassName(className, 'flex flex-col gap-1')} {...props}>
      <AriaRadioButton
        data-slot="radio"
        className={cn(
          'group/radio inline-flex w-fit cursor-pointer items-start gap-2 text-sm text-foreground select-none',
          'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 forced-colors:data-[disabled]:text-[GrayText]',
        )}
      >
        <span data-slot="radio-indicator" aria-hidden="true" className={radioIndicatorVariants()} />
        <span data-slot="radio-label" className="py-0.5 leading-5">
          {children}
        </span>
      </AriaRadioButton>
      {description != null ? <FieldDescription className="ps-7">{description}</FieldDescription> : null}
    </AriaRadioField>
  );
}

const radioCardVariants = cva([
  'relative grid grid-cols-[auto_1fr_auto] items-start gap-x-3 gap-y-1 rounded-lg border border-border bg-surface p-4 text-surface-foreground',
  'transition-colors duration-fast ease-standard motion-reduce:transition-none',
  'hover:border-foreground/40',
  'data-[selected]:border-primary data-[selected]:bg-primary-soft data-[selected]:ring-1 data-[selected]:ring-primary',
  'data-[invalid]:border-destructive',
  'has-[[data-focus-visible]]:outline-2 has-[[data-focus-visible]]:outline-offset-2 has-[[data-focus-visible]]:outline-ring',
  // Dimmed by colour, not opacity, so the description keeps its contrast.
  'data-[disabled]:cursor-not-allowed data-[disabled]:border-dashed data-[disabled]:text-muted-foreground data-[disabled]:[&_[data-slot=radio-indicator]]:opacity-60',
  'forced-colors:data-[disabled]:text-[GrayText] forced-colors:border-[ButtonText] forced-colors:data-[selected]:border-[Highlight] forced-colors:data-[selected]:outline-2 forced-colors:data-[selected]:outline-[Highlight]',
]);

type RadioCardProps = Omit<AriaRadioFieldProps, 'children'> & {
  /** The option's name (its accessible name, with the trailing slot). */
  title: ReactNode;
  /** Details under the title, announced as the option's description. */
  description?: ReactNode;
  /** Trailing content on the title's line, such as a price per night; part of the option's name. */
  trailing?: ReactNode;
  /** Extra content under the description (a list of what is covered...). */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** A RadioGroup option shown as a card: title, description and a trailing slot (price); the whole card selects. */
function RadioCard({ title, description, trailing, children, className, ...props }: RadioCardProps) {
  return (
    <AriaRadioField data-slot="radio-card" className={composeClassName(className, radioCardVariants())} {...props}>
      {/* `contents` lets the label's parts sit in the card's grid; its ::after stretches over the card so a click anywhere selects. */}
      <AriaRadioButton
        data-slot="radio"
        className="group/radio contents cursor-pointer after:absolute after:inset-0 after:rounded-lg after:content-[''] data-[disabled]:cursor-not-allowed"
      >
        <span data-slot="radio-indicator" aria-hidden="true" className={radioIndicatorVariants()} />
        <span data-slot="radio-card-title" className="py-0.5 font-semibold leading-5">
          {title}
        </span>
        {trailing != null ? (
          <span data-slot="radio-card-trailing" className="py-0.5 text-end font-semibold leading-5">
            {trailing}
          </span>
        ) : (
          <span />
        )}
      </AriaRadioButton>
      {description != null ? (
        <AriaText slot="description" data-slot="radio-card-description" className="col-start-2 col-end-4 text-sm text-muted-foreground">
          {description}
        </AriaText>
      ) : null}
      {children != null ? (
        <div data-slot="radio-card-content" className="col-start-2 col-end-4 text-sm">
          {children}
        </div>
      ) : null}
    </AriaRadioField>
  );
}

export {
  Radio,
  RadioCard,
  radioCardVariants,
  RadioGroup,
  radioGroupItemsVariants,
  radioIndicatorVariants,
  type RadioCardProps,
  type RadioGroupProps,
  type RadioProps,
};
