import { defineMessages } from '../../provider/ui-provider.tsx';

export const bannersMessages = defineMessages({
  en: {
    suspendedTitle: 'Your account is suspended',
    suspendedBody: 'Your listings are hidden from search and cannot take new bookings until the required actions are done.',
    suspendedAction: 'See what to do',
    appTitle: 'Rove is better in the app',
    appCriticalBody: 'Message your host, check in and get help on the road, even with a weak signal.',
    appSubtleBody: 'Manage your trips on the go with the Rove app.',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    canadaTitle: 'Proudly Canadian-owned',
    canadaBody: 'Rove is owned and run in Canada. Rent from local hosts from coast to coast.',
    canadaAction: 'Our story',
    midweekTitle: 'Midweek trips cost less',
    midweekBody: (percent: string) => `Book Monday to Thursday nights and save up to ${percent} on RVs with a midweek discount.`,
    midweekAction: 'Find midweek deals',
    dismiss: 'Dismiss',
  },
  fr: {
    suspendedTitle: 'Votre compte est suspendu',
    suspendedBody:
      'Vos annonces sont masquées dans la recherche et ne peuvent pas recevoir de nouvelles réservations tant que les actions requises ne sont pas faites.',
    suspendedAction: 'Voir quoi faire',
    appTitle: 'Rove, c’est mieux dans l’application',
    appCriticalBody: 'Écrivez à votre hôte, faites l’enregistrement et obtenez de l’aide sur la route, même avec un signal faible.',
    appSubtleBody: 'Gérez vos voyages où que vous soyez avec l’application Rove.',
    appStore: 'Télécharger dans l’App Store',
    googlePlay: 'Disponible sur Google Play',
    canadaTitle: 'Fièrement canadienne',
    canadaBody: 'Rove appartient à des Canadiens et est exploitée au Canada. Louez auprès d’hôtes d’ici, d’un océan à l’autre.',
    canadaAction: 'Notre histoire',
    midweekTitle: 'Les voyages en semaine coûtent moins cher',
    midweekBody: (percent: string) =>
      `Réservez les nuits du lundi au jeudi et économisez jusqu’à ${percent} sur les VR offrant un rabais en semaine.`,
    midweekAction: 'Trouver des aubaines en semaine',
    dismiss: 'Fermer',
  },
});
