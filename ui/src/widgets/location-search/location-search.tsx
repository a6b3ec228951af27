import { useRef } from 'react';
import { Button } from '../../components/button/index.ts';
import { Combobox, type ComboboxOption } from '../../components/combobox/index.ts';
import { MapPinIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';

const locationSearchMessages = defineMessages({
  en: {
    label: 'Where are you going?',
    placeholder: 'City, park or address',
    useMyLocation: 'Use my location',
    locating: 'Finding your location',
    noResults: 'No places match. Try a city or a park.',
  },
  fr: {
    label: 'Où allez-vous?',
    placeholder: 'Ville, parc ou adresse',
    useMyLocation: 'Utiliser ma position',
    locating: 'Recherche de votre position',
    noResults: 'Aucun lieu ne correspond. Essayez une ville ou un parc.',
  },
});

/** A place suggestion, in the shape of the client search state's location (placeId, mainText, secondaryText). */
export interface LocationSuggestion {
  placeId: string;
  mainText: string;
  secondaryText?: string | null;
}

type LocationSearchProps = {
  /** Suggestions for the typed text (the app calls its autocomplete); `signal` aborts when a newer query starts. */
  loadSuggestions: (query: string, signal: AbortSignal) => Promise<readonly LocationSuggestion[]>;
  /** The renter chose a place. */
  onSelect: (suggestion: LocationSuggestion) => void;
  /** The text as typed (a place typed without picking a suggestion is still where the renter is going). */
  onInputChange?: (text: string) => void;
  /**
   * Focus left the field with typed text that is not a chosen suggestion: the caller searches for the text
   * (the server geocodes it). The text stays in the field either way.
   */
  onCommitText?: (text: string) => void;
  /** Shows "Use my location"; the app asks the browser for the position. */
  onUseMyLocation?: () => void;
  /** True while the position is being found. */
  locating?: boolean;
  /** Why the position could not be found, in the renter's language. */
  locationError?: string | null;
  defaultInputValue?: string;
  label?: string;
  placeholder?: string;
  /** Queries shorter than this ask for nothing (default 2 characters). */
  minQueryLength?: number;
  className?: string;
};

/** Where the renter is going: a combobox over async place suggestions, and "use my location". */
function LocationSearch({
  loadSuggestions,
  onSelect,
  onInputChange,
  onCommitText,
  onUseMyLocation,
  locating = false,
  locationError,
  defaultInputValue,
  label,
  placeholder,
  minQueryLength = 2,
  className,
}: LocationSearchProps) {
  const t = useMessages(locationSearchMessages);
  // Suggestions by option id, so a choice gives back the caller's own object.
  const byId = useRef(new Map<string, LocationSuggestion>());
  // The text as typed, and the label of the suggestion last chosen (blurring after a choice commits nothing more).
  const text = useRef(defaultInputValue ?? '');
  const chosen = useRef<string | null>(defaultInputValue ?? null);

  const loadOptions = async (query: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    if (query.trim().length < minQueryLength) return [];
    const suggestions = await loadSuggestions(query.trim(), signal);
    byId.current = new Map(suggestions.map((suggestion) => [suggestion.placeId, suggestion]));
    return suggestions.map((suggestion) => ({
      id: suggestion.placeId,
      label: suggestion.mainText,
      description: suggestion.secondaryText ?? undefined,
    }));
  };

  return (
    <div data-slot="location-search" className={cn('flex flex-col gap-2', className)}>
      <Combobox
        label={label ?? t.label}
        placeholder={placeholder ?? t.placeholder}
        loadOptions={loadOptions}
        defaultInputValue={defaultInputValue}
        emptyLabel={t.noResults}
        menuTrigger="input"
        allowsCustomValue
        onInputChange={(value) => {
          text.current = value;
          onInputChange?.(value);
        }}
        onBlur={() => {
          const typed = text.current.trim();
          if (typed !== (chosen.current ?? '').trim()) {
            chosen.current = typed;
            onCommitText?.(typed);
          }
        }}
        onOptionSelect={(option) => {
          const suggestion = option ? byId.current.get(option.id) : undefined;
          if (suggestion) {
            chosen.current = suggestion.mainText;
            onSelect(suggestion);
          }
        }}
      />
      {onUseMyLocation ? (
        <div className="flex flex-col gap-1">
          <Button variant="ghost" size="sm" className="w-fit" loading={locating} loadingLabel={t.locating} onClick={onUseMyLocation}>
            <MapPinIcon aria-hidden="true" />
            {t.useMyLocation}
          </Button>
          {locationError ? (
            <p role="alert" className="text-sm text-danger-foreground">
              {locationError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export { LocationSearch, type LocationSearchProps };
