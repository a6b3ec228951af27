import { defineMessages } from '../../provider/ui-provider.tsx';

export const wizardFrameMessages = defineMessages({
  en: {
    progress: 'Listing progress',
    stepOf: (current: number, total: number) => `Step ${current} of ${total}`,
    announce: (current: number, total: number, title: string) => `Step ${current} of ${total}: ${title}`,
    back: 'Back',
    next: 'Next',
    finish: 'Publish listing',
    saveAndExit: 'Save and exit',
    saving: 'Saving',
  },
  fr: {
    progress: 'Progression de l’annonce',
    stepOf: (current: number, total: number) => `Étape ${current} sur ${total}`,
    announce: (current: number, total: number, title: string) => `Étape ${current} sur ${total} : ${title}`,
    back: 'Retour',
    next: 'Suivant',
    finish: 'Publier l’annonce',
    saveAndExit: 'Enregistrer et quitter',
    saving: 'Enregistrement',
  },
});
