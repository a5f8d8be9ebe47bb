// French: the words the offline assistant reads questions with (ADR 039).
// Written folded, as normalise.ts leaves the text: "été" is "ete"; an elision
// is its two words ("l'hôtel" → "l hotel", "aujourd'hui" → "aujourd hui").
import { CHECK_IN_OUT, type Cue, type Lexicon } from "./types";

const CUES = {
  greeting: /^ (bonjour|salut|coucou|bonsoir|hello|merci( beaucoup)?)( l)?( assistant)?( stp| svp| s il (te|vous) plait)? $/,
  help: / (aide|aidez moi|que (peux|sais) tu|qu est ce que tu (peux|sais)|qui es tu|comment (ca|cela) marche|que puis je demander|tes fonctions) /,

  weather: / (meteo|quel temps|temps fera|prevision\w*|temperature\w*|pluie|pleuvoir|pleut|soleil|ensoleille|neige|neiger|climat|parapluie|degres|chaud|froid) /,
  recommend: / (recommand\w*|conseill\w*|conseils?|sugg\w*|idees?|astuces?|meilleur\w*|a voir|a ne pas manquer|vaut le coup|quoi faire|que faire|que voir|ou manger|ou sortir|un bon|une bonne|bons restaurants?|bonnes adresses) /,
  outside: / (tradu\w*|visa|visas|passeport|taux de change|convertir|conversion|vaccin\w*|reserve moi|reserve nous|cherche (un|des) vols?|assurance|prise|adaptateur|pourboire|carte sim|urgence|ambassade|actualites|greve\w*) /,
  packing: / (valise|valises|bagages|liste de bagages|emporter) /,
  todo: / (taches?|liste de taches|a faire|to dos?|todos?) /,
  distance: / (a quelle distance|distance|distances|km|kilometres?|combien de temps (faut il|pour aller|de trajet|met on)|temps de trajet|duree du trajet|loin) /,
  contact: / (telephone|appeler|site|site web|url|lien|menu|wifi|wi fi|mot de passe|parking|avis|etoiles) /,
  hours: / (horaires d ouverture|heures d ouverture|ouvert|ouverte|ouvre|ferme|fermee|fermeture|ouverture) /,

  dates: / (dates?|commence|commencer|debut|debute|depart|partons|partir|part on|on part|fin|finit|termine|retour|rentre|rentrons|rentrer|duree|dure|combien de jours|jours (avant|restants?|qui restent)|compte a rebours|quand (est|commence|part) (le|notre) (voyage|sejour)|nos vacances) /,
  whichTripDay: / (quel|combientieme) jour (du|de notre) (voyage|sejour) /,
  startEnd: / (depart|partons|partir|part on|on part|commence|debut|debute|fin|finit|termine|retour|rentre|rentrons|rentrer) /,
  itinerary: / (itineraire|parcours|programme du voyage|resume|apercu|toutes les villes|villes|etapes|destinations|ordre) /,
  cityWord: / (ville|villes|etape|etapes|destination|destinations|endroit|lieu) /,
  cityCount: / combien de (villes|etapes|destinations) /,
  eachCity: / (chaque|par|toutes les) (ville|villes|etape|etapes) /,
  after: / (apres|ensuite|suivante?|qui suit|vient apres) /,
  before: / (avant|precedente?|precede) /,
  first: / (premiere?|d abord|commence par|en premier) /,
  last: / (derniere?|en dernier|finit par|termine par) /,
  plan: / (prevu|prevus|prevue|programme|planning|planifie|faire|fait|faisons|qu est ce qu on fait|que fait on|agenda|se passe|occupe) /,
  where: / ou /,
  stay: / (combien de temps|nuits?|reste|restons|rester|sejour|sejourne|arrive|arrivee|arrivons|quitte|quittons|dans chaque ville|par ville) /,
  nights: / (combien de temps|combien de nuits|nuits) /,
  sleep: / (ou (dort|dormons|logeons|loge|sommes nous loges)|logement|hebergement|dormir|dormons|nuitee) /,
  whereTo: / (ou (allons|va) (nous|on)|on va ou|ou va t on) /,
  homeward: / (maison|retour|rentrer|rentrons|vol retour) /,

  reservation: / (reservations?|reserve|reservee|reserves|reservees|billets?|tickets?) /,
  next: / (prochaine?|prochains|suivante?|a venir) /,
  when: / (quand|a quelle heure|quelle heure|heure|quel jour|quelle date|date) /,
  address: / (adresse|adresses|ou est|ou se trouve|ou sont|ou exactement|situe|situee|emplacement|comment (y )?aller) /,
  cost: / (cout|coute|coutent|combien|prix|tarif|payer|paye|payes|frais|cher|chere|montant|argent) /,
  confirmation: / (confirmation|reference|references|code|codes|numero|numeros) /,
  status: / (confirmee?s?|en attente|annulee?s?|annulation|statut|toujours valable) /,
  checkIn: / (check in|enregistrement) /,
  checkOut: / (check out|liberer la chambre) /,
  howManyHours: / combien d heures /,

  budget: / (budget|budgets|budgete|restant|combien (d argent )?(reste|il nous reste)|depasse|depassement|au dessus du budget|en dessous du budget|categorie|categories|permettre) /,
  budgetHowMuch: / (combien (nous )?reste|combien avons nous|combien on a) /,
  planned: / (prevu|prevus|prevue|budget|budgete|alloue|planifie) /,
  left: / (reste|restant|restent|depasse|depassement|au dessus|en dessous|suffisant|assez) /,
  spent: / (depense|depensee|depensees|depenser|depensons|depensez) /,
  expense: / (depenses|recus?|achats?|achete|qui a paye|paye par|note de frais) /,
  whoPaid: / (qui a paye|paye par|qui a achete|qui l a paye) /,
  pay: / (payer|paye|payons|paie|regle) /,
  paySpend: / (payer|paye|payons|depense|depenser) /,
  payment: / (paiements?|rembourse|virements?|versements?) /,
  balance: / (doit|doivent|dois|devons|dette|dettes|solde|soldes|equilibrer|regler|reglement|rembourser|qui doit|qui paie qui|comptes|dans le rouge) /,
  quote: / (devis|offres?|estimations?|propositions?) /,
  quoteFlights: / (vol|vols|avion|compagnie)/,
  quoteHotels: / (hotel|hotels|chambre|chambres|logement)/,
  currency: / (devise|devises|monnaie|en euros|en dollars) /,
  airTickets: / billets? d avion /,

  members: / (membres?|voyageurs?|participants?|participe\w*|personnes|gens|groupe|qui (vient|part|voyage|est du voyage)|avec nous|roles?|admins?|administrat\w*|editeurs?|lecteurs?|droits|permissions?|qui peut|est ce que \w+ vient|amis|famille|tout le monde) /,
  role: / (role|roles|droits|permissions?) /,
  email: / (e mail|email|mail|courriel|adresse mail|contact de) /,
  canI: / (puis je|je peux|pourrais je) /,
  isAsk: / (est|sont|vient|viennent|ont|fait) /,

  count: / combien (de|d) /,
  total: / (total|au total|en tout|somme|jusqu ici|jusqu a present|ensemble) /,
  max: / (plus cher|plus chere|plus chers|plus grand|plus grande|plus eleve|le plus) /,
  dearest: / (plus cher|plus chere|plus chers|plus couteux|plus couteuse) /,
  min: / (moins cher|moins chere|moins chers|meilleur marche|plus petit|plus bas) /,
  me: / (je|moi|mon|ma|mes|j) /,

  placePreposition: / (a|en|au|apres|avant|vers|de) /,
  aboutVerb: / (aller|allons|va|visiter|visitons|voir|a|en|au|sur|est|sont|quand|ou) /,
  whereAsk: / (aller|allons|va|visiter|a|en|ville|sejour|rester|dormir) /,
} satisfies Record<Cue, RegExp>;

const COMMON = `
je tu il elle on nous vous ils elles me te se moi toi lui leur leurs mon ma mes ton ta tes son sa ses notre nos votre vos
le la les l un une des du de d au aux ce cet cette ces ca cela ceci qui que qu quoi quel quelle quels quelles lequel laquelle
et ou mais donc or ni car si quand comment pourquoi combien est sont etait etaient sera seront ete etre ai as a avons avez ont
avait fait faire faisons font va vais vas allons allez vont aller peut peux pouvons pouvez peuvent pourrait doit dois devons
veux veut voulons voudrais sais sait savoir voir vois voit dire dis dit montre montrer donne donner trouve trouver reste rester
ne pas plus rien jamais toujours encore deja aussi seulement tres trop bien mal oui non merci stp svp s il plait
dans sur sous avec sans pour par chez entre vers depuis pendant jusqu jusque avant apres chaque tout tous toute toutes autre autres
voyage voyages vacances sejour excursion visite jour jours semaine semaines mois an annee heure heures minute minutes fois
ville villes pays endroit lieu hotel restaurant musee train vol bus voiture taxi gare aeroport
programme prevu reservation reservations billet billets cout prix argent budget total montant
membre membres personne personnes gens groupe ami amis famille role admin nom adresse numero code
bon bonne grand grande petit petite vieux vieille nouveau nouvelle premier derniere prochain autre meme
quelque quelqu chose quelqu un personne nous y en est ce qu c n s j m t
`;

export const fr: Lexicon = {
  language: "fr",
  weekdays: [["dimanche", "dim"], ["lundi", "lun"], ["mardi", "mar"], ["mercredi", "mer"], ["jeudi", "jeu"], ["vendredi", "ven"], ["samedi", "sam"]],
  weekdayFullNames: 1,
  months: [
    ["janvier", "janv"], ["fevrier", "fevr", "fev"], ["mars"], ["avril", "avr"], ["mai"], ["juin"], ["juillet", "juil"], ["aout"],
    ["septembre", "sept"], ["octobre", "oct"], ["novembre", "nov"], ["decembre", "dec"],
  ],
  numbers: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15, vingt: 20, trente: 30 },
  ordinals: {
    premier: 1, premiere: 1, deuxieme: 2, second: 2, seconde: 2, troisieme: 3, quatrieme: 4, cinquieme: 5, sixieme: 6, septieme: 7,
    huitieme: 8, neuvieme: 9, dixieme: 10, onzieme: 11, douzieme: 12, quinzieme: 15, vingtieme: 20, trentieme: 30,
  },
  dates: {
    relative: [
      ["aujourd hui", 0], ["aujourdhui", 0], ["demain", 1], ["apres demain", 2], ["hier", -1], ["avant hier", -2],
      ["ce soir", 0, "evening"], ["cette nuit", 0, "evening"], ["ce matin", 0, "morning"], ["cet apres midi", 0, "afternoon"],
      ["demain matin", 1, "morning"], ["demain apres midi", 1, "afternoon"], ["demain soir", 1, "evening"],
    ],
    parts: [["matin", "morning"], ["matinee", "morning"], ["apres midi", "afternoon"], ["soir", "evening"], ["soiree", "evening"], ["nuit", "evening"]],
    this: ["ce", "cet", "cette"],
    next: ["prochain", "prochaine", "qui vient"],
    last: ["dernier", "derniere", "passe", "passee"],
    every: ["chaque", "tous les", "toutes les"],
    on: ["pour", "jusqu au", "au", "du", "a partir du", "depuis le"],
    the: ["le", "la", "les", "l"],
    of: [],
    inDays: ["dans"],
    days: ["jour", "jours"],
    fromNow: [],
    day: ["jour"],
    ofTrip: ["du voyage", "de notre voyage", "du sejour"],
    bareDayIsTripDay: false,
    lastDay: ["dernier"],
    weekend: ["week end", "weekend", "weekends"],
    week: ["semaine"],
    rangeJoin: ["au", "a", "et"],
    ordinalSuffix: /^(\d{1,2})(er|re|e|eme)$/,
    dayFirst: true,
    notDays: new Set(["ville", "villes", "etape", "etapes", "destination", "hotel", "reservation", "nuit", "nuits", "membre", "personne", "fois", "jour", "jours"]),
  },
  cues: CUES,
  statuses: {
    confirme: "confirmed", confirmee: "confirmed", confirmees: "confirmed", confirmes: "confirmed", attente: "pending",
    annule: "cancelled", annulee: "cancelled", annulees: "cancelled", annules: "cancelled", annulation: "cancelled", annulations: "cancelled",
  },
  types: {
    hotel: "hotel", hotels: "hotel", logement: "hotel", hebergement: "hotel", chambre: "hotel", chambres: "hotel", auberge: "hotel", appartement: "hotel", airbnb: "hotel",
    restaurant: "restaurant", restaurants: "restaurant", diner: "restaurant", dejeuner: "restaurant", repas: "restaurant", table: "restaurant",
    cafe: "restaurant", brasserie: "restaurant", bistrot: "restaurant", trattoria: "restaurant", pizzeria: "restaurant", bar: "restaurant",
    attraction: "attraction", attractions: "attraction", visite: "attraction", visites: "attraction", musee: "attraction", musees: "attraction",
    galerie: "attraction", tour: "attraction", exposition: "attraction", spectacle: "attraction", concert: "attraction", activite: "attraction", activites: "attraction",
    transport: "transport", transports: "transport", train: "transport", trains: "transport", vol: "transport", vols: "transport", avion: "transport",
    bus: "transport", ferry: "transport", bateau: "transport", voiture: "transport", location: "transport", taxi: "transport", taxis: "transport",
    aeroport: "transport", navette: "transport", tgv: "transport",
  },
  categories: {
    vol: "air_tickets", vols: "air_tickets", avion: "air_tickets", aerien: "air_tickets",
    hotel: "hotels", hotels: "hotels", logement: "hotels", hebergement: "hotels", chambre: "hotels", chambres: "hotels",
    nourriture: "food", repas: "food", restaurant: "food", restaurants: "food", restauration: "food", diner: "food", dejeuner: "food",
    courses: "food", boissons: "food", cafe: "food", manger: "food",
    activites: "activities", activite: "activities", visites: "activities", musees: "activities", musee: "activities", excursions: "activities", loisirs: "activities",
    transports: "transportation", transport: "transportation", train: "transportation", trains: "transportation", bus: "transportation",
    taxi: "transportation", voiture: "transportation", metro: "transportation", essence: "transportation", ferry: "transportation",
    shopping: "shopping", souvenirs: "shopping", cadeaux: "shopping", vetements: "shopping",
    autre: "other", autres: "other", divers: "other",
  },
  roles: {
    administrateur: "admin", administratrice: "admin", admin: "admin", admins: "admin", proprietaire: "admin",
    editeur: "editor", editrice: "editor", editeurs: "editor", lecteur: "viewer", lectrice: "viewer", lecteurs: "viewer",
  },
  cityNouns: new Set(["ville", "villes", "etape", "etapes", "destination", "destinations", "endroit", "lieu"]),
  ordinalVerbs: new Set(["visitons", "visite", "voyons", "en"]),
  stopwords: new Set("le la les l un une des du de d au aux et a en pour par sur".split(" ")),
  common: COMMON,
  endings: ["s", "x", "e", "es", "ee", "ees"],
  shorthand: {
    ...CHECK_IN_OUT,
    stp: "s il te plait", svp: "s il vous plait", qd: "quand", pr: "pour", ds: "dans", tjs: "toujours", rdv: "rendez vous", resto: "restaurant",
    ajd: "aujourd hui", auj: "aujourd hui", dmain: "demain",
  },
  contractions: [],
  phrases: [],
  splitsCompounds: false,
  umlautDigraphs: false,
};
