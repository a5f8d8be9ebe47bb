// German: the words the offline assistant reads questions with (ADR 039).
// Written folded, as normalise.ts leaves the text: "über" is "uber", "Straße"
// is "strasse"; "ue" typed for "ü" is read too ("uebermorgen"), and a compound
// the vocabulary does not know is read as its parts ("Hotelreservierung").
import { CHECK_IN_OUT, type Cue, type Lexicon } from "./types";

/** An adjective with its endings: "nachst" → nachste, nachsten, nachster, nachstes, nachstem. */
const inflected = (...stems: string[]) => stems.flatMap((s) => ["e", "en", "er", "es", "em"].map((e) => s + e));

const ORDINALS: Record<string, number> = Object.fromEntries(
  (
    [
      ["erst", 1], ["zweit", 2], ["dritt", 3], ["viert", 4], ["funft", 5], ["sechst", 6], ["siebt", 7], ["acht", 8], ["neunt", 9],
      ["zehnt", 10], ["elft", 11], ["zwolft", 12], ["dreizehnt", 13], ["vierzehnt", 14], ["funfzehnt", 15], ["sechzehnt", 16],
      ["siebzehnt", 17], ["achtzehnt", 18], ["neunzehnt", 19], ["zwanzigst", 20], ["einundzwanzigst", 21], ["dreissigst", 30],
    ] as const
  ).flatMap(([stem, n]) => inflected(stem).map((w) => [w, n] as const)),
);

const CUES = {
  greeting: /^ (hallo|hi|hey|moin|servus|gruss gott|guten( tag| abend)?|danke( schon| sehr)?|vielen dank)( assistent)?( bitte)? $/,
  help: / (hilfe|was kannst du|was weisst du|wer bist du|was bist du|wie funktioniert|was kann ich (dich )?fragen|funktionen) /,

  weather: / (wetter|wettervorhersage|vorhersage|temperatur\w*|regen|regnet|regnen|sonnig|sonne|schnee|schneit|klima|regenschirm|grad|heiss|kalt) /,
  recommend: / (empfehl\w*|empfiehl\w*|vorschlag\w*|tipps?|ideen?|ratschlag|schlag (mir |uns )?(\w+ )?vor|am besten|sehenswert\w*|lohnt sich|was (kann|sollte|konnte|sollten) (man|wir) (machen|sehen|essen|unternehmen)|wo (kann|sollte|konnen|sollten) (man|wir) (essen|hin|hingehen)|gute[snmr]? (restaurant|restaurants|lokal|bar|cafe|hotel|essen)|schone[snmr]? (orte|ort|platze)) /,
  outside: / (ubersetz\w*|visum|visa|reisepass|wechselkurs\w*|umrechn\w*|impf\w*|buch mir|buche (mir|uns)|flug suchen|versicherung|steckdose|adapter|trinkgeld|sim karte|notfall|botschaft|nachrichten|streik\w*) /,
  packing: / (packen|packliste|eingepackt|gepackt|einpacken|koffer) /,
  todo: / (aufgaben?|aufgabenliste|to dos?|todos?|zu erledigen|erledigen) /,
  distance: / (wie weit|entfernung|entfernt|km|kilometer|meilen|wie lange (dauert|braucht|brauchen) (die fahrt|der weg|es nach|es von|es bis|die zugfahrt|der flug|man|wir)|wie lange fahrt|fahrzeit|reisezeit|gehzeit|fussweg|minuten (entfernt|von)|stunden (entfernt|von)) /,
  contact: / (telefon\w*|anrufen|webseite|website|url|link|speisekarte|wlan|wifi|passwort|parken|parkplatz|kleiderordnung|bewertung\w*|sterne) /,
  hours: / (offnungszeit\w*|geoffnet|offnet|schliesst|geschlossen|aufmachen|macht auf|hat auf|zumachen|macht zu) /,

  dates: / (datum|daten|reisedaten|beginnt|beginn|anfang|fangt|los|losgeht|startet|abreise|abfahrt|ende|endet|zuruck|ruckkehr|ruckreise|heimreise|nach hause|dauer|dauert|wie lange (dauert|geht|ist) (die|unsere|der) (reise|urlaub)|wie lange (sind|bleiben) wir (weg|unterwegs)|countdown|wie viele tage|tage (bis|noch|ubrig)|wie lange noch|wann (ist|geht) (die|unsere|der) (reise|urlaub)|welcher tag der reise|wievielte[nr]? tag|reisetag) /,
  whichTripDay: / (welcher|wievielte[nr]?) tag (der|unserer|des) (reise|urlaubs) /,
  startEnd: / (abreise|abfahrt|beginnt|beginn|startet|los|losgeht|fahren wir|fliegen wir|endet|ende|zuruck|heim) /,
  itinerary: / (reiseroute|route|reiseplan|ablauf|uberblick|ubersicht|zusammenfassung|alle (stadte|stationen|ziele|orte)|stadte|stationen|ziele|reihenfolge|etappen) /,
  cityWord: / (stadt|stadte|ort|orte|station|stationen|ziel|ziele|etappe|etappen|halt) /,
  cityCount: / wie viele (stadte|orte|stationen|ziele|etappen) /,
  eachCity: / (jede[rnms]?|pro|alle[n]?|in jeder) (stadt|stadte|ort|orte|station|stationen) /,
  after: / (danach|darauf|folgt|folgende\w*|kommt nach|nach \w+ kommt|wohin nach|nach \w+ weiter|anschliessend|nach \w+ fahren wir) /,
  before: / (davor|vorher|zuvor|kommt vor|vor \w+ kommt|was ist vor|was kommt vor) /,
  first: / (erste[nrsm]?|zuerst|beginnen mit|startpunkt) /,
  last: / (letzte[nrsm]?|zuletzt|schluss|enden in) /,
  plan: / (plan|plane|geplant|vorhaben|vor|passiert|machen|unternehmen|programm|termine?|was haben wir|was steht an|was ist los|ansteht|steht an|tagesplan|agenda) /,
  where: / wo /,
  stay: / (wie lange|nachte|nacht|tage in|bleiben|bleibt|aufenthalt|ankunft|ankommen|kommen wir an|erreichen|verlassen|in jeder stadt|pro stadt) /,
  nights: / (wie lange|wie viele nachte|nachte|nachten) /,
  sleep: / (wo (schlafen|ubernachten|wohnen|sind wir untergebracht)|unterkunft|unterkunfte|ubernachtung\w*|schlafen|wohnen) /,
  whereTo: / (wohin|wo geht es hin|wo fahren wir hin) /,
  homeward: / (heim|heimreise|nach hause|zuruck|ruckflug|ruckreise|ruckfahrt) /,

  reservation: / (reservierung\w*|buchung\w*|gebucht|reserviert|reservieren|ticket\w*|karten|eintrittskarten) /,
  next: / (nachste[nrsm]?|als nachstes|kommende[nrsm]?|bevorstehend\w*) /,
  when: / (wann|um wie viel uhr|wie spat|uhrzeit|um welche uhrzeit|an welchem tag|welcher tag|welches datum|zeit|zeiten) /,
  address: / (adresse|adressen|wo ist|wo sind|wo genau|wo liegt|liegt|lage|standort|wegbeschreibung|wie kommen wir (hin|dahin)) /,
  cost: / (kosten|kostet|gekostet|wie viel|wie teuer|preis|preise|bezahlen|bezahlt|gezahlt|zahlen|gebuhr|teuer|billig|gunstig|betrag|geld) /,
  confirmation: / (bestatigung|bestatigungen|bestatigungsnummern?|buchungsnummer|reservierungsnummer|buchungscode|referenz|nummer|nummern|code|codes) /,
  status: / (bestatigt|ausstehend|offen|storniert|abgesagt|storno|stornierung|status|unbestatigt|noch gultig) /,
  checkIn: / (check in|einchecken|anreise) /,
  checkOut: / (check out|auschecken) /,
  howManyHours: / wie viele stunden /,

  budget: / (budget|budgets|budgetiert|etat|ubrig|verbleibend|wie viel (geld )?(ist|haben wir)( noch)? (ubrig|frei)|uber (dem|das|unserem) budget|uberschritten|uberzogen|leisten|kategorie|kategorien|unter (dem )?budget|ausgabenlimit) /,
  budgetHowMuch: / (wie viel ist|wie viel haben wir) /,
  planned: / (plan|geplant|eingeplant|budget|budgetiert|vorgesehen) /,
  left: / (ubrig|verbleibend|rest|noch|uber|unter|uberschritten|uberzogen|genug|reicht) /,
  spent: / (ausgegeben|ausgeben|verbraucht) /,
  expense: / (ausgabe|ausgaben|quittung\w*|beleg\w*|erfasst|einkauf|einkaufe|bezahlt fur|wer hat bezahlt|gekauft|wer zahlt) /,
  whoPaid: / (wer hat (\w+ )?(\w+ )?(\w+ )?(bezahlt|gezahlt|gekauft)|bezahlt von|wer zahlte) /,
  pay: / (zahlen|bezahlen|bezahlt|gezahlt|zahlt) /,
  paySpend: / (zahlen|bezahlen|bezahlt|gezahlt|zahlt|ausgegeben|ausgeben) /,
  payment: / (zahlung|zahlungen|zuruckgezahlt|uberweisung\w*|erstattet) /,
  balance: / (schulde\w*|schuldet|schulden|saldo|salden|ausgleich\w*|abrechn\w*|quitt|wer zahlt wem|wer muss (wem|\w+) (zahlen|bezahlen|geld geben)|zuruckzahlen|erstatten|im minus|im plus|bilanz) /,
  quote: / (angebot\w*|kostenvoranschlag|schatzung\w*|gespeicherte (fluge|hotels|angebote)|preisvergleich) /,
  quoteFlights: / (flug|fluge|fliegen|airline|fluggesellschaft)/,
  quoteHotels: / (hotel|hotels|zimmer|unterkunft)/,
  currency: / (wahrung|wahrungen|welches geld|in euro|in dollar) /,
  airTickets: / (flugtickets?|flugscheine?|flug tickets?) /,

  members: / (mitglied\w*|mitreisende\w*|reisende\w*|leute|personen|teilnehmer\w*|gruppe|wer (kommt|fahrt|reist)|dabei|mit uns|rolle|rollen|admins?|administrator\w*|bearbeiter\w*|betrachter\w*|berechtigung\w*|rechte|wer darf|kommt \w+ mit|freunde|familie) /,
  role: / (rolle|rollen|berechtigung\w*|rechte) /,
  email: / (e mail|email|mail|mailadresse|emailadresse|kontakt von) /,
  canI: / (kann|darf|konnte) ich /,
  isAsk: / (ist|sind|kommt|hat|haben|fahrt|reist) /,

  count: / wie viele /,
  total: / (insgesamt|gesamt|alles zusammen|summe|bisher|zusammen|total) /,
  max: / (teuerste[snmr]?|grosste[snmr]?|hochste[snmr]?|meiste[snmr]?) /,
  dearest: / (teuerste[snmr]?|grosste[snmr]?|hochste[snmr]?) /,
  min: / (billigste[snmr]?|gunstigste[snmr]?|preiswerteste[snmr]?|kleinste[snmr]?|niedrigste[snmr]?|billiger|gunstiger) /,
  me: / (ich|mich|mir|mein|meine|meinen|meiner|meines) /,

  placePreposition: / (in|nach|vor|zu|von|aus) /,
  aboutVerb: / (fahren|gehen|besuchen|sehen|in|nach|zu|bei|uber|ist|sind|wann|wo) /,
  whereAsk: / (fahren|gehen|besuchen|in|nach|stadt|bleiben|ubernachten) /,
} satisfies Record<Cue, RegExp>;

const COMMON = `
ich du er sie es wir ihr mich dich ihn uns euch mir dir ihm ihnen mein meine meinen meiner meines dein deine unser unsere unseren
unserem unserer euer eure der die das den dem des ein eine einen einem einer eines kein keine keinen keiner und oder aber doch
denn wenn dass ob weil als wie wo wann was wer wen wem wessen warum wieso weshalb welche welcher welches welchen welchem wohin woher
ist sind war waren bin bist seid sein gewesen hat haben habe hast hatte hatten wird werden wurde wurden kann konnen kannst konnte
konnten muss mussen soll sollen sollte sollten darf durfen will wollen mochte mochten gibt gab geht gehen ging fahren fahrt fuhr
kommen kommt kam machen macht gemacht sehen sieht gesehen sagen sag sagt zeigen zeig zeigt geben gib wissen weiss finden bleiben
nicht nichts noch schon auch nur sehr mal bitte danke ja nein doch gern gerne genau etwa ungefahr alle alles jeder jede jedes
viel viele mehr wenig weniger hier da dort heute jetzt gerade bald immer nie oft wieder dann danach vorher zuerst also eigentlich
in im an am auf aus bei mit nach seit von vom vor zu zum zur uber unter zwischen durch fur gegen ohne um bis ab ins ans
reise reisen urlaub ferien ausflug tour tag tage tagen woche wochen monat jahr stunde stunden minute minuten uhr zeit mal
stadt stadte ort orte land lander platz hotel hotels restaurant museum zug flug bus auto taxi bahnhof flughafen station
plan plane geplant buchung buchungen reservierung reservierungen ticket tickets kosten preis geld budget summe betrag
mitglied mitglieder person personen leute gruppe freund freunde familie rolle admin name namen adresse nummer code
gut gute guten schon schone gross grosse klein kleine alt alte neu neue erst letzte nachste andere anderen gleich ganz
etwas irgendwas jemand niemand man sich selbst ganz dabei dazu davon damit darum wieder weiter zusammen
gefuhrte altstadt platz alter
`;

export const de: Lexicon = {
  language: "de",
  weekdays: [
    ["sonntag", "son"],
    ["montag", "mo"],
    ["dienstag", "di"],
    ["mittwoch", "mi"],
    ["donnerstag", "don"],
    ["freitag", "fr"],
    ["samstag", "sonnabend", "sa"],
  ],
  weekdayFullNames: 1,
  months: [
    ["januar", "jan", "janner"], ["februar", "feb"], ["marz", "mar"], ["april", "apr"], ["mai"], ["juni", "jun"], ["juli", "jul"],
    ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"], ["dezember", "dez"],
  ],
  numbers: { eins: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwolf: 12, zwanzig: 20, dreissig: 30 },
  ordinals: ORDINALS,
  dates: {
    relative: [
      ["heute", 0], ["morgen", 1], ["ubermorgen", 2], ["gestern", -1], ["vorgestern", -2],
      ["heute morgen", 0, "morning"], ["heute fruh", 0, "morning"], ["heute vormittag", 0, "morning"], ["heute nachmittag", 0, "afternoon"],
      ["heute abend", 0, "evening"], ["heute nacht", 0, "evening"], ["heut abend", 0, "evening"],
      ["morgen fruh", 1, "morning"], ["morgen vormittag", 1, "morning"], ["morgen nachmittag", 1, "afternoon"], ["morgen abend", 1, "evening"],
    ],
    parts: [
      ["am morgen", "morning"], ["morgens", "morning"], ["vormittag", "morning"], ["vormittags", "morning"], ["fruh", "morning"],
      ["nachmittag", "afternoon"], ["nachmittags", "afternoon"], ["abend", "evening"], ["abends", "evening"], ["nacht", "evening"], ["nachts", "evening"],
    ],
    this: ["diese", "diesen", "dieser", "dieses", "diesem"],
    next: inflected("nachst", "kommend"),
    last: [...inflected("letzt", "vergangen"), "vorige", "vorigen"],
    every: ["jeden", "jede", "jedes", "jedem", "an jedem"],
    on: ["an", "fur", "bis", "vom", "zum", "ab", "seit", "um"],
    the: ["am", "den", "der", "die", "das", "dem"],
    of: [],
    inDays: ["in"],
    days: ["tag", "tage", "tagen"],
    fromNow: [],
    day: ["tag"],
    ofTrip: ["der reise", "unserer reise", "des urlaubs", "unseres urlaubs"],
    bareDayIsTripDay: true,
    lastDay: inflected("letzt"),
    weekend: ["wochenende", "wochenenden"],
    week: ["woche"],
    rangeJoin: ["bis", "und"],
    // "15." loses its dot in normalise: a day number stands alone.
    ordinalSuffix: /^(\d{1,2})\.$/,
    dayFirst: true,
    notDays: new Set(["stadt", "stadte", "station", "ort", "ziel", "etappe", "hotel", "buchung", "reservierung", "nacht", "nachte", "mitglied", "person", "mal", "tag", "tage"]),
  },
  cues: CUES,
  statuses: {
    bestatigt: "confirmed", bestatigte: "confirmed", bestatigten: "confirmed", unbestatigt: "pending", unbestatigte: "pending", ausstehend: "pending",
    ausstehende: "pending", offen: "pending", offene: "pending", offenen: "pending", storniert: "cancelled", stornierte: "cancelled",
    storniertes: "cancelled", abgesagt: "cancelled", stornierung: "cancelled", stornierungen: "cancelled", storno: "cancelled",
  },
  types: {
    hotel: "hotel", hotels: "hotel", unterkunft: "hotel", unterkunfte: "hotel", zimmer: "hotel", hostel: "hotel", ferienwohnung: "hotel",
    wohnung: "hotel", pension: "hotel", airbnb: "hotel",
    restaurant: "restaurant", restaurants: "restaurant", abendessen: "restaurant", mittagessen: "restaurant", fruhstuck: "restaurant",
    lokal: "restaurant", cafe: "restaurant", trattoria: "restaurant", pizzeria: "restaurant", bar: "restaurant",
    tisch: "restaurant", brunch: "restaurant",
    sehenswurdigkeit: "attraction", sehenswurdigkeiten: "attraction", attraktion: "attraction", attraktionen: "attraction", museum: "attraction",
    museen: "attraction", galerie: "attraction", fuhrung: "attraction", fuhrungen: "attraction", tour: "attraction", touren: "attraction",
    ausstellung: "attraction", konzert: "attraction", show: "attraction", aktivitat: "attraction", aktivitaten: "attraction", besichtigung: "attraction",
    transport: "transport", zug: "transport", zuge: "transport", bahn: "transport", flug: "transport", fluge: "transport", flugzeug: "transport",
    fliegen: "transport", bus: "transport", busse: "transport", fahre: "transport", boot: "transport", auto: "transport", mietwagen: "transport",
    transfer: "transport", taxi: "transport", taxis: "transport", flughafen: "transport", shuttle: "transport",
  },
  categories: {
    flug: "air_tickets", fluge: "air_tickets", flugticket: "air_tickets", flugtickets: "air_tickets", flugzeug: "air_tickets", fliegen: "air_tickets",
    hotel: "hotels", hotels: "hotels", unterkunft: "hotels", unterkunfte: "hotels", zimmer: "hotels", ubernachtung: "hotels", ubernachtungen: "hotels",
    essen: "food", verpflegung: "food", restaurant: "food", restaurants: "food", abendessen: "food", mittagessen: "food", fruhstuck: "food",
    lebensmittel: "food", getranke: "food", kaffee: "food", trinken: "food",
    aktivitaten: "activities", aktivitat: "activities", touren: "activities", tour: "activities", museum: "activities", museen: "activities",
    eintritt: "activities", ausfluge: "activities", ausflug: "activities", sehenswurdigkeiten: "activities", unterhaltung: "activities",
    transport: "transportation", zug: "transportation", zuge: "transportation", bahn: "transportation", bus: "transportation", taxi: "transportation",
    auto: "transportation", mietwagen: "transportation", fahre: "transportation", metro: "transportation", ubahn: "transportation", benzin: "transportation",
    einkaufen: "shopping", shopping: "shopping", souvenirs: "shopping", geschenke: "shopping", kleidung: "shopping",
    sonstiges: "other", anderes: "other",
  },
  roles: {
    admin: "admin", admins: "admin", administrator: "admin", administratorin: "admin", eigentumer: "admin", besitzer: "admin",
    bearbeiter: "editor", bearbeiterin: "editor", editor: "editor", betrachter: "viewer", betrachterin: "viewer", leser: "viewer", viewer: "viewer",
  },
  cityNouns: new Set(["stadt", "stadte", "ort", "orte", "station", "stationen", "ziel", "ziele", "etappe", "etappen", "halt"]),
  ordinalVerbs: new Set(["besuchen", "sehen", "erreichen", "als"]),
  stopwords: new Set("der die das den dem des ein eine einen einem und von zu zum zur im am an auf in nach bei mit fur".split(" ")),
  common: COMMON,
  endings: ["e", "en", "n", "s", "es", "er", "em", "ern"],
  shorthand: {
    gehts: "geht es", gibts: "gibt es", wies: "wie es", wos: "wo es", hab: "habe", nen: "einen", ne: "eine",
    ...CHECK_IN_OUT,
    reservirung: "reservierung", addresse: "adresse", budjet: "budget", wieviel: "wie viel", wieviele: "wie viele", uebermorgen: "ubermorgen",
  },
  contractions: [[/^(\w+)'s$/, "$1 es"]],
  phrases: [],
  splitsCompounds: true,
  umlautDigraphs: true,
};
