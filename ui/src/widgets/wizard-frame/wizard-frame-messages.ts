import { defineMessages } from '../../provider/ui-provider.tsx';

export const wizardFrameMessages = defineMessages({
  en: {
    progress: 'Listing progress',
    stepOf: (current: number, total: number) => `Step ${current} of ${total}`,
    phaseOf: (current: number, total: number, name: string) => `Step ${current} of ${total}, ${name}`,
    announce: (current: number, total: number, title: string) => `Step ${current} of ${total}: ${title}`,
    announceAt: (place: string, title: string) => `${place}: ${title}`,
    back: 'Back',
    next: 'Next',
    finish: 'Publish listing',
    saveAndExit: 'Save and exit',
    saving: 'Saving',
  },
  fr: {
    progress: 'Progression de l’annonce',
    stepOf: (current: number, total: number) => `Étape ${current} sur ${total}`,
    phaseOf: (current: number, total: number, name: string) => `Étape ${current} sur ${total}, ${name}`,
    announce: (current: number, total: number, title: string) => `Étape ${current} sur ${total} : ${title}`,
    announceAt: (place: string, title: string) => `${place}\u00a0: ${title}`,
    back: 'Retour',
    next: 'Suivant',
    finish: 'Publier l’annonce',
    saveAndExit: 'Enregistrer et quitter',
    saving: 'Enregistrement',
  },
});
