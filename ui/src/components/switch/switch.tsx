import { cva } from 'class-variance-authority';
import type { ReactNode, Ref } from 'react';
import {
  SwitchButton as AriaSwitchButton,
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { composeClassName, FieldDescription, FieldError, type FieldCopyProps } from '../field/index.ts';

const switchTrackVariants = cva([
  'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-transparent bg-input',
  'transition-colors duration-base ease-standard motion-reduce:transition-none',
  'group-data-[selected]/switch:bg-primary group-data-[invalid]/switch:bg-destructive',
  'group-data-[focus-visible]/switch:outline-2 group-data-[focus-visible]/switch:outline-offset-2 group-data-[focus-visible]/switch:outline-ring',
  'forced-colors:border-[ButtonText] forced-colors:bg-[ButtonFace] forced-colors:group-data-[selected]/switch:bg-[Highlight]',
]);

const switchThumbVariants = cva([
  'block size-5 translate-x-0 rounded-full bg-surface shadow-sm',
  'transition-transform duration-base ease-standard motion-reduce:transition-none',
  'group-data-[selected]/switch:translate-x-4 rtl:group-data-[selected]/switch:-translate-x-4',
  'forced-colors:bg-[ButtonText] forced-colors:group-data-[selected]/switch:bg-[HighlightText]',
]);

type SwitchProps = Omit<AriaSwitchFieldProps, 'children'> &
  Omit<FieldCopyProps, 'label'> & {
    /** The switch's label. */
    children?: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

/** An on/off setting that applies at once (a checkbox waits for the form). */
function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <AriaSwitchField data-slot="switch-field" className={composeClassName(className, 'group/field flex flex-col gap-1')} {...props}>
      <AriaSwitchButton
        data-slot="switch"
        className={cn(
          'group/switch inline-flex w-fit cursor-pointer items-center gap-3 text-sm text-foreground select-none',
          'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 forced-colors:data-[disabled]:text-[GrayText]',
        )}
      >
        <span data-slot="switch-track" aria-hidden="true" className={switchTrackVariants()}>
          <span data-slot="switch-thumb" className={switchThumbVariants()} />
        </span>
        <span data-slot="switch-label">{children}</span>
      </AriaSwitchButton>
      {description != null ? <FieldDescription className="ps-13">{description}</FieldDescription> : null}
      <FieldError className="ps-13">{errorMessage}</FieldError>
    </AriaSwitchField>
  );
}

export { Switch, switchThumbVariants, switchTrackVariants, type SwitchProps };
