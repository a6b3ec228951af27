// Place suggestions for the location boxes: the server's autocomplete (Google Place Autocomplete response shape).
import type { LocationSuggestion } from '@rove/ui';
import { apiFetch } from './api-fetch.ts';

interface AutocompleteResponse {
  predictions?: { description: string; place_id: string; structured_formatting?: { main_text: string; secondary_text?: string } }[];
}

export function toLocationSuggestions(response: AutocompleteResponse | undefined): LocationSuggestion[] {
  return (response?.predictions ?? []).map((p) => ({
    placeId: p.place_id,
    mainText: p.structured_formatting?.main_text ?? p.description,
    secondaryText: p.structured_formatting?.secondary_text ?? null,
  }));
}

export async function loadPlaceSuggestions(query: string, signal: AbortSignal): Promise<LocationSuggestion[]> {
  // 204 (crawlers) has no body: no suggestions.
  return toLocationSuggestions(
    await apiFetch<AutocompleteResponse | undefined>('/api/places/autocomplete', { query: { Input: query }, signal }),
  );
}
