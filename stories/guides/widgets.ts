// The design guides of the RV-rental widgets (stories/widgets/), by Storybook title.
import type { Guide } from './guide.ts';

export const widgetGuides: Record<string, Guide> = {
  'Widgets/AmenityPicker': {
    en: {
      description:
        'A host picks the amenities of an RV from tiles with icons; one button selects or clears them all, and the count is announced.',
      states: ['By keyboard and pointer', 'French, dark theme'],
      do: ['Use the contract’s amenity names and their labels in both languages.', 'Give each tile an icon that matches the amenity.'],
      dont: [
        'Do not use it for search filters: renters filter with checkboxes in the filters.',
        'Do not invent amenities the search cannot filter by.',
      ],
    },
    fr: {
      description:
        'L’hôte choisit les commodités d’un VR parmi des tuiles avec icônes ; un bouton les coche ou les décoche toutes, et le nombre est annoncé.',
      states: ['Au clavier et au pointeur', 'Français, thème sombre'],
      do: [
        'Utilisez les noms de commodités du contrat et leurs libellés dans les deux langues.',
        'Donnez à chaque tuile une icône qui correspond à la commodité.',
      ],
      dont: [
        'Ne l’utilisez pas pour les filtres de recherche : les locataires filtrent avec des cases dans les filtres.',
        'N’inventez pas de commodités que la recherche ne sait pas filtrer.',
      ],
    },
  },
  'Widgets/Banners': {
    en: {
      description:
        'The product’s banners above the page: suspended account, app download, the Canadian and midweek campaigns. A dismissed banner hands focus to the main content.',
      states: ['Every banner', 'Dismissed by pointer and keyboard', 'French', 'French, dark theme'],
      do: ['Show at most one campaign banner at a time.', 'Store the dismissal so a banner does not come back on the next page.'],
      dont: [
        'Do not use these banners for page messages: use the Banner primitive.',
        'Do not make the suspended account banner dismissible for good while the account is suspended.',
      ],
    },
    fr: {
      description:
        'Les bannières du produit au-dessus de la page : compte suspendu, téléchargement de l’application, campagnes canadienne et de milieu de semaine. Une bannière fermée passe le focus au contenu principal.',
      states: ['Toutes les bannières', 'Fermées au pointeur et au clavier', 'Français', 'Français, thème sombre'],
      do: [
        'Affichez au plus une bannière de campagne à la fois.',
        'Retenez la fermeture pour qu’une bannière ne revienne pas à la page suivante.',
      ],
      dont: [
        'N’utilisez pas ces bannières pour les messages d’une page : prenez la bannière de base.',
        'Ne rendez pas la bannière de compte suspendu définitivement fermable tant que le compte est suspendu.',
      ],
    },
  },
  'Widgets/CollectionsDialog': {
    en: {
      description: 'Choose, create, rename and delete favourites collections in one dialog; every change goes through the app’s calls.',
      states: [
        'Choose and remove',
        'Create, with the name checked',
        'Rename and delete',
        'A failed call keeps the text',
        'French',
        'French, dark theme',
      ],
      do: ['Keep what was typed when a call fails, and say what went wrong.', 'Confirm before a collection is deleted.'],
      dont: ['Do not close the dialog on a failed call.', 'Do not allow two collections with the same name.'],
    },
    fr: {
      description:
        'Choisir, créer, renommer et supprimer des collections de favoris dans un dialogue ; chaque changement passe par les appels de l’application.',
      states: [
        'Choisir et retirer',
        'Créer, avec le nom vérifié',
        'Renommer et supprimer',
        'Un appel échoué garde le texte',
        'Français',
        'Français, thème sombre',
      ],
      do: [
        'Gardez la saisie quand un appel échoue, et dites ce qui n’a pas marché.',
        'Demandez confirmation avant de supprimer une collection.',
      ],
      dont: ['Ne fermez pas le dialogue sur un appel échoué.', 'N’acceptez pas deux collections du même nom.'],
    },
  },
  'Widgets/CountStepper': {
    en: {
      description:
        'A whole count on one row: the label and description at the start, minus, the value and plus at the end. Arrow keys, Home and End step it.',
      states: ['By keyboard and pointer', 'French, dark theme', 'With an error'],
      do: ['Set the minimum and maximum the count allows.', 'Name what is counted in the label: “Children”.'],
      dont: ['Do not use it for large numbers: use a number field.', 'Do not let the buttons be the only way to change the value.'],
    },
    fr: {
      description:
        'Un compte entier sur une rangée : l’étiquette et la description au début, moins, la valeur et plus à la fin. Les flèches, Début et Fin l’ajustent.',
      states: ['Au clavier et au pointeur', 'Français, thème sombre', 'Avec une erreur'],
      do: ['Fixez le minimum et le maximum que le compte permet.', 'Nommez ce qui est compté dans l’étiquette : « Enfants ».'],
      dont: [
        'Ne l’utilisez pas pour de grands nombres : prenez un champ numérique.',
        'Ne faites pas des boutons le seul moyen de changer la valeur.',
      ],
    },
  },
  'Widgets/DateRangePicker': {
    en: {
      description:
        'Check-in and check-out, typed by segment or picked on a calendar, with booked days, a minimum stay and the number of nights.',
      states: [
        'Two months on a wide screen',
        'Typed, then picked with the keyboard',
        'A minimum stay, and clearing',
        'Booked days cannot be spanned',
        'French',
        'One month on a narrow screen',
        'Inside a dialog',
        'The focused day has a visible ring',
      ],
      do: ['Pass the listing’s booked days and minimum nights.', 'Show the number of nights once both days are chosen.'],
      dont: ['Do not use a JavaScript Date for a day: days are calendar dates.', 'Do not let a range cover a booked day.'],
    },
    fr: {
      description:
        'L’arrivée et le départ, saisis par segment ou choisis sur un calendrier, avec les jours réservés, un séjour minimum et le nombre de nuits.',
      states: [
        'Deux mois sur grand écran',
        'Saisi, puis choisi au clavier',
        'Un séjour minimum, et l’effacement',
        'Une plage ne couvre pas de jour réservé',
        'Français',
        'Un mois sur petit écran',
        'Dans un dialogue',
        'Le jour actif a un anneau visible',
      ],
      do: [
        'Transmettez les jours réservés et le minimum de nuits de l’annonce.',
        'Affichez le nombre de nuits dès que les deux jours sont choisis.',
      ],
      dont: [
        'N’utilisez pas une Date JavaScript pour un jour : les jours sont des dates de calendrier.',
        'Ne laissez pas une plage couvrir un jour réservé.',
      ],
    },
  },
  'Widgets/DevToolsPanel': {
    en: {
      description: 'The floating developer panel outside production: environment, monitoring, session, experiment overrides and links.',
      states: ['Opened and closed by keyboard', 'The close button', 'French'],
      do: ['Show it only where the app allows developer tools.', 'Keep it out of the way of the page’s own controls.'],
      dont: ['Do not show it in production.', 'Do not put settings a renter or host needs in it.'],
    },
    fr: {
      description:
        'Le panneau flottant des développeurs hors production : environnement, surveillance, session, forçages d’expériences et liens.',
      states: ['Ouvert et fermé au clavier', 'Le bouton de fermeture', 'Français'],
      do: [
        'Affichez-le seulement là où l’application permet les outils de développement.',
        'Gardez-le à l’écart des commandes de la page.',
      ],
      dont: ['Ne l’affichez pas en production.', 'N’y mettez pas de réglages dont un locataire ou un hôte a besoin.'],
    },
  },
  'Widgets/EarningsEstimate': {
    en: {
      description: 'What an RV could earn: the month’s figure, the year’s, the nightly price range of similar RVs and a bar per month.',
      states: ['July', 'Canadian dollars in French, dark theme', 'Loading'],
      do: ['Say the figures are estimates and what they rest on.', 'Give each bar its value in words for screen readers.'],
      dont: ['Do not compute the estimate in the page: the server gives it.', 'Do not promise earnings.'],
    },
    fr: {
      description:
        'Ce qu’un VR pourrait rapporter : le chiffre du mois, celui de l’année, la fourchette de prix par nuit de VR semblables et une barre par mois.',
      states: ['Juillet', 'Dollars canadiens en français, thème sombre', 'Chargement'],
      do: [
        'Dites que les chiffres sont des estimations et sur quoi ils reposent.',
        'Donnez à chaque barre sa valeur en mots pour les lecteurs d’écran.',
      ],
      dont: ['Ne calculez pas l’estimation dans la page : le serveur la donne.', 'Ne promettez pas de revenus.'],
    },
  },
  'Widgets/ErrorPage': {
    en: {
      description:
        'The error pages the specification lists (not found, RV not available, something went wrong), with an illustration and helpful links.',
      states: [
        'Not found',
        'RV not available',
        'A generic error',
        'With the app’s router links',
        'In development, with the error',
        'French pages, dark theme',
      ],
      do: ['Use the specification’s words for each error.', 'Offer a way on: search, home, the listing’s similar RVs.'],
      dont: ['Do not show the error’s details outside development.', 'Do not blame the person.'],
    },
    fr: {
      description:
        'Les pages d’erreur que la spécification énumère (introuvable, VR indisponible, erreur générale), avec une illustration et des liens utiles.',
      states: [
        'Introuvable',
        'VR indisponible',
        'Une erreur générale',
        'Avec les liens du routeur de l’application',
        'En développement, avec l’erreur',
        'Pages en français, thème sombre',
      ],
      do: ['Utilisez les mots de la spécification pour chaque erreur.', 'Proposez une suite : la recherche, l’accueil, les VR semblables.'],
      dont: ['N’affichez pas le détail de l’erreur hors développement.', 'Ne blâmez pas la personne.'],
    },
  },
  'Widgets/FavouriteButton': {
    en: {
      description:
        'A heart toggle: its name stays “Save to favourites” and its pressed state says whether the RV is saved; the tooltip says what a press will do.',
      states: [
        'Tooltip on hover keeps the button',
        'Pointer and keyboard',
        'The tooltip says what a press does',
        'Pending',
        'Over a linked card',
        'French',
        'Every state',
      ],
      do: ['Put it in the card’s action slot, above the card’s link.', 'Show the pending state until the call answers.'],
      dont: ['Do not change the button’s name with its state.', 'Do not make the heart the only way to reach favourites.'],
    },
    fr: {
      description:
        'Un cœur à bascule : son nom reste « Enregistrer dans les favoris » et son état enfoncé dit si le VR est enregistré ; l’infobulle dit ce que fera une pression.',
      states: [
        'L’infobulle au survol garde le bouton',
        'Pointeur et clavier',
        'L’infobulle dit ce que fait une pression',
        'En attente',
        'Sur une carte liée',
        'Français',
        'Tous les états',
      ],
      do: [
        'Placez-le dans l’emplacement d’action de la carte, au-dessus du lien de la carte.',
        'Affichez l’état en attente jusqu’à la réponse de l’appel.',
      ],
      dont: ['Ne changez pas le nom du bouton avec son état.', 'Ne faites pas du cœur le seul accès aux favoris.'],
    },
  },
  'Widgets/GuestPicker': {
    en: {
      description: 'Adults (at least one), children and pets in a popover opened from a summary button, within what the RV sleeps.',
      states: ['A family trip', 'French plurals', 'Over capacity is brought down'],
      do: ['Pass what the RV sleeps so the counts stay within it.', 'Keep the summary short: “3 guests, 1 pet”.'],
      dont: ['Do not ask for ages.', 'Do not let the number of adults fall to zero.'],
    },
    fr: {
      description:
        'Adultes (au moins un), enfants et animaux dans une fenêtre contextuelle ouverte depuis un bouton résumé, dans la limite des couchettes du VR.',
      states: ['Un voyage en famille', 'Pluriels en français', 'Un dépassement est ramené à la capacité'],
      do: ['Transmettez le nombre de couchettes pour que les comptes y restent.', 'Gardez le résumé court : « 3 voyageurs, 1 animal ».'],
      dont: ['Ne demandez pas les âges.', 'Ne laissez pas le nombre d’adultes tomber à zéro.'],
    },
  },
  'Widgets/ListingCard': {
    en: {
      description:
        'A search result: photos, badges, name, type, sleeps, place and distance, price, total and rating; the whole card is a link.',
      states: ['A Canadian listing', 'An American listing in French', 'With a router link', 'Loading'],
      do: ['Show the total the server computed for the chosen dates.', 'Keep the favourite button in the card’s action slot.'],
      dont: ['Do not add other links inside the card.', 'Do not convert prices in the page: the server gives both currencies.'],
    },
    fr: {
      description:
        'Un résultat de recherche : photos, badges, nom, type, couchettes, lieu et distance, prix, total et note ; toute la carte est un lien.',
      states: ['Une annonce canadienne', 'Une annonce américaine en français', 'Avec un lien du routeur', 'Chargement'],
      do: [
        'Affichez le total que le serveur a calculé pour les dates choisies.',
        'Gardez le bouton favori dans l’emplacement d’action de la carte.',
      ],
      dont: [
        'N’ajoutez pas d’autres liens dans la carte.',
        'Ne convertissez pas les prix dans la page : le serveur donne les deux devises.',
      ],
    },
  },
  'Widgets/LocationSearch': {
    en: {
      description:
        'Where the renter is going: a combobox over place suggestions, and “Use my location”. Typed text is kept when focus leaves.',
      states: ['Type and choose', 'No match, and queries too short', '“Use my location” in French'],
      do: ['Keep what was typed when focus leaves the field.', 'Show the place’s second line (province or state) in suggestions.'],
      dont: [
        'Do not ask for the location before the person presses “Use my location”.',
        'Do not clear the field when no suggestion matches.',
      ],
    },
    fr: {
      description:
        'Où va le locataire : une liste à saisie sur des suggestions de lieux, et « Utiliser ma position ». Le texte saisi reste quand le focus part.',
      states: ['Saisir et choisir', 'Aucun résultat, et requêtes trop courtes', '« Utiliser ma position » en français'],
      do: [
        'Gardez la saisie quand le focus quitte le champ.',
        'Affichez la seconde ligne du lieu (province ou État) dans les suggestions.',
      ],
      dont: [
        'Ne demandez pas la position avant que la personne appuie sur « Utiliser ma position ».',
        'N’effacez pas le champ quand aucune suggestion ne correspond.',
      ],
    },
  },
  'Widgets/MaintenancePage': {
    en: {
      description: 'Shown on every page but the experiments page while the maintenance flag is on.',
      states: ['Default', 'French, dark theme'],
      do: ['Say the site will be back and that bookings are safe.', 'Keep it light: it loads nothing else.'],
      dont: ['Do not offer actions that need the API.', 'Do not promise a time you do not know.'],
    },
    fr: {
      description: 'Affichée sur toutes les pages sauf celle des expériences tant que l’indicateur de maintenance est activé.',
      states: ['Par défaut', 'Français, thème sombre'],
      do: ['Dites que le site revient et que les réservations sont en sécurité.', 'Gardez-la légère : elle ne charge rien d’autre.'],
      dont: ['Ne proposez pas d’actions qui demandent l’API.', 'Ne promettez pas une heure que vous ne connaissez pas.'],
    },
  },
  'Widgets/ModalQueue': {
    en: {
      description:
        'Modals the app asks for by name, shown one at a time in a dialog; priority goes first, duplicates are dropped, and navigation keeps only persistent ones.',
      states: [
        'One at a time',
        'Priority goes to the front',
        'Duplicates are removed',
        'Navigation keeps only persistent entries',
        'An unknown name throws',
        'Focus when the trigger is gone',
        'French',
        'Dark theme',
      ],
      do: ['Register every modal by name with its title.', 'Render the host once, near the root of the app.'],
      dont: ['Do not open dialogs from dialogs: queue them.', 'Do not queue a modal for a passing confirmation: that is a toast.'],
    },
    fr: {
      description:
        'Des fenêtres que l’application demande par leur nom, affichées une à la fois dans un dialogue ; la priorité passe devant, les doublons tombent, et la navigation ne garde que les persistantes.',
      states: [
        'Une à la fois',
        'La priorité passe devant',
        'Les doublons sont retirés',
        'La navigation ne garde que les entrées persistantes',
        'Un nom inconnu lève une erreur',
        'Le focus quand le déclencheur a disparu',
        'Français',
        'Thème sombre',
      ],
      do: ['Enregistrez chaque fenêtre par son nom avec son titre.', 'Affichez l’hôte une seule fois, près de la racine de l’application.'],
      dont: [
        'N’ouvrez pas de dialogues depuis des dialogues : mettez-les en file.',
        'Ne mettez pas en file une fenêtre pour une confirmation passagère : c’est une notification.',
      ],
    },
  },
  'Widgets/PhotoUploader': {
    en: {
      description:
        'The RV photo uploader: drop files or choose them, per-file progress and errors, reorder by keyboard or dragging, the first photo is the cover, captions in both languages.',
      states: [
        'Reorder and choose the cover by keyboard',
        'Choose files: progress and errors',
        'Drop files',
        'Captions in both languages',
        'French, dark theme',
      ],
      do: ['Say the accepted types and size before the upload.', 'Keep focus on the photo being moved and announce each change.'],
      dont: ['Do not make dragging the only way to reorder.', 'Do not drop a failed file silently: say why it failed.'],
    },
    fr: {
      description:
        'Le téléversement des photos du VR : déposer ou choisir des fichiers, progression et erreurs par fichier, réordonner au clavier ou en glissant, la première photo est la couverture, légendes dans les deux langues.',
      states: [
        'Réordonner et choisir la couverture au clavier',
        'Choisir des fichiers : progression et erreurs',
        'Déposer des fichiers',
        'Légendes dans les deux langues',
        'Français, thème sombre',
      ],
      do: [
        'Indiquez les types et la taille acceptés avant l’envoi.',
        'Gardez le focus sur la photo déplacée et annoncez chaque changement.',
      ],
      dont: [
        'Ne faites pas du glisser-déposer le seul moyen de réordonner.',
        'N’écartez pas un fichier en silence : dites pourquoi il a échoué.',
      ],
    },
  },
  'Widgets/PriceBreakdown': {
    en: {
      description: 'The trip’s price as the server computed it: every line, every tax the total includes, and when money moves.',
      states: [
        'A Canadian week, paid later',
        'A Canadian week in French',
        'A Canadian week seen in US dollars',
        'A Texas midweek with a promo code',
        'Texas in French',
        'A Canadian week, deposit paid',
        'Without payments (the page shows its own payment lines)',
      ],
      do: [
        'Render the lines the server sends; they add up to the total.',
        'Say when the card is charged and when the deposit is held.',
        'Pass payments={false} where the page shows the viewer’s own payment lines (a booking, a proposed change).',
      ],
      dont: ['Do not compute or round money in the page.', 'Do not hide taxes inside other lines.'],
    },
    fr: {
      description:
        'Le prix du voyage tel que le serveur l’a calculé : chaque ligne, chaque taxe comprise dans le total, et le moment où l’argent circule.',
      states: [
        'Une semaine au Canada, payée plus tard',
        'Une semaine au Canada en français',
        'Une semaine au Canada vue en dollars américains',
        'Un milieu de semaine au Texas avec un code promo',
        'Le Texas en français',
        'Une semaine au Canada, dépôt payé',
        'Sans les paiements (la page affiche ses propres lignes de paiement)',
      ],
      do: [
        'Affichez les lignes que le serveur envoie ; elles s’additionnent au total.',
        'Dites quand la carte est débitée et quand le dépôt est retenu.',
        'Passez payments={false} là où la page affiche les lignes de paiement de son lecteur (une réservation, une modification proposée).',
      ],
      dont: ['Ne calculez ni n’arrondissez d’argent dans la page.', 'Ne cachez pas les taxes dans d’autres lignes.'],
    },
  },
  'Widgets/ProtectionSelector': {
    en: {
      description:
        'Choose a protection plan as cards (nightly price, deductible, what it covers) and roadside assistance; driving and stationary trips have their own plans.',
      states: ['A driving trip', 'Stationary in Canada, in French', 'Driving, in English Canada'],
      do: ['Show each plan’s deductible and what it covers.', 'Offer the plans the trip’s use allows: driving or delivered and parked.'],
      dont: ['Do not preselect the most expensive plan.', 'Do not compute plan prices in the page.'],
    },
    fr: {
      description:
        'Choisir une protection sous forme de cartes (prix par nuit, franchise, couverture) et l’assistance routière ; les voyages sur la route et à l’arrêt ont leurs propres formules.',
      states: ['Un voyage sur la route', 'À l’arrêt au Canada, en français', 'Sur la route, au Canada anglais'],
      do: [
        'Affichez la franchise de chaque formule et ce qu’elle couvre.',
        'Proposez les formules que l’usage du voyage permet : sur la route, ou livré et stationné.',
      ],
      dont: ['Ne présélectionnez pas la formule la plus chère.', 'Ne calculez pas les prix des formules dans la page.'],
    },
  },
  'Widgets/SearchFilters': {
    en: {
      description: 'The search page’s filters: types, price, amenities and more, in popovers on a wide screen and a sheet on a phone.',
      states: ['Popovers on a wide screen', 'Amenities in French', 'A sheet on a narrow screen', 'The automatic layout on a phone'],
      do: ['Keep the filters in the address so a search can be shared.', 'Show how many filters are on.'],
      dont: ['Do not search again while a range is still being dragged.', 'Do not hide the reset.'],
    },
    fr: {
      description:
        'Les filtres de la page de recherche : types, prix, commodités et plus, en fenêtres contextuelles sur grand écran et en volet sur téléphone.',
      states: [
        'Fenêtres contextuelles sur grand écran',
        'Commodités en français',
        'Un volet sur petit écran',
        'La disposition automatique sur téléphone',
      ],
      do: ['Gardez les filtres dans l’adresse pour qu’une recherche se partage.', 'Montrez combien de filtres sont actifs.'],
      dont: ['Ne relancez pas la recherche pendant qu’on glisse un curseur.', 'Ne cachez pas la réinitialisation.'],
    },
  },
  'Widgets/SortSelect': {
    en: {
      description: 'The search results’ sort order: recommended, price up or down, distance.',
      states: ['English', 'French, dark theme'],
      do: ['Use the contract’s sort orders and their words.', 'Keep the order in the address.'],
      dont: ['Do not add sort orders the API does not know.', 'Do not reset the page’s filters when the order changes.'],
    },
    fr: {
      description: 'L’ordre de tri des résultats de recherche : recommandés, prix croissant ou décroissant, distance.',
      states: ['Anglais', 'Français, thème sombre'],
      do: ['Utilisez les ordres de tri du contrat et leurs mots.', 'Gardez l’ordre dans l’adresse.'],
      dont: ['N’ajoutez pas d’ordres que l’API ne connaît pas.', 'Ne réinitialisez pas les filtres quand l’ordre change.'],
    },
  },
  'Widgets/ToastQueue': {
    en: {
      description:
        'Short confirmations in a polite live region: they leave on their own, wait while hovered or focused, and hand focus on as they go.',
      states: [
        'Leaves on its own',
        'Queued and paused on hover',
        'Paused while focused, dismissed by keyboard',
        'With an action, stays until used',
        'French',
        'Dark theme',
      ],
      do: ['Confirm what just happened in a few words: “Saved to favourites”.', 'Give a toast with an action the time to use it.'],
      dont: [
        'Do not put errors that block the person in a toast: use a banner or the field’s error.',
        'Do not show more than three at once.',
      ],
    },
    fr: {
      description:
        'De courtes confirmations dans une zone annoncée poliment : elles partent seules, attendent au survol ou au focus, et passent le focus en partant.',
      states: [
        'Part seule',
        'En file et en pause au survol',
        'En pause au focus, fermée au clavier',
        'Avec une action, reste jusqu’à son usage',
        'Français',
        'Thème sombre',
      ],
      do: [
        'Confirmez ce qui vient d’arriver en quelques mots : « Enregistré dans les favoris ».',
        'Laissez à une notification avec action le temps de s’en servir.',
      ],
      dont: [
        'Ne mettez pas une erreur bloquante dans une notification : prenez une bannière ou l’erreur du champ.',
        'N’en affichez pas plus de trois à la fois.',
      ],
    },
  },
  'Widgets/WizardFrame': {
    en: {
      description: 'The host listing wizard’s frame: the step title, progress, Back, Next, and Save and exit.',
      states: [
        'Through the steps by keyboard',
        'The last step publishes',
        'An incomplete step holds Next',
        'Saving',
        'French',
        'Counting parts: several steps share one part, named in the progress',
        'French, dark theme',
      ],
      do: [
        'Say what is missing when Next is held.',
        'Save on every step so a host can leave and come back.',
        'Count parts (`phase`) when answers make steps apply or not, so the total never changes.',
      ],
      dont: ['Do not disable Back.', 'Do not lose a step’s answers when the host goes back.'],
    },
    fr: {
      description:
        'Le cadre de l’assistant d’annonce de l’hôte : le titre de l’étape, la progression, Retour, Suivant, et Enregistrer et quitter.',
      states: [
        'Les étapes au clavier',
        'La dernière étape publie',
        'Une étape incomplète retient Suivant',
        'Enregistrement',
        'Français',
        'Par parties\u00a0: plusieurs étapes partagent une partie, nommée dans la progression',
        'Français, thème sombre',
      ],
      do: [
        'Dites ce qui manque quand Suivant est retenu.',
        'Enregistrez à chaque étape pour qu’un hôte puisse partir et revenir.',
        'Comptez les parties (`phase`) quand les réponses ajoutent ou retirent des étapes\u00a0: le total ne change jamais.',
      ],
      dont: ['Ne désactivez pas Retour.', 'Ne perdez pas les réponses d’une étape quand l’hôte revient en arrière.'],
    },
  },
};
