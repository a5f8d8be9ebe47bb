// What a question may be about, in each language's everyday words: the kinds
// of thing a trip holds. A fact is tagged with its concepts (facts.ts) and a
// question word that names one finds those facts even when the fact's own
// text uses another word ("sleep" finds the hotels, "fly" the flights). Only
// general travel words belong here, never the names of one trip's things:
// those are found in the facts' own text.
import type { Language } from "@shared/i18n/languages";
import { RESERVATION_GROUPS, type ReservationType } from "@shared/reservation-rules";

/** The reservation kinds are concepts too, named by the app's own labels for them (reader.ts). */
export type Concept =
  | ReservationType
  | "trip"
  | "home"
  | "stay"
  | "route"
  | "day"
  | "reservation"
  | "course"
  | "budget"
  | "currency"
  | "expense"
  | "payment"
  | "balance"
  | "member"
  | "packing"
  | "todo"
  | "me"
  | "next"
  | "quote"
  | "travel"
  | "confirmation"
  | "superlative"
  | "weather"
  | "sun"
  | "holiday"
  | "advice"
  | "hello";

/**
 * `ask`: the words of asking itself ("what time", "how much"): known, yet about no fact in particular.
 * `whole`: the trip as a whole ("the trip", "la viagem"): what is asked about only when nothing else is.
 * `advice` (recommendations, tips) and `hello` (a greeting, "what can you do") are answered by the
 * assistant about itself; the others name facts.
 */
/** The concepts a reservation of a kind is about: its kind, and a train or ferry is also a transport, a tour also a thing to see. */
export function kindsOf(type: string): Concept[] {
  const within = (group: readonly string[]) => group.includes(type) && type !== "flight";
  return [type as Concept, ...(within(RESERVATION_GROUPS.transport) ? ["transport" as const] : within(RESERVATION_GROUPS.things) ? ["attraction" as const] : [])];
}

/** What a word of a question may name: a concept, or how it asks. */
export type Named = Concept | "ask" | "whole";
type Words = Partial<Record<Named, string>>;

export const CONCEPT_WORDS: Record<Language, Words> = {
  en: {
    ask: "time times hour much many number code tell show list give please",
    whole: "trip vacation journey",
    trip: "start begin leave end long dates countdown",
    home: "home return back",
    stay: "city cities stay nights where",
    route: "itinerary route order cities visit",
    hotel: "stay staying sleep accommodation check checkin checkout lodging hostel",
    restaurant: "dinner lunch breakfast eat table",
    attraction: "museum tour tickets sight visit open",
    transport: "transfer rail",
    car_rental: "car hire",
    course: "class course lesson workshop",
    flight: "fly flying plane airport land",
    event: "event activity",
    reservation: "reservation reservations booking bookings booked confirmation",
    budget: "budget spent spend left remaining planned plan allocated",
    currency: "currency",
    expense: "expense expenses paid pay cost",
    payment: "payment repaid reimbursed paid back",
    balance: "owe owes owed balance settle debt",
    member: "who members member people coming travellers travelers group email role edit",
    packing: "pack packing packed bring luggage suitcase",
    todo: "todo task tasks due",
    quote: "quote quotes offer offers price",
    travel: "far distance drive walk minutes km",
    me: "i me my mine myself",
    next: "next upcoming",
    confirmation: "confirmation confirmations reference",
    superlative: "expensive priciest cheapest cheap biggest largest smallest",
    weather: "weather forecast rain sunny temperature warm cold hot",
    sun: "sunrise sunset sun dark",
    holiday: "holiday holidays public bank closed",
    advice: "recommend recommendation recommendations suggest suggestion suggestions tips tip advice ideas",
    hello: "hello hi hey help",
  },
  de: {
    ask: "uhr zeit viel viele nummer code zeig zeige liste bitte",
    whole: "reise urlaub",
    trip: "beginn beginnt los ende endet dauert daten",
    home: "hause heim zurück rückflug rückreise",
    stay: "stadt städte nächte wo",
    route: "reiseroute route reihenfolge städte besuchen",
    hotel: "unterkunft übernachten schlafen einchecken auschecken zimmer",
    restaurant: "essen abendessen mittagessen tisch",
    attraction: "museum führung tickets öffnet öffnungszeiten",
    transport: "bahn transfer fährt",
    car_rental: "auto wagen",
    course: "kurs unterricht workshop",
    flight: "flüge fliegen flugzeug flughafen",
    event: "veranstaltung termin",
    reservation: "reservierung buchung gebucht bestätigung bestätigungsnummer buchungscode",
    budget: "budget ausgegeben übrig geplant verbleibend",
    currency: "währung",
    expense: "ausgabe ausgaben bezahlt kosten",
    payment: "zahlung zurückgezahlt erstattet",
    balance: "schuldet schulden schuldig ausgleichen saldo",
    member: "wer mitglieder teilnehmer leute mit mitfahren email rolle",
    packing: "packen gepackt koffer mitnehmen",
    todo: "todo aufgabe aufgaben erledigen fällig",
    quote: "angebot angebote preis",
    travel: "weit entfernung fahrt fahren laufen gehen minuten",
    me: "ich mich mir mein meine",
    next: "nächste nächsten kommende",
    confirmation: "bestätigung bestätigungsnummer buchungsnummer buchungscode",
    superlative: "teuerste teuersten günstigste billigste größte kleinste",
    weather: "wetter wettervorhersage vorhersage regen regnet sonnig temperatur warm kalt",
    sun: "sonnenaufgang sonnenuntergang sonne dunkel hell",
    holiday: "feiertag feiertage geschlossen",
    advice: "empfehlen empfiehlst empfehlung tipps tipp vorschläge vorschlag ideen",
    hello: "hallo hi hilfe",
  },
  fr: {
    ask: "heure heures combien numéro code montre liste",
    whole: "voyage vacances séjour",
    trip: "commence début départ partons fin dure dates",
    home: "retour rentrer rentrons maison",
    stay: "ville villes nuits où",
    route: "itinéraire ordre villes visitons",
    hotel: "dormir dormons logement hébergement chambre",
    restaurant: "dîner déjeuner manger table",
    attraction: "musée visite billets horaires ouvert",
    transport: "gare navette",
    car_rental: "voiture",
    course: "cours atelier leçon",
    flight: "avion aéroport",
    event: "événement activité",
    reservation: "réservation réservé confirmation",
    budget: "budget dépensé reste prévu",
    currency: "devise monnaie",
    expense: "dépense dépenses payé coûte",
    payment: "paiement remboursé rembourser",
    balance: "doit devons dette équilibrer solde",
    member: "qui membres participants participe gens email rôle",
    packing: "valise bagages emporter",
    todo: "tâche tâches afaire",
    quote: "devis offre prix",
    travel: "loin distance trajet conduire marcher minutes",
    me: "je moi mon ma mes",
    next: "prochain prochaine",
    confirmation: "confirmation référence",
    superlative: "cher chère chers",
    weather: "météo prévisions pluie pleuvoir pleut soleil température chaud froid",
    sun: "lever coucher soleil nuit",
    holiday: "férié fériés fermé",
    advice: "recommander recommandes recommandation conseils conseil suggestions idées",
    hello: "bonjour salut aide",
  },
  es: {
    ask: "hora horas cuánto cuántos cuántas número código muestra lista",
    whole: "viaje vacaciones",
    trip: "empieza comienza salimos termina dura fechas",
    home: "casa volver volvemos regreso vuelta",
    stay: "ciudad ciudades noches dónde",
    route: "itinerario ruta orden ciudades visitamos",
    hotel: "alojamos alojamiento dormir habitación",
    restaurant: "cena cenamos comida comer mesa",
    attraction: "museo visita entradas horario abre",
    transport: "estación traslado",
    car_rental: "coche carro alquilado",
    course: "clase curso taller",
    flight: "volar volamos avión aeropuerto",
    event: "evento actividad",
    reservation: "reserva reservado confirmación",
    budget: "presupuesto gastado queda previsto",
    currency: "moneda divisa",
    expense: "gasto gastos pagó pagado cuesta",
    payment: "pago devuelto devolver",
    balance: "debe deben deuda saldar saldo",
    member: "quién miembros participantes viene vienen gente email rol",
    packing: "maleta equipaje llevar",
    todo: "tarea tareas pendiente",
    quote: "cotización cotizaciones oferta precio",
    travel: "lejos distancia trayecto conducir caminar minutos",
    me: "yo mí mi mis",
    next: "próximo próxima siguiente",
    confirmation: "confirmación localizador referencia",
    superlative: "caro cara barato barata mayor menor",
    weather: "clima previsión lluvia llover llueve temperatura calor frío",
    sun: "amanecer atardecer anochecer sol",
    holiday: "festivo festivos feriado cerrado",
    advice: "recomiendas recomendar recomendación consejos consejo sugerencias ideas",
    hello: "hola ayuda",
  },
  it: {
    ask: "ora ore quanto quanti quante numero codice mostra elenco lista",
    whole: "viaggio vacanza vacanze",
    trip: "inizia parte partiamo finisce dura date",
    home: "casa tornare torniamo ritorno",
    stay: "città notti dove",
    route: "itinerario percorso ordine città visitiamo",
    hotel: "albergo dormiamo dormire alloggio camera",
    restaurant: "cena pranzo mangiare tavolo",
    attraction: "museo visita biglietti orari aperto",
    transport: "stazione navetta",
    car_rental: "macchina noleggiata",
    course: "corso lezione laboratorio",
    flight: "volare voliamo aereo aeroporto",
    event: "evento attività",
    reservation: "prenotazione prenotato conferma",
    budget: "budget speso resta previsto",
    currency: "valuta moneta",
    expense: "spesa spese pagato costa",
    payment: "pagamento restituito rimborsato",
    balance: "deve devono debito saldare saldo",
    member: "chi membri partecipanti viene vengono gente email ruolo",
    packing: "valigia bagaglio portare",
    todo: "compito compiti dafare",
    quote: "preventivo preventivi offerta prezzo",
    travel: "lontano distanza tragitto guidare camminare minuti",
    me: "io mio mia miei mie",
    next: "prossimo prossima",
    confirmation: "conferma riferimento",
    superlative: "caro cara costoso economico economica",
    weather: "meteo tempo previsioni pioggia piove sole temperatura caldo freddo",
    sun: "alba tramonto sole",
    holiday: "festivo festivi festa chiuso",
    advice: "consigli consigliare consiglio suggerimenti idee raccomandi",
    hello: "ciao aiuto",
  },
  pt: {
    ask: "hora horas quanto quantos quantas número código mostra lista",
    whole: "viagem férias",
    trip: "começa começamos partimos partida termina dura datas",
    home: "casa voltar voltamos volta regresso",
    stay: "cidade cidades noites onde",
    route: "itinerário roteiro ordem cidades visitar",
    hotel: "hospedagem ficar ficamos dormir quarto",
    restaurant: "jantar almoço comer mesa",
    attraction: "museu visita ingressos horário aberto",
    transport: "estação transfer",
    car_rental: "alugado",
    course: "aula curso oficina",
    flight: "voar voamos avião aeroporto",
    event: "evento atividade",
    reservation: "reserva reservado confirmação",
    budget: "orçamento gastamos gasto sobra previsto",
    currency: "moeda",
    expense: "despesa despesas pagou pago custa",
    payment: "pagamento devolveu devolvido reembolso",
    balance: "deve devem dívida acertar saldo",
    member: "quem membros participantes pessoas email papel",
    packing: "mala bagagem levar",
    todo: "tarefa tarefas afazer afazeres",
    quote: "cotação cotações oferta preço",
    travel: "longe distância trajeto dirigir caminhar minutos",
    me: "eu meu minha meus minhas",
    next: "próximo próxima",
    confirmation: "confirmação código localizador",
    superlative: "caro cara barato barata maior menor mais",
    weather: "clima tempo previsão chuva chover chove temperatura calor frio",
    sun: "nascer sol amanhecer anoitecer",
    holiday: "feriado feriados fechado",
    advice: "recomenda recomendar recomendação dicas dica sugestões ideias",
    hello: "olá oi ajuda",
  },
};
