// The design guides of the primitives (stories/primitives/), by Storybook title.
import type { Guide } from './guide.ts';

export const primitiveGuides: Record<string, Guide> = {
  'Primitives/Avatar': {
    en: {
      description: 'A person’s photo, or their initials when there is none or it fails to load. Hosts and renters are shown with it.',
      states: ['Photo', 'Initials when there is no photo', 'Initials when the photo fails', 'Sizes sm, md, lg and xl'],
      do: ['Give the person’s full name: it names the image and makes the initials.', 'Use md in lists and lg or xl on profiles.'],
      dont: [
        'Do not put a logo or an RV photo in an avatar.',
        'Do not let the avatar be the only sign of who it is where it matters: write the name beside it.',
      ],
    },
    fr: {
      description:
        'La photo d’une personne, ou ses initiales quand il n’y en a pas ou qu’elle ne se charge pas. Hôtes et locataires s’affichent ainsi.',
      states: ['Photo', 'Initiales sans photo', 'Initiales quand la photo échoue', 'Tailles sm, md, lg et xl'],
      do: ['Donnez le nom complet : il nomme l’image et forme les initiales.', 'Utilisez md dans les listes et lg ou xl sur les profils.'],
      dont: [
        'Ne mettez ni logo ni photo de VR dans un avatar.',
        'Ne laissez pas l’avatar seul dire de qui il s’agit quand cela compte : écrivez le nom à côté.',
      ],
    },
  },
  'Primitives/Badge': {
    en: {
      description:
        'A short status label. The marketplace variants (Superhost, Instant Book, Delivery only, Featured) bring their icon and words in both languages.',
      states: ['Every variant', 'French words', 'Dark theme', 'Custom words'],
      do: ['Use the marketplace variants as they are: their words are the product’s.', 'Keep custom badges to one or two words.'],
      dont: ['Do not use a badge as a button or a link.', 'Do not stack more than three badges on a card.'],
    },
    fr: {
      description:
        'Une courte étiquette d’état. Les variantes de la plateforme (Superhôte, Réservation instantanée, Livraison seulement, En vedette) apportent leur icône et leurs mots dans les deux langues.',
      states: ['Toutes les variantes', 'Mots en français', 'Thème sombre', 'Mots personnalisés'],
      do: [
        'Utilisez les variantes de la plateforme telles quelles : leurs mots sont ceux du produit.',
        'Limitez les badges personnalisés à un ou deux mots.',
      ],
      dont: ['N’utilisez pas un badge comme bouton ou lien.', 'N’empilez pas plus de trois badges sur une carte.'],
    },
  },
  'Primitives/Banner': {
    en: {
      description: 'A message about the page or the account, in four tones: info, success, warning and danger. It can be dismissible.',
      states: ['Tones: info, success, warning, danger', 'Dismissible by keyboard and pointer', 'French', 'Dark theme'],
      do: [
        'Say what happened and what to do next in one or two sentences.',
        'Match the tone to the consequence: danger only when something is blocked.',
      ],
      dont: ['Do not use a banner for a passing confirmation: that is a toast.', 'Do not show two banners of the same tone at once.'],
    },
    fr: {
      description:
        'Un message sur la page ou le compte, en quatre tons : information, réussite, avertissement et danger. Il peut se fermer.',
      states: ['Tons : information, réussite, avertissement, danger', 'Fermeture au clavier et au pointeur', 'Français', 'Thème sombre'],
      do: [
        'Dites ce qui s’est passé et quoi faire ensuite en une ou deux phrases.',
        'Accordez le ton à la conséquence : danger seulement quand quelque chose est bloqué.',
      ],
      dont: [
        'N’utilisez pas une bannière pour une confirmation passagère : c’est une notification.',
        'N’affichez pas deux bannières du même ton à la fois.',
      ],
    },
  },
  'Primitives/Button': {
    en: {
      description:
        'Starts an action: primary for the one main action of a view, secondary, outline and ghost for the others, destructive for what cannot be undone.',
      states: [
        'Primary',
        'Variants and sizes, with icon-only and disabled',
        'Loading: same width, announced, presses ignored',
        'Icon only, named by aria-label',
        'A link styled as a button (asChild)',
      ],
      do: [
        'Keep one primary button per view.',
        'Write what happens: “Request to book”, not “Submit”.',
        'Name an icon-only button with aria-label.',
      ],
      dont: ['Do not use a button to go to another page: use a link (asChild).', 'Do not disable a button without saying why nearby.'],
    },
    fr: {
      description:
        'Lance une action : primary pour l’action principale d’une vue, secondary, outline et ghost pour les autres, destructive pour ce qui ne peut être annulé.',
      states: [
        'Primary',
        'Variantes et tailles, icône seule et désactivé',
        'Chargement : même largeur, annoncé, pressions ignorées',
        'Icône seule, nommée par aria-label',
        'Un lien à l’allure de bouton (asChild)',
      ],
      do: [
        'Gardez un seul bouton principal par vue.',
        'Écrivez ce qui arrive : « Demander à réserver », pas « Envoyer ».',
        'Nommez un bouton à icône seule avec aria-label.',
      ],
      dont: [
        'N’utilisez pas un bouton pour aller à une autre page : prenez un lien (asChild).',
        'Ne désactivez pas un bouton sans dire pourquoi à côté.',
      ],
    },
  },
  'Primitives/Card': {
    en: {
      description: 'A surface that groups one subject: a header with title, description and an action slot, content, and a footer.',
      states: ['A listing card', 'French', 'Dark theme'],
      do: [
        'Use CardAction for the one action that belongs to the whole card (a favourite, a menu).',
        'Keep the title the first thing read.',
      ],
      dont: ['Do not nest cards in cards.', 'Do not make a card a link and also put other links in it.'],
    },
    fr: {
      description: 'Une surface qui regroupe un sujet : un en-tête avec titre, description et emplacement d’action, un contenu et un pied.',
      states: ['Une carte d’annonce', 'Français', 'Thème sombre'],
      do: ['Utilisez CardAction pour l’action qui concerne toute la carte (un favori, un menu).', 'Faites du titre la première chose lue.'],
      dont: ['N’imbriquez pas de cartes dans des cartes.', 'Ne faites pas d’une carte un lien qui contient aussi d’autres liens.'],
    },
  },
  'Primitives/CheckboxGroup': {
    en: {
      description: 'Several checkboxes under one label, with one description and one error for the group.',
      states: ['Default', 'With a description', 'Required and invalid', 'Disabled', 'French', 'Dark theme'],
      do: ['Use it when any number of options can be chosen, zero included.', 'Put the error on the group, not on each box.'],
      dont: [
        'Do not use it for one choice among several: that is a radio group.',
        'Do not list more than about eight options: filter or search instead.',
      ],
    },
    fr: {
      description: 'Plusieurs cases à cocher sous une étiquette, avec une description et une erreur pour le groupe.',
      states: ['Par défaut', 'Avec une description', 'Obligatoire et invalide', 'Désactivé', 'Français', 'Thème sombre'],
      do: [
        'Utilisez-le quand on peut choisir un nombre quelconque d’options, zéro compris.',
        'Placez l’erreur sur le groupe, pas sur chaque case.',
      ],
      dont: [
        'Ne l’utilisez pas pour un choix unique : c’est un groupe de boutons radio.',
        'N’énumérez pas plus de huit options environ : filtrez ou cherchez plutôt.',
      ],
    },
  },
  'Primitives/Checkbox': {
    en: {
      description: 'A yes-or-no choice that takes effect with the form, with its label, description and error.',
      states: [
        'Default',
        'With a description',
        'Indeterminate (some of a group)',
        'Required and invalid',
        'Disabled',
        'French',
        'Dark theme',
      ],
      do: [
        'Write the label as the thing that becomes true: “I accept the rental agreement”.',
        'Use indeterminate only for a parent of partly chosen children.',
      ],
      dont: [
        'Do not use a checkbox for a setting that applies at once: that is a switch.',
        'Do not hide the label: the whole label toggles the box.',
      ],
    },
    fr: {
      description: 'Un choix oui ou non qui s’applique avec le formulaire, avec son étiquette, sa description et son erreur.',
      states: [
        'Par défaut',
        'Avec une description',
        'Indéterminée (une partie d’un groupe)',
        'Obligatoire et invalide',
        'Désactivée',
        'Français',
        'Thème sombre',
      ],
      do: [
        'Formulez l’étiquette comme ce qui devient vrai : « J’accepte le contrat de location ».',
        'N’utilisez l’état indéterminé que pour un parent d’enfants cochés en partie.',
      ],
      dont: [
        'N’utilisez pas une case pour un réglage immédiat : c’est un interrupteur.',
        'Ne masquez pas l’étiquette : toute l’étiquette coche la case.',
      ],
    },
  },
  'Primitives/Combobox': {
    en: {
      description: 'A text input with suggestions, from a fixed list or loaded as the person types, with loading, empty and error states.',
      states: [
        'Static options',
        'Nothing matches',
        'Options loaded as you type',
        'Loading failed',
        'With a description',
        'Required and invalid',
        'Disabled',
        'Open in the dark theme',
        'Inside a dialog',
      ],
      do: ['Say in the empty state what to try instead.', 'Keep each option to a main line and an optional second line.'],
      dont: [
        'Do not use it for a short fixed list a person can read at once: that is a select.',
        'Do not clear what was typed when loading fails.',
      ],
    },
    fr: {
      description:
        'Un champ texte avec des suggestions, tirées d’une liste fixe ou chargées pendant la saisie, avec les états de chargement, vide et d’erreur.',
      states: [
        'Options fixes',
        'Aucun résultat',
        'Options chargées pendant la saisie',
        'Échec du chargement',
        'Avec une description',
        'Obligatoire et invalide',
        'Désactivé',
        'Ouvert en thème sombre',
        'Dans un dialogue',
      ],
      do: [
        'Dites dans l’état vide quoi essayer d’autre.',
        'Limitez chaque option à une ligne principale et une seconde ligne facultative.',
      ],
      dont: [
        'Ne l’utilisez pas pour une courte liste fixe qu’on lit d’un coup d’œil : c’est une liste déroulante.',
        'N’effacez pas la saisie quand le chargement échoue.',
      ],
    },
  },
  'Primitives/Container': {
    en: {
      description: 'Centres page content within the container width, with the page gutters on both sides.',
      states: ['Page width', 'Narrow (forms, articles)', 'As the page’s main element', 'French', 'Dark theme'],
      do: ['Use one container per band of the page.', 'Use narrow for reading and forms.'],
      dont: ['Do not nest containers.', 'Do not add side padding of your own: the gutter is in the container.'],
    },
    fr: {
      description: 'Centre le contenu de la page dans la largeur du conteneur, avec les gouttières de la page des deux côtés.',
      states: ['Largeur de page', 'Étroit (formulaires, articles)', 'Comme élément principal de la page', 'Français', 'Thème sombre'],
      do: ['Utilisez un conteneur par bande de la page.', 'Prenez la version étroite pour la lecture et les formulaires.'],
      dont: ['N’imbriquez pas de conteneurs.', 'N’ajoutez pas de marge latérale : la gouttière est dans le conteneur.'],
    },
  },
  'Primitives/DataTable': {
    en: {
      description: 'Rows of figures with a caption and column headers, such as a host’s earnings by month.',
      states: ['Earnings by month', 'Empty', 'Caption read but not shown'],
      do: ['Give every table a caption, shown or not.', 'Align figures to the right and format them in the page’s language.'],
      dont: ['Do not use a table for layout.', 'Do not put actions in every cell: one per row at most.'],
    },
    fr: {
      description: 'Des rangées de chiffres avec une légende et des en-têtes de colonne, comme les revenus mensuels d’un hôte.',
      states: ['Revenus par mois', 'Vide', 'Légende lue mais non affichée'],
      do: [
        'Donnez une légende à chaque tableau, affichée ou non.',
        'Alignez les chiffres à droite et formatez-les dans la langue de la page.',
      ],
      dont: ['N’utilisez pas un tableau pour la mise en page.', 'Ne mettez pas d’actions dans chaque cellule : une par rangée au plus.'],
    },
  },
  'Primitives/Dialog': {
    en: {
      description:
        'A modal window that takes focus until it is closed. It always has a title; Escape and the close button close it in both languages.',
      states: [
        'Keyboard and pointer',
        'Controlled',
        'Title read but not shown',
        'A popover inside it',
        'Non-modal',
        'French',
        'Dark theme',
        'Sizes',
      ],
      do: ['Title it with the question or task: “Cancel this booking?”.', 'Put the main action last in the footer.'],
      dont: [
        'Do not open a dialog from a dialog: replace its content or use the modal queue.',
        'Do not use a dialog for information a page could show.',
      ],
    },
    fr: {
      description:
        'Une fenêtre modale qui garde le focus jusqu’à sa fermeture. Elle a toujours un titre ; Échap et le bouton de fermeture la ferment dans les deux langues.',
      states: [
        'Clavier et pointeur',
        'Contrôlé',
        'Titre lu mais non affiché',
        'Une fenêtre contextuelle à l’intérieur',
        'Non modal',
        'Français',
        'Thème sombre',
        'Tailles',
      ],
      do: [
        'Titrez-le avec la question ou la tâche : « Annuler cette réservation? ».',
        'Placez l’action principale en dernier dans le pied.',
      ],
      dont: [
        'N’ouvrez pas un dialogue depuis un dialogue : remplacez son contenu ou passez par la file des fenêtres.',
        'N’utilisez pas un dialogue pour une information que la page pourrait montrer.',
      ],
    },
  },
  'Primitives/Disclosure': {
    en: {
      description: 'A heading button that shows and hides its panel. Grouped in an accordion, one opens at a time.',
      states: ['A single disclosure', 'An accordion, one open at a time', 'French', 'Dark theme'],
      do: ['Use it for secondary details: policies, frequently asked questions.', 'Write the heading so it says what the panel holds.'],
      dont: ['Do not hide what everyone needs to read, like the price.', 'Do not nest accordions.'],
    },
    fr: {
      description: 'Un bouton-titre qui affiche et masque son panneau. Regroupés en accordéon, un seul s’ouvre à la fois.',
      states: ['Un volet seul', 'Un accordéon, un seul ouvert à la fois', 'Français', 'Thème sombre'],
      do: [
        'Utilisez-le pour les détails secondaires : politiques, questions fréquentes.',
        'Écrivez le titre pour qu’il dise ce que contient le panneau.',
      ],
      dont: ['Ne cachez pas ce que tout le monde doit lire, comme le prix.', 'N’imbriquez pas d’accordéons.'],
    },
  },
  'Primitives/EmptyState': {
    en: {
      description: 'What a list, a search or an inbox shows when there is nothing in it, and what to do about it.',
      states: ['A search with no results', 'French', 'Dark theme'],
      do: ['Say why it is empty and offer one next step.', 'Keep the illustration decorative.'],
      dont: [
        'Do not blame the person: “No RVs match these dates”, not “You chose wrong”.',
        'Do not show an empty state while results are still loading.',
      ],
    },
    fr: {
      description: 'Ce que montre une liste, une recherche ou une boîte de réception quand elle est vide, et quoi faire.',
      states: ['Une recherche sans résultat', 'Français', 'Thème sombre'],
      do: ['Dites pourquoi c’est vide et proposez une prochaine étape.', 'Gardez l’illustration décorative.'],
      dont: [
        'Ne blâmez pas la personne : « Aucun VR pour ces dates », pas « Vous vous êtes trompé ».',
        'N’affichez pas l’état vide pendant que les résultats chargent.',
      ],
    },
  },
  'Primitives/Grid': {
    en: {
      description: 'A grid of 1 to 12 equal columns; items span columns, responsively.',
      states: ['Twelve columns', 'Responsive spans', 'French', 'Dark theme'],
      do: ['Lay out pages on 12 columns and let items span them.', 'Start with one column on phones.'],
      dont: ['Do not use the grid for a row of buttons: that is a stack.', 'Do not ask for 13 columns: the types refuse it.'],
    },
    fr: {
      description: 'Une grille de 1 à 12 colonnes égales ; les éléments en couvrent plusieurs, selon la largeur.',
      states: ['Douze colonnes', 'Étendues selon la largeur', 'Français', 'Thème sombre'],
      do: ['Mettez les pages en page sur 12 colonnes et laissez les éléments s’étendre.', 'Commencez par une colonne sur téléphone.'],
      dont: [
        'N’utilisez pas la grille pour une rangée de boutons : c’est une pile.',
        'Ne demandez pas 13 colonnes : les types le refusent.',
      ],
    },
  },
  'Primitives/Heading': {
    en: {
      description: 'A heading whose level (the page outline) and size (the look) are chosen apart.',
      states: ['Levels 1 to 6', 'The display scale', 'French', 'Dark theme'],
      do: ['Keep one level 1 per page and do not skip levels.', 'Choose the size for the look, the level for the outline.'],
      dont: ['Do not pick a level for its size.', 'Do not make body text bold instead of a heading.'],
    },
    fr: {
      description: 'Un titre dont le niveau (le plan de la page) et la taille (l’apparence) se choisissent séparément.',
      states: ['Niveaux 1 à 6', 'L’échelle d’affichage', 'Français', 'Thème sombre'],
      do: [
        'Gardez un seul niveau 1 par page et ne sautez pas de niveau.',
        'Choisissez la taille pour l’apparence, le niveau pour le plan.',
      ],
      dont: ['Ne choisissez pas un niveau pour sa taille.', 'Ne mettez pas du texte courant en gras à la place d’un titre.'],
    },
  },
  'Primitives/Link': {
    en: {
      description: 'Goes somewhere: another page, a section, a file. Its styles also dress the app’s router links.',
      states: ['Keyboard and pointer', 'Variants: default, muted, standalone, inherit', 'French', 'Dark theme'],
      do: ['Write where it goes: “See the cancellation policy”.', 'Say when a link opens in a new tab.'],
      dont: ['Do not use a link to start an action: that is a button.', 'Do not write “click here”.'],
    },
    fr: {
      description:
        'Mène quelque part : une autre page, une section, un fichier. Ses styles habillent aussi les liens du routeur de l’application.',
      states: ['Clavier et pointeur', 'Variantes : default, muted, standalone, inherit', 'Français', 'Thème sombre'],
      do: ['Écrivez où il mène : « Voir la politique d’annulation ».', 'Dites quand un lien s’ouvre dans un nouvel onglet.'],
      dont: ['N’utilisez pas un lien pour lancer une action : c’est un bouton.', 'N’écrivez pas « cliquez ici ».'],
    },
  },
  'Primitives/LoadingBar': {
    en: {
      description: 'A thin bar at the top of the page while a navigation loads. A fast navigation never shows it.',
      states: ['A navigation', 'A fast navigation never flashes', 'French', 'Dark theme'],
      do: ['Drive it from the router: one bar for the whole app.', 'Let it finish before the new page paints.'],
      dont: ['Do not use it for work inside a page: show a spinner or a skeleton there.', 'Do not show a percentage it cannot know.'],
    },
    fr: {
      description: 'Une fine barre en haut de la page pendant le chargement d’une navigation. Une navigation rapide ne l’affiche jamais.',
      states: ['Une navigation', 'Une navigation rapide ne clignote jamais', 'Français', 'Thème sombre'],
      do: [
        'Pilotez-la depuis le routeur : une seule barre pour toute l’application.',
        'Laissez-la finir avant l’affichage de la nouvelle page.',
      ],
      dont: [
        'Ne l’utilisez pas pour un travail dans la page : montrez-y un indicateur ou une silhouette.',
        'N’affichez pas un pourcentage qu’elle ne peut pas connaître.',
      ],
    },
  },
  'Primitives/Logo': {
    en: {
      description: 'Rove’s logo as inline SVG: the mark and the wordmark in the brand colours, with a Canadian variant.',
      states: ['Variants', 'A link home', 'French', 'Dark theme'],
      do: ['Link it home in the header.', 'Keep clear space around it at least the height of the mark’s wheel.'],
      dont: ['Do not recolour, stretch or outline it.', 'Do not use the mark alone where the name is not said elsewhere.'],
    },
    fr: {
      description: 'Le logo de Rove en SVG intégré : le symbole et le logotype aux couleurs de la marque, avec une variante canadienne.',
      states: ['Variantes', 'Un lien vers l’accueil', 'Français', 'Thème sombre'],
      do: ['Liez-le à l’accueil dans l’en-tête.', 'Laissez autour un espace au moins égal à la hauteur de la roue du symbole.'],
      dont: [
        'Ne le recolorez pas, ne le déformez pas, ne le détourez pas.',
        'N’utilisez pas le symbole seul là où le nom n’est pas dit ailleurs.',
      ],
    },
  },
  'Primitives/Menu': {
    en: {
      description:
        'A list of actions opened from a button, by pointer, Enter, Space or the arrow keys; items can be grouped and selectable.',
      states: ['Keyboard and pointer', 'Selectable items, in French', 'Dark theme', 'Inside a dialog'],
      do: ['Keep items to actions on the thing the button belongs to.', 'Mark destructive items and put them last.'],
      dont: ['Do not hide the main action of a page in a menu.', 'Do not use a menu for navigation between pages: use links.'],
    },
    fr: {
      description:
        'Une liste d’actions ouverte depuis un bouton, au pointeur, avec Entrée, Espace ou les flèches ; les éléments peuvent être groupés et sélectionnables.',
      states: ['Clavier et pointeur', 'Éléments sélectionnables, en français', 'Thème sombre', 'Dans un dialogue'],
      do: ['Limitez les éléments aux actions sur l’objet du bouton.', 'Signalez les éléments destructifs et placez-les en dernier.'],
      dont: [
        'Ne cachez pas l’action principale d’une page dans un menu.',
        'N’utilisez pas un menu pour naviguer entre les pages : prenez des liens.',
      ],
    },
  },
  'Primitives/FileInput': {
    en: {
      description:
        'Chooses files with the browser’s own file input, in the page’s language and within its column: a button opens it and the chosen file’s name follows.',
      states: ['Default', 'Several files', 'French', 'A narrow column', 'Overview', 'Dark theme'],
      do: [
        'Name it with a visible label (its for attribute) or an aria-label, and say which files it takes.',
        'Hide the chosen name (showChosen) where the page shows what became of the files itself.',
      ],
      dont: [
        'Do not use the browser’s bare file input: it speaks the browser’s language and does not shrink.',
        'Do not hide the input itself: it takes the focus and the keys.',
      ],
    },
    fr: {
      description:
        'Choisit des fichiers avec le champ de fichier du navigateur, dans la langue de la page et dans sa colonne : un bouton l’ouvre et le nom du fichier choisi suit.',
      states: ['Par défaut', 'Plusieurs fichiers', 'Français', 'Une colonne étroite', 'Vue d’ensemble', 'Thème sombre'],
      do: [
        'Nommez-le par une étiquette visible (son attribut for) ou un aria-label, et dites quels fichiers il accepte.',
        'Masquez le nom choisi (showChosen) quand la page montre elle-même ce que sont devenus les fichiers.',
      ],
      dont: [
        'N’utilisez pas le champ de fichier nu du navigateur : il parle la langue du navigateur et ne rétrécit pas.',
        'Ne masquez pas le champ lui-même : il prend le focus et les touches.',
      ],
    },
  },
  'Primitives/MoneyField': {
    en: {
      description: 'An amount of money in a given currency, formatted in the page’s language; empty means no amount.',
      states: ['A nightly price in US dollars', 'Empty is no amount', 'Canadian dollars in French, dark theme'],
      do: [
        'Say the currency in the label or through the field’s format.',
        'Use it for what the host sets; the server computes what the renter pays.',
      ],
      dont: ['Do not compute totals in the page.', 'Do not use a number field for money.'],
    },
    fr: {
      description: 'Un montant dans une devise donnée, formaté dans la langue de la page ; vide veut dire aucun montant.',
      states: ['Un prix par nuit en dollars américains', 'Vide, aucun montant', 'Dollars canadiens en français, thème sombre'],
      do: [
        'Indiquez la devise dans l’étiquette ou par le format du champ.',
        'Utilisez-le pour ce que l’hôte fixe ; le serveur calcule ce que paie le locataire.',
      ],
      dont: ['Ne calculez pas de totaux dans la page.', 'N’utilisez pas un champ numérique pour de l’argent.'],
    },
  },
  'Primitives/NativeSelect': {
    en: {
      description:
        'Picks one value from a short list of words with the browser’s own select, drawn like the other fields: no list box or popover code on the page.',
      states: [
        'Default',
        'Controlled, with a placeholder',
        'With a description',
        'Required and invalid',
        'Disabled',
        'French',
        'Overview',
        'Dark theme',
      ],
      do: [
        'Use it when each option is a word or a short phrase: months, years, times, regions, countries.',
        'Give it a visible label; a controlled value of an empty string shows the placeholder until a choice is made.',
      ],
      dont: [
        'Do not use it when options need a description or an icon: that is a Select.',
        'Do not use it for two or three options: show radios.',
      ],
    },
    fr: {
      description:
        'Choisit une valeur dans une courte liste de mots avec la liste déroulante du navigateur, dessinée comme les autres champs : aucun code de liste ni de fenêtre contextuelle sur la page.',
      states: [
        'Par défaut',
        'Contrôlée, avec un texte indicatif',
        'Avec une description',
        'Obligatoire et invalide',
        'Désactivée',
        'Français',
        'Vue d’ensemble',
        'Thème sombre',
      ],
      do: [
        'Utilisez-la quand chaque option est un mot ou une courte expression : mois, années, heures, régions, pays.',
        'Donnez-lui une étiquette visible ; une valeur contrôlée vide montre le texte indicatif jusqu’au choix.',
      ],
      dont: [
        'Ne l’utilisez pas quand les options ont besoin d’une description ou d’une icône : c’est une Select.',
        'Ne l’utilisez pas pour deux ou trois options : montrez des boutons radio.',
      ],
    },
  },
  'Primitives/NumberField': {
    en: {
      description: 'A number typed or stepped, within bounds, formatted in the page’s language.',
      states: ['Default', 'With steppers', 'A currency', 'Required and invalid', 'Disabled', 'French', 'French currency', 'Dark theme'],
      do: ['Set the bounds and step the value allows.', 'Use the stepper variant for small counts.'],
      dont: ['Do not use it for phone numbers, postal codes or card numbers.', 'Do not use it for money when a money field fits.'],
    },
    fr: {
      description: 'Un nombre saisi ou ajusté par pas, dans des bornes, formaté dans la langue de la page.',
      states: [
        'Par défaut',
        'Avec boutons de pas',
        'Une devise',
        'Obligatoire et invalide',
        'Désactivé',
        'Français',
        'Devise en français',
        'Thème sombre',
      ],
      do: ['Fixez les bornes et le pas que la valeur permet.', 'Prenez la variante à boutons pour les petits comptes.'],
      dont: [
        'Ne l’utilisez pas pour un téléphone, un code postal ou un numéro de carte.',
        'Ne l’utilisez pas pour de l’argent quand un champ monétaire convient.',
      ],
    },
  },
  'Primitives/Pagination': {
    en: {
      description: 'Page links with labelled previous and next, and the current page marked.',
      states: ['Keyboard and pointer', 'Links', 'French', 'Dark theme'],
      do: ['Make every page a link so it can be shared and reloaded.', 'Scroll to the top of the results after a page change.'],
      dont: ['Do not paginate fewer than two pages.', 'Do not remove previous and next on the first and last pages: disable them.'],
    },
    fr: {
      description: 'Des liens de pages avec précédent et suivant nommés, et la page courante indiquée.',
      states: ['Clavier et pointeur', 'Liens', 'Français', 'Thème sombre'],
      do: [
        'Faites de chaque page un lien pour qu’on puisse la partager et la recharger.',
        'Revenez en haut des résultats après un changement de page.',
      ],
      dont: [
        'Ne paginez pas moins de deux pages.',
        'Ne retirez pas précédent et suivant sur la première et la dernière page : désactivez-les.',
      ],
    },
  },
  'Primitives/PhoneField': {
    en: {
      description: 'A phone number: a country code select (+1 by default) and a number input under one label.',
      states: ['Default', 'With a description', 'Required and invalid', 'Disabled', 'French', 'Dark theme'],
      do: ['Say why the number is needed in the description.', 'Keep +1 first: Canada and the United States.'],
      dont: ['Do not split the number into several inputs.', 'Do not format the number while it is typed.'],
    },
    fr: {
      description: 'Un numéro de téléphone : un choix d’indicatif (+1 par défaut) et un champ de numéro sous une étiquette.',
      states: ['Par défaut', 'Avec une description', 'Obligatoire et invalide', 'Désactivé', 'Français', 'Thème sombre'],
      do: ['Dites pourquoi le numéro est demandé dans la description.', 'Gardez +1 en premier : le Canada et les États-Unis.'],
      dont: ['Ne coupez pas le numéro en plusieurs champs.', 'Ne reformatez pas le numéro pendant la saisie.'],
    },
  },
  'Primitives/Popover': {
    en: {
      description: 'A floating panel anchored to a trigger, for short interactive content such as a filter.',
      states: ['Keyboard and pointer', 'Placed above', 'French', 'Dark theme'],
      do: ['Return focus to the trigger when it closes.', 'Keep its content short; a long form belongs in a sheet or a page.'],
      dont: ['Do not use a popover for a hint: that is a tooltip.', 'Do not open a popover on hover.'],
    },
    fr: {
      description: 'Un panneau flottant ancré à un déclencheur, pour un court contenu interactif comme un filtre.',
      states: ['Clavier et pointeur', 'Placé au-dessus', 'Français', 'Thème sombre'],
      do: ['Rendez le focus au déclencheur à la fermeture.', 'Gardez son contenu court ; un long formulaire va dans un volet ou une page.'],
      dont: [
        'N’utilisez pas une fenêtre contextuelle pour une astuce : c’est une infobulle.',
        'N’ouvrez pas une fenêtre contextuelle au survol.',
      ],
    },
  },
  'Primitives/RadioGroup': {
    en: {
      description:
        'One choice among several, with the group’s label, description and error; arrow keys move the choice. Options can be cards.',
      states: ['Default', 'With a description', 'Required and invalid', 'Disabled', 'Cards with a price', 'French', 'Dark theme'],
      do: ['Show every option when there are seven or fewer.', 'Use cards when an option needs a price or a sentence.'],
      dont: ['Do not use radios for settings that apply at once.', 'Do not leave a group without a label.'],
    },
    fr: {
      description:
        'Un choix parmi plusieurs, avec l’étiquette, la description et l’erreur du groupe ; les flèches déplacent le choix. Les options peuvent être des cartes.',
      states: [
        'Par défaut',
        'Avec une description',
        'Obligatoire et invalide',
        'Désactivé',
        'Cartes avec un prix',
        'Français',
        'Thème sombre',
      ],
      do: [
        'Montrez toutes les options quand il y en a sept ou moins.',
        'Prenez des cartes quand une option demande un prix ou une phrase.',
      ],
      dont: ['N’utilisez pas de boutons radio pour des réglages immédiats.', 'Ne laissez pas un groupe sans étiquette.'],
    },
  },
  'Primitives/RangeSlider': {
    en: {
      description: 'A range picked with two thumbs that cannot cross, by pointer or arrow keys, with the values in words.',
      states: ['Price', 'Thumbs cannot cross', 'Weight', 'Length', 'Year', 'With a description', 'Disabled', 'French', 'Dark theme'],
      do: ['Show both values as text beside the track.', 'Report the change when the drag ends, not on every move.'],
      dont: ['Do not use a slider for an exact value: use a number field.', 'Do not hide the unit.'],
    },
    fr: {
      description:
        'Un intervalle choisi avec deux curseurs qui ne se croisent pas, au pointeur ou aux flèches, avec les valeurs en toutes lettres.',
      states: [
        'Prix',
        'Les curseurs ne se croisent pas',
        'Poids',
        'Longueur',
        'Année',
        'Avec une description',
        'Désactivé',
        'Français',
        'Thème sombre',
      ],
      do: [
        'Affichez les deux valeurs en texte près de la piste.',
        'Signalez le changement à la fin du glissement, pas à chaque mouvement.',
      ],
      dont: ['N’utilisez pas un curseur pour une valeur exacte : prenez un champ numérique.', 'Ne cachez pas l’unité.'],
    },
  },
  'Primitives/SearchField': {
    en: {
      description: 'A search input: Enter searches, Escape or the clear button empties it.',
      states: ['Default', 'With a description', 'Invalid', 'Disabled', 'French', 'Dark theme'],
      do: ['Label it with what is searched: “Search messages”.', 'Keep the query in the address so a search can be shared.'],
      dont: [
        'Do not search on every key press against the server without a pause.',
        'Do not use it for a place: that is the location search.',
      ],
    },
    fr: {
      description: 'Un champ de recherche : Entrée lance la recherche, Échap ou le bouton d’effacement le vide.',
      states: ['Par défaut', 'Avec une description', 'Invalide', 'Désactivé', 'Français', 'Thème sombre'],
      do: [
        'Étiquetez-le avec ce qu’on cherche : « Chercher dans les messages ».',
        'Gardez la requête dans l’adresse pour qu’une recherche se partage.',
      ],
      dont: [
        'Ne lancez pas une requête au serveur à chaque touche sans pause.',
        'Ne l’utilisez pas pour un lieu : c’est la recherche de lieu.',
      ],
    },
  },
  'Primitives/Select': {
    en: {
      description: 'Picks one value from a list: a button showing the choice opens a list box in a popover.',
      states: [
        'Default',
        'With a description',
        'Required and invalid',
        'Disabled',
        'Options from data',
        'French',
        'Dark theme',
        'Open in the dark theme',
        'Inside a dialog',
      ],
      do: [
        'Use it for eight or more options, or where space is short.',
        'Order options in a way people expect: alphabetical, by size, by date.',
      ],
      dont: ['Do not use it for two or three options: show radios.', 'Do not use it where typing to filter is needed: that is a combobox.'],
    },
    fr: {
      description: 'Choisit une valeur dans une liste : un bouton qui montre le choix ouvre une liste dans une fenêtre contextuelle.',
      states: [
        'Par défaut',
        'Avec une description',
        'Obligatoire et invalide',
        'Désactivée',
        'Options issues de données',
        'Français',
        'Thème sombre',
        'Ouverte en thème sombre',
        'Dans un dialogue',
      ],
      do: [
        'Utilisez-la pour huit options ou plus, ou quand la place manque.',
        'Ordonnez les options comme on s’y attend : alphabétique, par taille, par date.',
      ],
      dont: [
        'Ne l’utilisez pas pour deux ou trois options : montrez des boutons radio.',
        'Ne l’utilisez pas quand il faut filtrer en tapant : c’est une liste à saisie.',
      ],
    },
  },
  'Primitives/Separator': {
    en: {
      description: 'A line between groups of content: decorative, or a real separator announced to screen readers.',
      states: ['Decorative', 'Semantic', 'French', 'Dark theme'],
      do: ['Keep it decorative when headings already divide the content.', 'Use space before reaching for a line.'],
      dont: ['Do not separate every item of a list.', 'Do not use it as a border of a card.'],
    },
    fr: {
      description: 'Une ligne entre des groupes de contenu : décorative, ou vrai séparateur annoncé aux lecteurs d’écran.',
      states: ['Décoratif', 'Sémantique', 'Français', 'Thème sombre'],
      do: ['Gardez-le décoratif quand des titres divisent déjà le contenu.', 'Essayez l’espace avant d’ajouter une ligne.'],
      dont: ['Ne séparez pas chaque élément d’une liste.', 'Ne l’utilisez pas comme bordure d’une carte.'],
    },
  },
  'Primitives/Sheet': {
    en: {
      description: 'A modal panel docked to an edge of the screen: filters on a phone, a menu, a booking summary.',
      states: ['From the bottom, by keyboard and pointer', 'From the right', 'From the left', 'French', 'Dark theme'],
      do: ['Give it a title and a clear way to apply or close.', 'Use the bottom edge on phones.'],
      dont: ['Do not open a sheet on a wide screen where a popover or the page has room.', 'Do not stack sheets.'],
    },
    fr: {
      description: 'Un panneau modal fixé à un bord de l’écran : filtres sur téléphone, menu, résumé de réservation.',
      states: ['Par le bas, au clavier et au pointeur', 'Par la droite', 'Par la gauche', 'Français', 'Thème sombre'],
      do: ['Donnez-lui un titre et un moyen clair d’appliquer ou de fermer.', 'Utilisez le bord inférieur sur téléphone.'],
      dont: ['N’ouvrez pas un volet sur grand écran là où une fenêtre contextuelle ou la page a la place.', 'N’empilez pas les volets.'],
    },
  },
  'Primitives/Skeleton': {
    en: {
      description: 'A placeholder in the shape of the content while it loads; hidden from screen readers.',
      states: ['A listing card', 'Still (reduced motion)', 'French', 'Dark theme'],
      do: ['Match the shape of what is coming.', 'Announce loading elsewhere (a spinner’s words, aria-busy).'],
      dont: [
        'Do not show skeletons for more than a few seconds without saying what is happening.',
        'Do not use it for content that loads at once.',
      ],
    },
    fr: {
      description: 'Une silhouette de la forme du contenu pendant son chargement ; masquée aux lecteurs d’écran.',
      states: ['Une carte d’annonce', 'Immobile (mouvement réduit)', 'Français', 'Thème sombre'],
      do: ['Reprenez la forme de ce qui arrive.', 'Annoncez le chargement ailleurs (les mots d’un indicateur, aria-busy).'],
      dont: [
        'N’affichez pas de silhouettes plus de quelques secondes sans dire ce qui se passe.',
        'Ne l’utilisez pas pour un contenu qui arrive aussitôt.',
      ],
    },
  },
  'Primitives/Spinner': {
    en: {
      description: 'An indeterminate progress ring that says “Loading” to screen readers; still when motion is reduced.',
      states: ['Default', 'Sizes', 'French', 'Dark theme', 'With its words hidden'],
      do: ['Put it where the result will appear.', 'Use the button’s own loading state inside a button.'],
      dont: ['Do not cover a whole page with a spinner.', 'Do not show two spinners for one wait.'],
    },
    fr: {
      description:
        'Un anneau de progression indéterminée qui dit « Chargement » aux lecteurs d’écran ; immobile quand le mouvement est réduit.',
      states: ['Par défaut', 'Tailles', 'Français', 'Thème sombre', 'Avec ses mots masqués'],
      do: ['Placez-le là où le résultat apparaîtra.', 'Dans un bouton, utilisez l’état de chargement du bouton.'],
      dont: ['Ne couvrez pas toute une page d’un indicateur.', 'N’affichez pas deux indicateurs pour une même attente.'],
    },
  },
  'Primitives/Stack': {
    en: {
      description: 'Lays children out in a column or a row with a gap from the spacing scale.',
      states: ['Column', 'Row', 'French', 'Dark theme'],
      do: ['Use it for the space between siblings instead of margins.', 'Use the spacing steps: gap-2, gap-4, gap-6.'],
      dont: ['Do not use it for page columns: that is the grid.', 'Do not add margins to its children.'],
    },
    fr: {
      description: 'Dispose les enfants en colonne ou en rangée avec un écart tiré de l’échelle d’espacement.',
      states: ['Colonne', 'Rangée', 'Français', 'Thème sombre'],
      do: ['Utilisez-la pour l’espace entre éléments voisins au lieu de marges.', 'Prenez les paliers d’espacement : gap-2, gap-4, gap-6.'],
      dont: ['Ne l’utilisez pas pour les colonnes d’une page : c’est la grille.', 'N’ajoutez pas de marges à ses enfants.'],
    },
  },
  'Primitives/StarRating': {
    en: {
      description: 'A rating out of five: read-only stars with the words for screen readers, or an input that chooses one.',
      states: ['Display', 'The scale from 0 to 5', 'Input', 'French', 'Dark theme'],
      do: ['Show the number of reviews beside a rating.', 'Use halves in display only; the input takes whole stars.'],
      dont: ['Do not show stars for a listing without reviews.', 'Do not colour stars other than with the star token.'],
    },
    fr: {
      description:
        'Une note sur cinq : des étoiles en lecture seule avec les mots pour les lecteurs d’écran, ou un champ qui en choisit une.',
      states: ['Affichage', 'L’échelle de 0 à 5', 'Saisie', 'Français', 'Thème sombre'],
      do: [
        'Affichez le nombre d’avis à côté d’une note.',
        'Les demi-étoiles sont pour l’affichage ; la saisie prend des étoiles entières.',
      ],
      dont: ['N’affichez pas d’étoiles pour une annonce sans avis.', 'Ne colorez pas les étoiles autrement qu’avec le jeton star.'],
    },
  },
  'Primitives/Switch': {
    en: {
      description: 'An on/off setting that applies at once.',
      states: ['Default', 'With a description', 'Invalid', 'Disabled', 'French', 'Dark theme'],
      do: ['Write the label as the setting: “Instant Book”.', 'Save the change at once and say so if it fails.'],
      dont: ['Do not use a switch in a form that waits for a submit: that is a checkbox.', 'Do not change the label with the state.'],
    },
    fr: {
      description: 'Un réglage actif ou inactif qui s’applique aussitôt.',
      states: ['Par défaut', 'Avec une description', 'Invalide', 'Désactivé', 'Français', 'Thème sombre'],
      do: [
        'Formulez l’étiquette comme le réglage : « Réservation instantanée ».',
        'Enregistrez le changement aussitôt et dites-le s’il échoue.',
      ],
      dont: [
        'N’utilisez pas un interrupteur dans un formulaire qui attend l’envoi : c’est une case à cocher.',
        'Ne changez pas l’étiquette avec l’état.',
      ],
    },
  },
  'Primitives/Tabs': {
    en: {
      description: 'Views of one subject side by side; arrow keys move between tabs and the panel follows.',
      states: ['Keyboard and pointer', 'Pills', 'French', 'Dark theme'],
      do: ['Keep tab names to one or two words.', 'Use them for views a person switches between, not for steps.'],
      dont: ['Do not use tabs for a sequence: that is a wizard.', 'Do not put more than about six tabs in a row.'],
    },
    fr: {
      description: 'Des vues d’un même sujet côte à côte ; les flèches passent d’un onglet à l’autre et le panneau suit.',
      states: ['Clavier et pointeur', 'Pastilles', 'Français', 'Thème sombre'],
      do: ['Limitez les noms d’onglets à un ou deux mots.', 'Utilisez-les pour des vues entre lesquelles on passe, pas pour des étapes.'],
      dont: [
        'N’utilisez pas d’onglets pour une suite d’étapes : c’est un assistant.',
        'Ne mettez pas plus de six onglets environ sur une rangée.',
      ],
    },
  },
  'Primitives/TextArea': {
    en: {
      description: 'A multi-line text input with its label, description and error.',
      states: ['Default', 'With a description', 'Invalid', 'Disabled', 'French', 'Dark theme'],
      do: ['Say what to write and how long in the description.', 'Size it for the expected text.'],
      dont: ['Do not use it for one line.', 'Do not cut what is typed without saying the limit.'],
    },
    fr: {
      description: 'Un champ de texte sur plusieurs lignes avec son étiquette, sa description et son erreur.',
      states: ['Par défaut', 'Avec une description', 'Invalide', 'Désactivé', 'Français', 'Thème sombre'],
      do: ['Dites quoi écrire et quelle longueur dans la description.', 'Dimensionnez-le pour le texte attendu.'],
      dont: ['Ne l’utilisez pas pour une seule ligne.', 'Ne coupez pas la saisie sans dire la limite.'],
    },
  },
  'Primitives/TextField': {
    en: {
      description: 'A single-line text input with its label, description and error.',
      states: ['Default', 'With a description', 'Required', 'Invalid', 'Disabled', 'Sizes'],
      do: ['Always show a label; a placeholder is not one.', 'Say what is wrong and how to fix it in the error.'],
      dont: [
        'Do not validate while the person is still typing the first time.',
        'Do not use it for numbers, money, dates or phones: they have their fields.',
      ],
    },
    fr: {
      description: 'Un champ de texte sur une ligne avec son étiquette, sa description et son erreur.',
      states: ['Par défaut', 'Avec une description', 'Obligatoire', 'Invalide', 'Désactivé', 'Tailles'],
      do: [
        'Affichez toujours une étiquette ; un texte indicatif n’en est pas une.',
        'Dites dans l’erreur ce qui ne va pas et comment corriger.',
      ],
      dont: [
        'Ne validez pas pendant la première saisie.',
        'Ne l’utilisez pas pour des nombres, de l’argent, des dates ou des téléphones : ils ont leurs champs.',
      ],
    },
  },
  'Primitives/Text': {
    en: {
      description: 'Body text in the type scale, with muted and emphasis tones.',
      states: ['The scale', 'Inline', 'French', 'Dark theme'],
      do: ['Use text-base for reading and text-sm for secondary lines.', 'Use muted for what supports the main text.'],
      dont: ['Do not go below text-xs.', 'Do not use muted text for anything a person must read to act.'],
    },
    fr: {
      description: 'Le texte courant dans l’échelle typographique, avec les tons atténué et accentué.',
      states: ['L’échelle', 'En ligne', 'Français', 'Thème sombre'],
      do: ['Utilisez text-base pour la lecture et text-sm pour les lignes secondaires.', 'Atténuez ce qui accompagne le texte principal.'],
      dont: ['Ne descendez pas sous text-xs.', 'N’atténuez rien de ce qu’il faut lire pour agir.'],
    },
  },
  'Primitives/Tooltip': {
    en: {
      description: 'A short hint on hover after a delay, and at once on keyboard focus; Escape hides it.',
      states: ['Keyboard and pointer', 'Placed below', 'French', 'Dark theme'],
      do: ['Say what a press will do, in a few words.', 'Put it on things that can take focus.'],
      dont: ['Do not put anything essential or interactive in a tooltip.', 'Do not repeat the button’s visible words.'],
    },
    fr: {
      description: 'Une courte astuce au survol après un délai, et aussitôt au focus clavier ; Échap la masque.',
      states: ['Clavier et pointeur', 'Placée en dessous', 'Français', 'Thème sombre'],
      do: ['Dites en quelques mots ce que fera une pression.', 'Placez-la sur des éléments qui prennent le focus.'],
      dont: ['Ne mettez rien d’essentiel ni d’interactif dans une infobulle.', 'Ne répétez pas les mots visibles du bouton.'],
    },
  },
  'Primitives/VisuallyHidden': {
    en: {
      description: 'Text for screen readers only: announced, never seen, such as “Loading” or “4.5 out of 5”.',
      states: ['Names an icon button', 'French', 'Dark theme'],
      do: ['Use it to complete what the eye gets from an icon or a layout.', 'Write it in the page’s language.'],
      dont: ['Do not hide text a sighted person needs.', 'Do not hide whole instructions: show them.'],
    },
    fr: {
      description: 'Du texte pour les lecteurs d’écran seulement : annoncé, jamais vu, comme « Chargement » ou « 4,5 sur 5 ».',
      states: ['Nomme un bouton à icône', 'Français', 'Thème sombre'],
      do: ['Utilisez-le pour compléter ce que l’œil tire d’une icône ou d’une mise en page.', 'Écrivez-le dans la langue de la page.'],
      dont: ['Ne cachez pas un texte dont une personne voyante a besoin.', 'Ne cachez pas des consignes entières : montrez-les.'],
    },
  },
};
