import type { VariantProps } from 'class-variance-authority';
import { SearchIcon, XIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Button as AriaButton, SearchField as AriaSearchField, type SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import {
  composeClassName,
  type FieldCopyProps,
  FieldGroup,
  type fieldGroupVariants,
  FieldParts,
  fieldVariants,
  Input,
} from '../field/index.ts';
import { searchFieldMessages } from './search-field-messages.ts';

type SearchFieldProps = Omit<AriaSearchFieldProps, 'children'> &
  FieldCopyProps &
  VariantProps<typeof fieldGroupVariants> & {
    placeholder?: string;
    /** The clear button's word (default: Clear search / Effacer la recherche). */
    clearLabel?: string;
    inputClassName?: string;
    /** The input element. */
    ref?: Ref<HTMLInputElement>;
  };

/** A search input: Enter submits (`onSubmit`), Escape or the clear button empties it (`onClear`). */
function SearchField({
  label,
  description,
  errorMessage,
  size,
  placeholder,
  clearLabel,
  className,
  inputClassName,
  ref,
  ...props
}: SearchFieldProps) {
  const t = useMessages(searchFieldMessages);
  return (
    <AriaSearchField data-slot="search-field" className={composeClassName(className, cn(fieldVariants(), 'group/search'))} {...props}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup size={size}>
          <SearchIcon aria-hidden="true" className="ms-3 size-4 shrink-0 text-muted-foreground" />
          <Input
            ref={ref}
            placeholder={placeholder}
            // The browser's own cancel button would duplicate ours.
            className={cn('ps-2 [&::-webkit-search-cancel-button]:hidden', inputClassName)}
          />
          <AriaButton
            aria-label={clearLabel ?? t.clear}
            data-slot="search-field-clear"
            className={cn(
              'me-1 flex size-8 shrink-0 cursor-default items-center justify-center rounded-sm text-muted-foreground outline-none',
              'data-[hovered]:bg-muted data-[pressed]:bg-secondary-hover data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring',
              'group-data-[empty]/search:invisible [&_svg]:size-4 forced-colors:text-[ButtonText]',
            )}
          >
            <XIcon aria-hidden="true" />
          </AriaButton>
        </FieldGroup>
      </FieldParts>
    </AriaSearchField>
  );
}

export { SearchField, type SearchFieldProps };
