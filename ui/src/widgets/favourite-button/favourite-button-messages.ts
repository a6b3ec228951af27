import { defineMessages } from '../../provider/ui-provider.tsx';

export const favouriteButtonMessages = defineMessages({
  en: {
    save: 'Save to favourites',
    saveNamed: (name: string) => `Save ${name} to favourites`,
    remove: 'Remove from favourites',
    saving: 'Saving',
  },
  fr: {
    save: 'Ajouter aux favoris',
    saveNamed: (name: string) => `Ajouter ${name} aux favoris`,
    remove: 'Retirer des favoris',
    saving: 'Enregistrement',
  },
});
