// The demo catalogue's French (issue 24): each scent's description and story as a Quebec reader
// reads them, written for the shop rather than translated word for word. Keyed by the scent's slug;
// demo-products.ts refuses a scent without its French, so the demo never ships half translated.
// Typography as fr.json: no-break space (U+00A0) before « : ; ! ? », the apostrophe ’.

export type FrenchTexts = { description: string; story: string };

/** What every French rich description ends on, as the English one ends on its own. */
export const FRENCH_SAMPLE_LINE = 'Chaque échantillon est un vaporisateur de 5 mL, soit environ 100 vaporisations.';

export const demoFrench: Readonly<Record<string, FrenchTexts>> = {
  'jardin-de-minuit': {
    description: 'Un jardin clos à la nuit tombée : jasmin et tubéreuse qui s’ouvrent sous une poire juteuse.',
    story:
      'Construit autour d’un jasmin cueilli au crépuscule, quand il sent le plus lui-même. La poire garde l’ouverture lumineuse; le santal et le musc le portent bien au-delà de minuit.',
  },
  'cedar-ledger': {
    description: 'Copeaux de crayon, cardamome chaleureuse et fauteuil de bureau en cuir souple.',
    story: 'Un cèdre sec et discret pour les longues journées. La cardamome lui donne de la chaleur sans le sucrer, et un filet de cuir lui garde son sérieux.',
  },
  'salt-and-linen': {
    description: 'Des draps qui sèchent sur la corde à linge, au bord de la mer.',
    story: 'Propre sans sentir le savon : sel marin et citron sur un doux accord de coton. Remettez-en sans compter; c’est à ça que sert une eau de Cologne.',
  },
  'ambre-imperial': {
    description: 'Un ambre résineux et lumineux, avec du safran et une rose de velours.',
    story:
      'Notre ambre le plus riche, dans sa forme la plus concentrée. Le labdanum et le benjoin lui donnent de la profondeur; le safran et la mandarine font entrer la lumière en tête. Une goutte dure toute la soirée.',
  },
  'peony-letters': {
    description: 'Des pivoines fraîches et un soupçon de litchi, léger comme un mot écrit à la main.',
    story:
      'Un floral lumineux, doux comme un pétale, pour tous les jours : du litchi pour le pétillant et un fond de bois de cachemire qui reste près de la peau.',
  },
  'vetiver-hour': {
    description: 'Un pamplemousse vif sur un vétiver fumé et terreux.',
    story:
      'Un vétiver d’été : le pamplemousse et le gingembre le gardent frais, le géranium le peaufine, la mousse de chêne l’ancre pour le retour à la maison.',
  },
  'fig-orchard': {
    description: 'Des feuilles de figuier froissées au soleil, crémeuses et lumineuses.',
    story: 'Le figuier tout entier : le vert vif de la feuille, la douceur lactée du fruit mûr, le bois sec de la branche.',
  },
  'velvet-oud': {
    description: 'Un oud sombre adouci par la rose et un voile d’épices.',
    story:
      'L’oud peut crier; celui-ci parle à voix basse. La rose de Damas et l’ambre arrondissent ses angles, le poivre rose le relève, et il s’attarde des jours sur un foulard.',
  },
  'morning-neroli': {
    description: 'Fenêtres grandes ouvertes et fleur d’oranger : un bonheur fugace.',
    story:
      'Une structure d’eau de Cologne classique, lumineuse et brève à dessein. À s’appliquer généreusement après la douche, puis de nouveau après le dîner.',
  },
  'tobacco-library': {
    description: 'Tabac miellé, prune séchée et vieux fauteuils de cuir.',
    story: 'Un tabac à pipe sucré, sans la fumée, épicé de cannelle et de prune, posé sur la vanille et le cuir. Fait pour les soupers qui s’étirent.',
  },
  'iris-atelier': {
    description: 'Iris poudré et violette sur un suède tout doux.',
    story:
      'Le beurre d’iris compte parmi les matières les plus précieuses de la parfumerie; ici, il est tout le propos, frais et poudré, réchauffé par le suède.',
  },
  'birch-and-smoke': {
    description: 'Un feu de chalet au cœur d’une forêt de bouleaux, relevé de genièvre.',
    story:
      'Goudron de bouleau fumé et encens, tranchés par le poivre noir et les baies de genièvre. Audacieux à la première vaporisation, un doux feu de camp à la fin de la soirée.',
  },
  'citrus-parade': {
    description: 'Tous les agrumes à la fois, avec du basilic et de la menthe.',
    story:
      'Une explosion d’orange sanguine, de lime et de mandarine, gardée verte par le basilic et la menthe. Notre parfum le plus rafraîchissant, et le plus abordable.',
  },
  'rose-cartography': {
    description: 'Une rose rouge profond, cartographiée entre épices et patchouli.',
    story: 'La rose en voyage : fruitée d’abord, épicée de clou de girofle, puis sombre et boisée avec le patchouli et une touche d’oud.',
  },
  'green-tea-bureau': {
    description: 'Thé vert apaisant et yuzu, pour avoir les idées claires.',
    story: 'Thé vert étuvé, un zeste de yuzu et le bois net du hinoki. Assez discret pour un bureau partagé, assez intéressant pour qu’on le remarque.',
  },
  'sandalwood-reverie': {
    description: 'Un santal crémeux, avec de la cardamome et du papyrus.',
    story: 'Un santal lacté et méditatif qui se porte comme votre chandail préféré : la cardamome en tête, le papyrus sec en cœur.',
  },
  'midnight-plum': {
    description: 'Prune sombre et cassis sur un fond de vanille et de patchouli.',
    story: 'Des fruits noirs confiturés, un cœur d’héliotrope poudré et un long sillage vanille-patchouli. Fait pour les sorties des soirs d’automne.',
  },
  'lavender-commons': {
    description: 'Une fougère moderne : lavande, sauge et une douce finale de tonka.',
    story:
      'La lavande du barbier remise au goût du jour avec la sauge sclarée et le citron, sur un fond de tonka et de mousse. Facile à porter, difficile à ne pas aimer.',
  },
  'magnolia-study': {
    description: 'Des pétales de magnolia citronnés, nets et posés.',
    story:
      'Le magnolia sent légèrement le citron; nous l’avons souligné avec la bergamote et la mandarine verte. Soigné, aérien et à l’aise en salle de réunion.',
  },
  'leather-atlas': {
    description: 'Un cuir de selle souple, avec du safran et de l’iris.',
    story: 'Un cuir riche, concentré comme un extrait : framboise et safran en tête, iris pour le raffinement, bouleau et ambre en dessous.',
  },
  'coconut-tide': {
    description: 'Eau de coco, lime et sable chaud au coucher du soleil.',
    story: 'Un bar de plage au crépuscule : peau salée, fleurs tropicales, un filet de lime. Léger, ensoleillé et un brin charmeur.',
  },
  'saffron-court': {
    description: 'Safran doré, rose et myrrhe : un parfum pour les entrées remarquées.',
    story: 'Opulent et sans complexe. Le safran et la cardamome s’ouvrent sur la rose et la cannelle avant de se poser sur l’ambre, l’oud et la myrrhe.',
  },
  'pine-station': {
    description: 'Air froid, aiguilles de pin et un poêle à bois au loin.',
    story: 'Une promenade d’hiver en flacon : sapin baumier résineux et pin, égayés de citron, avec une volute de fumée.',
  },
  'honeysuckle-porch': {
    description: 'Chèvrefeuille sucré et pêche mûre par un soir de chaleur.',
    story: 'Chèvrefeuille et jasmin doux comme le nectar, avec une pêche chauffée au soleil. Ensoleillé, tendre et fait pour les longues journées d’été.',
  },
  'quiet-boardroom': {
    description: 'Bergamote vive, iris et cèdre : assuré, jamais bruyant.',
    story: 'Un boisé bien coupé au cœur d’iris poudré. Perceptible de l’autre côté d’une table, invisible à l’autre bout d’une pièce.',
  },
  'vanilla-nocturne': {
    description: 'Vanille fumée et tubéreuse, avec un zeste d’orange amère.',
    story: 'Pas une vanille de petit gâteau : l’orange amère et le poivre rose la gardent vive, la tubéreuse la rend sensuelle, le benjoin la fait durer.',
  },
  'rain-on-slate': {
    description: 'L’odeur de la ville après la pluie : pierre mouillée et feuilles vertes.',
    story: 'Pétrichor, notes minérales fraîches et feuilles de violette froissées. Un parfum de jour gris, net et concentré.',
  },
  'orange-blossom-waltz': {
    description: 'Fleur d’oranger et jasmin radieux, nimbés d’une lueur miellée.',
    story: 'Un floral blanc digne d’un mariage, concentré comme un extrait. Néroli et fleur d’oranger lumineux, réchauffés par le miel.',
  },
  'cashmere-ember': {
    description: 'Des épices chaudes enveloppées d’un ambre tout doux.',
    story: 'Gingembre, muscade et cannelle sur l’ambre et la tonka : douillet, facile à porter et juste assez sucré.',
  },
  'moss-cathedral': {
    description: 'Pierre fraîche, encens et mousse d’un vert profond.',
    story: 'Un chypré à l’âme spirituelle : l’oliban flotte sur la mousse de chêne et le patchouli, relevé par la résine lumineuse de l’élémi.',
  },
  'sea-glass-evening': {
    description: 'Air salin et peau chaude par une nuit d’été.',
    story: 'Un aquatique qui a de la profondeur : pamplemousse et sel marin sur le nénuphar, portés par un chaud accord d’ambre gris.',
  },
  'lily-memorandum': {
    description: 'Muguet perlé de rosée et thé blanc, net et discret.',
    story: 'Une petite eau de Cologne florale et lumineuse, transparente comme le thé blanc. Facile à superposer, facile à partager.',
  },
  'chestnut-wool': {
    description: 'Marrons grillés et cardamome dans un foulard de laine.',
    story: 'Un gourmand tout en douceur : marron grillé et praliné, tenus en respect par la cardamome et un fond de santal crémeux.',
  },
  'gardenia-gala': {
    description: 'Gardénia crémeux et tubéreuse pour une soirée en paillettes.',
    story: 'Des fleurs blanches luxuriantes, concentrées comme un extrait, crémeuses et un brin décadentes, adoucies par le santal et le musc.',
  },
};
