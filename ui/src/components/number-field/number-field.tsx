import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDownIcon, ChevronUpIcon, MinusIcon, PlusIcon } from 'lucide-react';
import { type Ref, type RefObject, useContext, useEffect, useEffectEvent, useRef } from 'react';
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  NumberFieldStateContext,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { buttonVariants } from '../button/button.tsx';
import {
  composeClassName,
  type FieldCopyProps,
  FieldGroup,
  type fieldGroupVariants,
  FieldParts,
  fieldVariants,
  Input,
} from '../field/index.ts';
import { numberFieldMessages } from './number-field-messages.ts';

const stepperButtonVariants = cva(
  'rounded-full data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-ring',
);

const spinButtonClassName = [
  'flex h-1/2 w-7 cursor-default items-center justify-center text-muted-foreground outline-none',
  'data-[hovered]:bg-muted data-[pressed]:bg-secondary-hover data-[disabled]:opacity-40 [&_svg]:size-3.5',
  'forced-colors:text-[ButtonText] forced-colors:data-[disabled]:text-[GrayText]',
].join(' ');

type NumberFieldProps = Omit<AriaNumberFieldProps, 'children'> &
  FieldCopyProps &
  VariantProps<typeof fieldGroupVariants> & {
    /** `default`: an input with small up/down buttons; `stepper`: − value + (guest counts). */
    variant?: 'default' | 'stepper';
    placeholder?: string;
    /** The button words (defaults: Increase/Decrease, Augmenter/Diminuer). */
    incrementLabel?: string;
    decrementLabel?: string;
    inputClassName?: string;
    /** The input element. */
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A server-rendered field the reader typed into before its JavaScript arrived: the text is in the input but not in
 * the state, and the field would show the server's value again as it hydrates. On hydration the field takes the text
 * as typed: still being typed while the reader is in the field (react-aria commits it as they leave), committed at
 * once (parsed, clamped, `onChange`) once they have left.
 */
function AdoptNumberTypedEarly({ root }: { root: RefObject<HTMLDivElement | null> }) {
  const state = useContext(NumberFieldStateContext);
  const adopt = useEffectEvent(() => {
    const element = root.current?.querySelector('input');
    if (!element || !state || element.value === state.inputValue) return;
    if (element.ownerDocument.activeElement === element) state.setInputValue(element.value);
    else state.commit(element.value);
  });
  useEffect(() => adopt(), []);
  return null;
}

/**
 * A number input: arrows and Page keys step, typing is parsed in the current locale, values are formatted by
 * `formatOptions` (Intl.NumberFormat). The buttons stay out of the tab order, as react-aria intends.
 */
function NumberField({
  label,
  description,
  errorMessage,
  variant = 'default',
  size,
  placeholder,
  incrementLabel,
  decrementLabel,
  className,
  inputClassName,
  ref,
  ...props
}: NumberFieldProps) {
  const t = useMessages(numberFieldMessages);
  const increment = incrementLabel ?? t.increase;
  const decrement = decrementLabel ?? t.decrease;
  const rootRef = useRef<HTMLDivElement | null>(null);
  return (
    <AriaNumberField
      ref={rootRef}
      data-slot="number-field"
      data-variant={variant}
      className={composeClassName(className, fieldVariants())}
      {...props}
    >
      <AdoptNumberTypedEarly root={rootRef} />
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        {variant === 'stepper' ? (
          <div data-slot="number-field-stepper" className="flex items-center gap-3">
            <AriaButton
              slot="decrement"
              aria-label={decrement}
              className={cn(buttonVariants({ variant: 'outline', size: 'sm', iconOnly: true }), stepperButtonVariants())}
            >
              <MinusIcon aria-hidden="true" />
            </AriaButton>
            <Input
              ref={ref}
              size={size}
              placeholder={placeholder}
              className={cn('w-14 border-transparent bg-transparent px-1 text-center tabular-nums', inputClassName)}
            />
            <AriaButton
              slot="increment"
              aria-label={increment}
              className={cn(buttonVariants({ variant: 'outline', size: 'sm', iconOnly: true }), stepperButtonVariants())}
            >
              <PlusIcon aria-hidden="true" />
            </AriaButton>
          </div>
        ) : (
          <FieldGroup size={size}>
            <Input ref={ref} placeholder={placeholder} className={cn('tabular-nums', inputClassName)} />
            <div data-slot="number-field-buttons" className="flex h-full flex-col border-s border-input">
              <AriaButton slot="increment" aria-label={increment} className={spinButtonClassName}>
                <ChevronUpIcon aria-hidden="true" />
              </AriaButton>
              <AriaButton slot="decrement" aria-label={decrement} className={cn(spinButtonClassName, 'border-t border-input')}>
                <ChevronDownIcon aria-hidden="true" />
              </AriaButton>
            </div>
          </FieldGroup>
        )}
      </FieldParts>
    </AriaNumberField>
  );
}

export { NumberField, stepperButtonVariants, type NumberFieldProps };
