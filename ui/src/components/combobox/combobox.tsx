import type { VariantProps } from 'class-variance-authority';
import { ChevronDownIcon, LoaderCircleIcon } from 'lucide-react';
import { type Ref, type RefObject, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  type Key,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { useIsSSR } from 'react-aria';
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
import { ListBox, ListBoxItem, ListBoxPopover } from '../list-box/index.ts';
import { comboboxMessages } from './combobox-messages.ts';

/** One suggestion: main text (also written into the input when chosen) and optional secondary text. */
interface ComboboxOption {
  id: string;
  label: string;
  description?: string;
}

type LoadOptions<T> = (query: string, signal: AbortSignal) => Promise<T[]>;

type ComboboxProps<T extends ComboboxOption> = Omit<
  AriaComboBoxProps<T>,
  'children' | 'items' | 'defaultItems' | 'allowsEmptyCollection' | 'selectionMode'
> &
  FieldCopyProps &
  VariantProps<typeof fieldGroupVariants> & {
    /** A fixed list, filtered by what the person types. */
    options?: T[];
    /**
     * Fetches suggestions for the typed text (the location search). A newer query aborts the older one
     * through `signal`; a rejected promise shows an error in the list instead of leaving it stuck.
     */
    loadOptions?: LoadOptions<T>;
    /** Also call `loadOptions` for the empty input (suggestions before typing). Off by default. */
    loadOnEmpty?: boolean;
    /** Called with the chosen option (not only its id), or null when the choice is cleared. */
    onOptionSelect?: (option: T | null) => void;
    placeholder?: string;
    /** Shows a button that opens the list; defaults to on for `options`, off for `loadOptions`. */
    showButton?: boolean;
    /** Words, when the defaults (en/fr) do not fit. */
    loadingLabel?: string;
    emptyLabel?: string;
    errorLabel?: string;
    inputClassName?: string;
    /** The input element. */
    ref?: Ref<HTMLInputElement>;
  };

/** Runs `load` for each query, keeps the newest answer, and reports loading and failure. */
function useAsyncOptions<T>(load: LoadOptions<T> | undefined, query: string, loadOnEmpty: boolean) {
  // The newest `load` without re-running the effect when a consumer passes a new function each render.
  const run = useEffectEvent((text: string, signal: AbortSignal) => load?.(text, signal));
  // Which query the list answers: while it differs from the typed one, a load is under way.
  const [answer, setAnswer] = useState<{ query: string | null; items: T[]; failed: boolean }>({ query: null, items: [], failed: false });
  // An empty input asks for nothing unless told to (no request and no "Loading" announcement on page load).
  const enabled = load != null && (loadOnEmpty || query !== '');
  // Loads run in the browser alone: a box given its text (a search page's place) is not loading on the server or as
  // it hydrates, so its server HTML has no spinner turning until the box's code arrives (at the reader's first intent,
  // on a page that defers it: one turned for good, a tenth of a core drawing it).
  const inBrowser = !useIsSSR();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    Promise.resolve(run(query, controller.signal)).then(
      (items) => {
        if (!controller.signal.aborted) setAnswer({ query, items: items ?? [], failed: false });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ query, items: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [enabled, query]);
  const isLoading = enabled && inBrowser && answer.query !== query;
  // Whether the list is the answer for the typed text (its count, or "no results", is then said).
  const answered = enabled && answer.query === query;
  return { items: enabled ? answer.items : [], isLoading, answered, failed: answered && answer.failed };
}

/**
 * A server-rendered box the reader entered or typed into before its JavaScript arrived: the focus and the text are
 * in the input but not in the state. On hydration the box takes both: the text as typed (so it is searched and
 * suggested) and the focus (react-aria opens the suggestions of a focused box only, so without it what is typed
 * next, or suggestions that arrive later, would never show); if the reader is still in the box with text, it opens
 * the suggestions they would have seen.
 */
function AdoptTextTypedEarly({ root }: { root: RefObject<HTMLDivElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  const adopt = useEffectEvent(() => {
    const element = root.current?.querySelector('input');
    if (!element || !state) return;
    const focused = element.ownerDocument.activeElement === element;
    if (focused && !state.isFocused) state.setFocused(true);
    if (element.value === state.inputValue) return;
    state.setInputValue(element.value);
    if (element.value !== '' && focused) state.open(null, 'input');
  });
  useEffect(() => adopt(), []);
  return null;
}

/** A text input with suggestions: static `options` or async `loadOptions`, with loading, empty and error states. */
function Combobox<T extends ComboboxOption>({
  label,
  description,
  errorMessage,
  size,
  options,
  loadOptions,
  loadOnEmpty = false,
  onOptionSelect,
  placeholder,
  showButton = loadOptions == null,
  loadingLabel,
  emptyLabel,
  errorLabel,
  className,
  inputClassName,
  ref,
  inputValue: controlledInput,
  defaultInputValue,
  onInputChange,
  onSelectionChange,
  ...props
}: ComboboxProps<T>) {
  const t = useMessages(comboboxMessages);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [ownInput, setOwnInput] = useState(defaultInputValue ?? '');
  const query = controlledInput ?? ownInput;
  const remote = useAsyncOptions(loadOptions, query, loadOnEmpty);
  const items = loadOptions ? remote.items : undefined;

  const handleInputChange = (value: string) => {
    setOwnInput(value);
    onInputChange?.(value);
  };
  const handleSelectionChange = (key: Key | null) => {
    onSelectionChange?.(key);
    const list = items ?? options ?? [];
    onOptionSelect?.(key == null ? null : (list.find((option) => option.id === key) ?? null));
  };

  const status = remote.isLoading
    ? (loadingLabel ?? t.loading)
    : remote.failed
      ? (errorLabel ?? t.loadError)
      : loadOptions && query !== '' && remote.answered
        ? items?.length
          ? t.resultCount(items.length)
          : (emptyLabel ?? t.noResults)
        : '';

  return (
    <AriaComboBox
      ref={rootRef}
      data-slot="combobox"
      className={composeClassName(className, fieldVariants())}
      {...(items ? { items } : { defaultItems: options })}
      inputValue={query}
      onInputChange={handleInputChange}
      onSelectionChange={handleSelectionChange}
      allowsEmptyCollection={query !== ''}
      {...props}
    >
      <AdoptTextTypedEarly root={rootRef} />
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <FieldGroup size={size} data-loading={remote.isLoading || undefined}>
          <Input ref={ref} placeholder={placeholder} className={inputClassName} />
          {remote.isLoading ? (
            <LoaderCircleIcon
              aria-hidden="true"
              data-slot="combobox-spinner"
              className="me-2 size-4 shrink-0 animate-spin text-muted-foreground motion-reduce:animate-none"
            />
          ) : null}
          {showButton ? (
            <AriaButton
              data-slot="combobox-button"
              aria-label={t.showSuggestions}
              className="me-1 flex size-8 shrink-0 cursor-default items-center justify-center rounded-sm text-muted-foreground outline-none data-[hovered]:bg-muted data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring"
            >
              <ChevronDownIcon aria-hidden="true" className="size-4" />
            </AriaButton>
          ) : null}
        </FieldGroup>
      </FieldParts>
      {/* Loading and result counts for screen readers. react-aria hides everything outside an open list from
          assistive technology except its live announcers, so this region says it is one. */}
      <output data-slot="combobox-status" data-live-announcer="true" className="sr-only">
        {status}
      </output>
      <ListBoxPopover>
        <ListBox<T>
          renderEmptyState={() => (
            <div data-slot="combobox-empty" className="px-3 py-2 text-sm text-muted-foreground">
              {remote.isLoading ? (loadingLabel ?? t.loading) : remote.failed ? (errorLabel ?? t.loadError) : (emptyLabel ?? t.noResults)}
            </div>
          )}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} description={option.description}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </ListBoxPopover>
    </AriaComboBox>
  );
}

export { Combobox, type ComboboxOption, type ComboboxProps };
