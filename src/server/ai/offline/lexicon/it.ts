// Italian: the words the offline assistant reads questions with (ADR 039).
// Written folded, as normalise.ts leaves the text: "lunedì" is "lunedi",
// "città" is "citta"; an elision is its two words ("dell'Accademia" →
// "dell accademia", "l'hotel" → "l hotel").
import { CHECK_IN_OUT, type Cue, type Lexicon } from "./types";

const CUES = {
  greeting: /^ (ciao|salve|buongiorno|buonasera|hey|grazie( mille)?)( assistente)?( per favore)? $/,
  help: / (aiuto|aiutami|cosa (puoi|sai) (fare|dirmi)?|chi sei|cosa sei|come funziona|cosa posso chiedere|funzioni) /,

  weather: / (meteo|che tempo|tempo fara|previsioni|temperatura\w*|pioggia|piovere|piove|sole|soleggiato|neve|nevica|clima|ombrello|gradi|caldo|freddo) /,
  recommend: / (consigl\w*|raccomand\w*|suggeri\w*|suggerisc\w*|idee|idea|dritte|migliori?|da vedere|da non perdere|vale la pena|cosa fare|cosa vedere|dove mangiare|dove andare|un buon|una buona|buoni ristoranti) /,
  outside: / (tradu\w*|visto|passaporto|tasso di cambio|cambio valuta|convertire|vaccin\w*|prenotami|cerca(mi)? voli|assicurazione|presa|adattatore|mancia|sim|emergenza|ambasciata|notizie|sciopero|scioperi) /,
  packing: / (valigia|valigie|bagagli|lista bagagli) /,
  todo: / (cose da fare|da fare|compiti|to dos?|todos?) /,
  distance: / (quanto dista|distanza|distanze|km|chilometri|quanto (ci si mette|ci vuole|tempo ci vuole) (per|da|a)|tempo di percorrenza|lontano) /,
  contact: / (telefono|numero di telefono|chiamare|sito|sito web|url|link|menu|wifi|password|parcheggio|recensioni?|stelle) /,
  hours: / (orari|orario di apertura|orari di apertura|apre|aperto|aperta|chiude|chiuso|chiusa|apertura) /,

  dates: / (date|data|inizia|iniziamo|inizio|comincia|partiamo|partenza|parte|finisce|fine|termina|ritorno|torniamo|rientro|rientriamo|durata|dura|quanti giorni|giorni (mancano|rimangono|alla partenza)|quanto manca|conto alla rovescia|quando (e|inizia|parte) (il|il nostro) viaggio|nostre vacanze) /,
  whichTripDay: / (che|quale) giorno del (viaggio|nostro viaggio) /,
  startEnd: / (inizia|iniziamo|inizio|comincia|partiamo|partenza|parte|finisce|fine|termina|ritorno|torniamo|rientro|rientriamo) /,
  itinerary: / (itinerario|percorso|riepilogo|panoramica|tutte le citta|citta|tappe|destinazioni|ordine) /,
  cityWord: / (citta|tappa|tappe|destinazione|destinazioni|luogo|posto) /,
  cityCount: / quante (citta|tappe|destinazioni) /,
  eachCity: / (ogni|per|tutte le) (citta|tappa|tappe) /,
  after: / (dopo|poi|successiva|segue|viene dopo) /,
  before: / (prima di|precedente|precede|viene prima) /,
  first: / (prima|primo|cominciamo (da|con)|iniziamo (da|con)) /,
  last: / (ultima|ultimo|finiamo (a|con)) /,
  plan: / (programma|programmato|previsto|piano|piani|pianificato|agenda|facciamo|fare|abbiamo|succede|c e) /,
  where: / dove /,
  stay: / (quanto tempo|notti?|restiamo|rimaniamo|soggiorno|stiamo a|arriviamo|arrivo|partiamo da|lasciamo|in ogni citta|per citta) /,
  nights: / (quanto tempo|quante notti|notti) /,
  sleep: / (dove (dormiamo|alloggiamo|stiamo)|alloggio|alloggi|dormire|dormiamo|pernottamento) /,
  whereTo: / (dove (andiamo|si va)|dove andiamo dopo) /,
  homeward: / (casa|ritorno|tornare|torniamo|rientro|volo di ritorno) /,

  reservation: / (prenotazion[ei]|prenotat[oaie]|biglietti|biglietto|ticket) /,
  next: / (prossim[oaie]|successiv[oaie]) /,
  when: / (quando|a che ora|che ora|ora|orario|che giorno|quale giorno|che data) /,
  address: / (indirizzo|indirizzi|dove si trova|dove sta|dov e|dove e|dove sono|dove esattamente|posizione|come arrivare|come ci arriviamo) /,
  cost: / (costa|costano|costo|costi|quanto|prezzo|prezzi|pagare|pagato|pagata|tariffa|caro|cara|economico|importo|soldi) /,
  confirmation: / (conferma|numero di conferma|codice di prenotazione|riferimento|codice|codici|numero|numeri) /,
  status: / (confermat[oaie]|in attesa|annullat[oaie]|cancellat[oaie]|annullamento|stato|ancora valida) /,
  checkIn: / (check in) /,
  checkOut: / (check out) /,
  howManyHours: / quante ore /,

  budget: / (budget|previsto di spesa|rimane|rimangono|resta|restano|quanto (ci )?(rimane|resta)|sforato|sforamento|sopra il budget|sotto il budget|categoria|categorie|permetterci) /,
  budgetHowMuch: / (quanto (ci )?(rimane|resta)|quanto abbiamo) /,
  planned: / (previsto|previsti|pianificato|budget|stanziato|messo in conto) /,
  left: / (rimane|rimangono|resta|restano|restante|sforato|sopra|sotto|abbastanza) /,
  spent: / (speso|spesi|spendere|spendiamo|abbiamo speso) /,
  expense: / (spese|spesa|ricevute?|acquisti|comprato|chi ha pagato|pagato da) /,
  whoPaid: / (chi ha (pagato|comprato|offerto)|pagato da|pagata da) /,
  pay: / (pagare|pagato|pagata|paghiamo) /,
  paySpend: / (pagare|pagato|paghiamo|speso|spendere) /,
  payment: / (pagamenti|rimborsat\w*|bonifici|bonifico) /,
  balance: / (deve|devono|devo|dobbiamo|debito|debiti|saldo|saldi|conti|saldare|pareggiare|restituire|chi paga chi|chi deve|in rosso) /,
  quote: / (preventiv[oi]|offert[ae]|stim[ae]|quotazion[ei]|salvat[oaie]) /,
  quoteFlights: / (volo|voli|aereo|compagnia)/,
  quoteHotels: / (hotel|albergo|alberghi|camera|camere|alloggio)/,
  currency: / (valuta|valute|moneta|in euro|in dollari) /,
  airTickets: / biglietti? aere[oi] /,

  members: / (membri|membro|viaggiatori|partecip\w*|persone|gente|gruppo|chi (viene|va|viaggia|c e)|con noi|ruol[oi]|admin|amministrator[ei]|editor|lettor[ei]|permessi|chi puo|viene \w+|amici|famiglia|tutti) /,
  role: / (ruolo|ruoli|permessi) /,
  email: / (e mail|email|mail|posta|indirizzo email|contatto di) /,
  canI: / (posso|potrei) /,
  isAsk: / (e|sono|viene|vengono|va|ha) /,

  count: / quant[ieoa] /,
  total: / (totale|in totale|in tutto|somma|finora|complessivo|complessivamente) /,
  max: / (piu caro|piu cara|piu grande|piu alto|il maggiore) /,
  dearest: / (piu caro|piu cara|piu cari|piu care|piu costoso|piu costosa) /,
  min: / (piu economico|piu economica|meno caro|meno cara|piu piccolo|piu basso) /,
  me: / (io|me|mi|mio|mia|miei|mie) /,

  placePreposition: / (a|in|dopo|prima di|verso|da) /,
  aboutVerb: / (andare|andiamo|visitare|visitiamo|vedere|a|in|su|e|sono|quando|dove) /,
  whereAsk: / (andare|andiamo|visitare|a|in|citta|restiamo|dormire) /,
} satisfies Record<Cue, RegExp>;

const COMMON = `
io tu lui lei noi voi loro mi ti si ci vi lo la li le gli ne mio mia miei mie tuo tua suo sua nostro nostra nostri nostre vostro
il lo la i gli le l un uno una un del dello della dei degli delle dell al allo alla ai agli alle all dal dallo dalla dai dagli dalle
nel nello nella nei negli nelle nell sul sulla sui col che chi cosa quale quali quando come dove quanto quanta quanti quante perche
e ed o ma se non ne sia essere e sono era erano sara stato stata ho hai ha abbiamo avete hanno aveva c fa fare facciamo fanno va
andare andiamo vanno puo posso possiamo possono voglio vuole vogliamo sai sa sapere vedere vedo dimmi dire dice mostra mostrami mostrare
dai dammi dare trovare resta rimane molto piu meno poco tutto tutta tutti tutte gia ancora anche solo sempre mai altro altra altri altre
stesso qui qua li la ora adesso oggi bene male si no grazie favore per per favore
di a da in con su per tra fra senza sopra sotto prima dopo durante verso fino ogni
viaggio viaggi vacanza vacanze gita escursione visita giorno giorni settimana settimane mese anno ora ore minuto minuti volta volte
citta paese luogo posto hotel albergo ristorante museo treno volo autobus macchina auto taxi stazione aeroporto
programma piano prenotazione prenotazioni biglietto costo prezzo soldi budget totale importo
membro membri persona persone gente gruppo amico amici famiglia ruolo admin nome indirizzo numero codice
buono buona bel bello bella grande piccolo vecchio vecchia nuovo nuova primo ultimo prossimo altro
qualcosa qualcuno nessuno niente cosa questo questa quello quella
`;

export const it: Lexicon = {
  language: "it",
  weekdays: [["domenica", "dom"], ["lunedi", "lun"], ["martedi", "mar"], ["mercoledi", "mer"], ["giovedi", "gio"], ["venerdi", "ven"], ["sabato", "sab"]],
  weekdayFullNames: 1,
  months: [
    ["gennaio", "gen"], ["febbraio", "feb"], ["marzo", "mar"], ["aprile", "apr"], ["maggio", "mag"], ["giugno", "giu"], ["luglio", "lug"],
    ["agosto", "ago"], ["settembre", "set", "sett"], ["ottobre", "ott"], ["novembre", "nov"], ["dicembre", "dic"],
  ],
  numbers: { due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, quindici: 15, venti: 20, trenta: 30 },
  ordinals: {
    primo: 1, prima: 1, secondo: 2, seconda: 2, terzo: 3, terza: 3, quarto: 4, quarta: 4, quinto: 5, quinta: 5, sesto: 6, sesta: 6,
    settimo: 7, settima: 7, ottavo: 8, ottava: 8, nono: 9, nona: 9, decimo: 10, decima: 10,
  },
  dates: {
    relative: [
      ["oggi", 0], ["domani", 1], ["dopodomani", 2], ["dopo domani", 2], ["ieri", -1], ["l altro ieri", -2], ["altroieri", -2],
      ["stasera", 0, "evening"], ["stanotte", 0, "evening"], ["stamattina", 0, "morning"], ["stamani", 0, "morning"], ["oggi pomeriggio", 0, "afternoon"],
      ["domattina", 1, "morning"], ["domani mattina", 1, "morning"], ["domani pomeriggio", 1, "afternoon"], ["domani sera", 1, "evening"],
    ],
    parts: [["mattina", "morning"], ["mattino", "morning"], ["pomeriggio", "afternoon"], ["sera", "evening"], ["serata", "evening"], ["notte", "evening"]],
    this: ["questo", "questa", "quest"],
    next: ["prossimo", "prossima", "che viene"],
    last: ["scorso", "scorsa", "ultimo", "ultima"],
    every: ["ogni", "tutti i", "tutte le"],
    on: ["per", "fino al", "dal", "al"],
    the: ["il", "lo", "la", "l", "i"],
    of: ["di"],
    inDays: ["tra", "fra", "entro"],
    days: ["giorno", "giorni"],
    fromNow: [],
    day: ["giorno"],
    ofTrip: ["del viaggio", "del nostro viaggio", "della vacanza"],
    bareDayIsTripDay: false,
    lastDay: ["ultimo"],
    weekend: ["weekend", "fine settimana", "fine week"],
    week: ["settimana"],
    rangeJoin: ["al", "a", "e"],
    ordinalSuffix: /^(\d{1,2})(o|a)$/,
    dayFirst: true,
    notDays: new Set(["citta", "tappa", "tappe", "destinazione", "hotel", "prenotazione", "notte", "notti", "membro", "persona", "volta", "giorno", "giorni"]),
  },
  cues: CUES,
  statuses: {
    confermata: "confirmed", confermato: "confirmed", confermate: "confirmed", confermati: "confirmed", attesa: "pending",
    annullata: "cancelled", annullato: "cancelled", annullate: "cancelled", annullati: "cancelled", cancellata: "cancelled", annullamento: "cancelled",
  },
  types: {
    hotel: "hotel", albergo: "hotel", alberghi: "hotel", alloggio: "hotel", alloggi: "hotel", camera: "hotel", camere: "hotel", ostello: "hotel",
    appartamento: "hotel", airbnb: "hotel",
    ristorante: "restaurant", ristoranti: "restaurant", cena: "restaurant", cene: "restaurant", pranzo: "restaurant", colazione: "restaurant",
    tavolo: "restaurant", caffe: "restaurant", trattoria: "restaurant", osteria: "restaurant", pizzeria: "restaurant", bar: "restaurant",
    attrazione: "attraction", attrazioni: "attraction", museo: "attraction", musei: "attraction", galleria: "attraction", gallerie: "attraction",
    visita: "attraction", visite: "attraction", tour: "attraction", mostra: "attraction", spettacolo: "attraction", concerto: "attraction",
    attivita: "attraction",
    trasporto: "transport", trasporti: "transport", treno: "transport", treni: "transport", volo: "transport", voli: "transport", aereo: "transport",
    autobus: "transport", pullman: "transport", traghetto: "transport", barca: "transport", macchina: "transport", auto: "transport",
    noleggio: "transport", taxi: "transport", aeroporto: "transport", navetta: "transport",
  },
  categories: {
    volo: "air_tickets", voli: "air_tickets", aereo: "air_tickets", aerei: "air_tickets",
    hotel: "hotels", albergo: "hotels", alberghi: "hotels", alloggio: "hotels", camera: "hotels",
    cibo: "food", cena: "food", cene: "food", pranzo: "food", colazione: "food", ristorante: "food", ristoranti: "food", mangiare: "food",
    bevande: "food", caffe: "food", spesa: "food",
    attivita: "activities", visite: "activities", musei: "activities", museo: "activities", escursioni: "activities", tour: "activities",
    trasporti: "transportation", trasporto: "transportation", treno: "transportation", treni: "transportation", autobus: "transportation",
    taxi: "transportation", auto: "transportation", metro: "transportation", benzina: "transportation", traghetto: "transportation",
    shopping: "shopping", souvenir: "shopping", regali: "shopping", vestiti: "shopping",
    altro: "other", altri: "other", varie: "other",
  },
  roles: {
    amministratore: "admin", amministratrice: "admin", admin: "admin", proprietario: "admin",
    editor: "editor", lettore: "viewer", lettrice: "viewer", lettori: "viewer",
  },
  cityNouns: new Set(["citta", "tappa", "tappe", "destinazione", "destinazioni", "luogo", "posto"]),
  ordinalVerbs: new Set(["visitiamo", "vediamo", "per"]),
  stopwords: new Set("il lo la i gli le l un una di del dello della dei degli delle dell al alla all da dal dalla e a in per".split(" ")),
  common: COMMON,
  endings: ["a:o", "e:o", "i:o", "i:e", "e:a", "he:a", "hi:o"],
  shorthand: {
    ...CHECK_IN_OUT,
    cmq: "comunque", nn: "non", xche: "perche", qnd: "quando",
  },
  contractions: [],
  phrases: [],
  splitsCompounds: false,
  umlautDigraphs: false,
};
