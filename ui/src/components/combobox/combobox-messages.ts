import { defineMessages } from '../../provider/ui-provider.tsx';

export const comboboxMessages = defineMessages({
  en: {
    loading: 'Loading…',
    noResults: 'No results',
    loadError: 'Results could not be loaded. Try again.',
    showSuggestions: 'Show suggestions',
    resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  },
  fr: {
    loading: 'Chargement…',
    noResults: 'Aucun résultat',
    loadError: 'Impossible de charger les résultats. Réessayez.',
    showSuggestions: 'Afficher les suggestions',
    resultCount: (count: number) => (count <= 1 ? `${count} résultat` : `${count} résultats`),
  },
});
