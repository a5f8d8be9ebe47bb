// English: the words the offline assistant reads questions with (ADR 033,
// ADR 039). It is also the fallback reading of a question in another
// language (assistant.ts). Everything about a particular trip — its cities,
// reservations, people, expenses, quotes — is not here: entities.ts reads it
// from the trip.
import type { BudgetCategory } from "@shared/budget-rules";
import { CHECK_IN_OUT, type Cue, type Lexicon, type ReservationType, type Status } from "./types";

/** Weekday names, Sunday first (as Date#getDay counts): the full name, then short forms. */
const WEEKDAYS = [
  ["sunday", "sun"],
  ["monday", "mon"],
  ["tuesday", "tue", "tues"],
  ["wednesday", "wed", "weds"],
  ["thursday", "thu", "thur", "thurs"],
  ["friday", "fri"],
  ["saturday", "sat"],
];

/** Month names, January first. */
const MONTHS = [
  ["january", "jan"],
  ["february", "feb"],
  ["march", "mar"],
  ["april", "apr"],
  ["may"],
  ["june", "jun"],
  ["july", "jul"],
  ["august", "aug"],
  ["september", "sep", "sept"],
  ["october", "oct"],
  ["november", "nov"],
  ["december", "dec"],
];

const NUMBER_WORDS = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30,
};

const ORDINAL_WORDS = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};

/**
 * The cues of a question: what it asks about, each a pattern of words. An
 * intent is chosen from these together with the trip's entities the question
 * names (intents.ts); no cue alone is an answer.
 */
const CUES = {
  greeting: /^ (hi|hello|hey|hiya|yo|howdy|good (morning|afternoon|evening|day)|thanks|thank you)( there| you)?( assistant| bot)?( please)? $/,
  help: / (help|what can you (do|answer|tell( me)?( about)?)|what do you know|who are you|what are you|how does this work|what can i ask|capabilit\w*) /,

  // What the trip's data cannot tell.
  weather: / (weather|forecast|temperature|temperatures|rain|raining|rainy|sunny|snow|snowing|climate|umbrella|degrees|hot|cold|humid) /,
  recommend: / (recommend\w*|suggest\w*|ideas?|tips?|advice|best|must see|a good|good (places?|restaurants?|food|bars?|cafes?|hotels?|spots?|museums?)|nice (places?|restaurants?|spots?)|worth (seeing|visiting|it)|things to do|what (else )?(is there |can we |should we )?to (do|see|eat)|where (to|should we|can we|could we) (eat|go|stay|visit)|what should we (do|see|eat|visit)|any good) /,
  outside: / (translat\w*|visa|visas|passport|passports|exchange rate|exchange rates|convert|conversion|vaccin\w*|book (a|me|us|it for)|search (for )?flights?|insurance|plug|adapter|tipping|sim card|emergency|embassy|news|traffic|strike|strikes|covid) /,
  packing: / (pack|packing|packed|unpacked|suitcase|suitcases) /,
  todo: / (to do list|to dos|todos|todo|tasks?|left to do|still to do|need to do|have to do) /,
  distance: / (how far|distance|distances|km|kilometers|kilometres|miles|how long (does|will|would) it take|how long is the (drive|ride|walk|trip|journey) (to|from)|travel time|walking time|driving time|minutes (away|from)|hours (away|from)|journey time|how long does the \w+ take|how long will the \w+ take) /,
  contact: / (phone|telephone|call them|website|web site|url|link|menu|wifi|wi fi|password|parking|dress code|reviews?|rating|ratings|stars) /,
  hours: / (opening hours|opening times|open|opens|opening|close|closes|closing|closed|hours) /,

  // Dates and the itinerary.
  dates: / (dates?|start|starts|starting|begin|begins|beginning|leave|leaving|depart|departure|end|ends|ending|finish|finishes|trip over|it over|get back|come back|coming back|return|returning|fly out|go home|going home|duration|how long is (the|our|this) (trip|vacation|holiday|journey)|how long (are|will) we (be )?(away|gone|travell?ing)|countdown|how many days|days (to go|left|until|till|remain\w*|before)|how (long|many weeks) until|how soon|until (the|our) (trip|vacation|holiday|departure)|day of (the|our) trip|what day of|when is (the|our) (trip|vacation|holiday)|when (do|are|will) we (go|travel|fly)) /,
  itinerary: / (itinerary|route|routing|overview|summary|plan for the trip|trip plan|schedule of the trip|all (the )?(cities|stops|destinations)|cities|stops|destinations|order|sequence) /,
  cityWord: / (city|cities|town|towns|stop|stops|destination|destinations|place|places|leg) /,
  after: / (after|following|follows|followed|then|afterwards|next after|comes after) /,
  before: / (before|previous|prior to|preceding) /,
  first: / (first|start with|begin with|starting point) /,
  last: / (last|final|end with|finish in) /,
  plan: / (plan|plans|planned|happening|doing|do we do|schedule|scheduled|agenda|program|programme|anything on|what do we have|what is up|busy|what is going on|itinerary for) /,
  where: / where /,
  stay: / (how long|nights?|days in|stay|staying|stays|spend in|arrive|arrival|arriving|get to|get into|reach|leave|leaving|depart|departing|departure from|in each city|per city|each city) /,
  sleep: / (where (are|do|will|shall|should) (we|i) (stay|staying|sleep|sleeping|be sleeping|be staying)|accommodations?|lodging|sleep|sleeping|place to stay|places to stay) /,

  // Reservations.
  reservation: / (reservations?|bookings?|booked|reserved|reserve|tickets?) /,
  next: / (next|upcoming|coming up|soonest) /,
  whereTo: / (where (are|do|will|shall) we (go|going|head|heading|travel|travelling|traveling|off to)|where to) /,
  homeward: / (home|back|return|returning|way back|homeward|flight out|outbound) /,
  when: / (when|what time|which time|at what time|which day|what day|what date|which date|time|times) /,
  address: / (address|addresses|where is|where are the|where exactly|located|location|directions|how do (we|i) get (to|there)) /,
  cost: / (cost|costs|costing|how much|price|prices|priced|pay|paid|fee|fees|expensive|cheap|cheaper|cheapest|charge|amount|money) /,
  confirmation: / (confirmation|confirmations|conf|confirmation number|booking (number|reference|ref|code|id)|reference|references|ref|code|codes|number|numbers) /,
  status: / (confirmed|pending|cancel+ed|cancellation|status|still on|unconfirmed|canceled) /,
  checkIn: / check in /,
  checkOut: / check out /,

  // Money.
  budget: / (budget|budgets|budgeted|budgeting|allocat\w*|allowance|remaining|how much( money)?( is| do we have| have we got| we have)?( still)? left|left (to spend|for|in|over)|money left|over budget|(go|went|going|gone|be) over|overspen\w*|over spent|afford|categor(y|ies)|under budget|spending limit) /,
  spent: / (spent|spend|spending|spends) /,
  expense: / (expenses?|receipts?|logged|purchases?|paid for|who paid|bought|buy|who is paying|who payed|payed) /,
  payment: / (payments?|paid back|repaid|transfers? between) /,
  balance: / (owe|owes|owed|owing|debt|debts|balance|balances|settle|settled|settling|settlement|even|square|pay back|reimburs\w*|who pays (who|whom)|who should pay|who (should|do|does|must) \w+ (pay|repay)|who (do|does|should) \w+ (need|have|has) to pay|in the red|in the black) /,
  quote: / (quotes?|quoted|offers?|estimates?|saved (flight|hotel|flights|hotels)|price check) /,
  currency: / (currenc(y|ies)|which money|what money|euros or|dollars or|in euros|in dollars) /,

  // People.
  members: / (members?|travell?ers?|people|persons|participants|companions|group|who is (on|coming|going|in|joining|travell?ing)|who (else )?(is|are) (on|coming|going|joining|travell?ing|in)|with us|roles?|admins?|administrators?|editors?|viewers?|permissions?|who can|is \w+ coming|is \w+ going|everyone|everybody|friends|family) /,
  email: / (email|e mail|mail address|emails|contact of) /,

  // How the answer is wanted.
  count: / how many /,
  total: / (total|in all|altogether|overall|sum|so far|all together|combined) /,
  max: / (most expensive|priciest|biggest|largest|highest|dearest|most) /,
  min: / (cheapest|least expensive|smallest|lowest|cheaper) /,
  me: / (i|me|my|mine|myself) /,

  // Finer cues the scoring and the answers look at.
  whichTripDay: / (what|which) day of (the|our|this) (trip|vacation|holiday) /,
  startEnd: / (leave|leaving|start|starts|begin|begins|depart|end|ends|return|get back|come back) /,
  cityCount: / how many (cities|towns|stops|destinations|places) /,
  eachCity: / (each|every|per|all) (city|cities|stop|stops|place|places) /,
  nights: / (how long|how many nights|nights) /,
  howManyHours: / how many hours /,
  budgetHowMuch: / (how much is|how much have we|how much do we have) /,
  planned: / (plan|planned|budget|allocat\w*) /,
  left: / (left|remaining|remain|over|under|overspent|over budget|under budget|enough) /,
  whoPaid: / (who paid|paid by|who bought|who payed) /,
  pay: / (pay|paid) /,
  paySpend: / (pay|paid|spend|spent) /,
  quoteFlights: / (flight|flights|fly|plane|airline)/,
  quoteHotels: / (hotel|hotels|room|rooms|stay)/,
  airTickets: / air tickets? /,
  role: / (role|roles|permission|permissions) /,
  canI: / (can|could|may|shall) i /,
  isAsk: / (is|are|does|do|did) /,
  dearest: / (most expensive|priciest|dearest|biggest|largest|highest) /,
  placePreposition: / (in|after|before|to|from) /,
  aboutVerb: / (go|going|visit|visiting|see|seeing|in|to|at|about|is|are|when|where) /,
  whereAsk: / (go|going|visit|visiting|in|to|city|stay|staying) /,
} satisfies Record<Cue, RegExp>;

/** The statuses a question can filter reservations by. */
const STATUS_WORDS: Record<string, Status> = {
  confirmed: "confirmed",
  unconfirmed: "pending",
  pending: "pending",
  cancelled: "cancelled",
  canceled: "cancelled",
  cancellations: "cancelled",
  cancellation: "cancelled",
  cancel: "cancelled",
};

/** Words for each kind of reservation. */
const TYPE_WORDS: Record<string, ReservationType> = {
  hotel: "hotel", hotels: "hotel", accommodation: "hotel", accommodations: "hotel", lodging: "hotel", room: "hotel", rooms: "hotel",
  hostel: "hotel", hostels: "hotel", apartment: "hotel", airbnb: "hotel", bnb: "hotel", guesthouse: "hotel", sleep: "hotel",
  restaurant: "restaurant", restaurants: "restaurant", dinner: "restaurant", dinners: "restaurant", lunch: "restaurant",
  lunches: "restaurant", breakfast: "restaurant", brunch: "restaurant", meal: "restaurant", meals: "restaurant",
  dining: "restaurant", table: "restaurant", eat: "restaurant", eating: "restaurant", cafe: "restaurant", trattoria: "restaurant",
  pizzeria: "restaurant", bar: "restaurant",
  attraction: "attraction", attractions: "attraction", museum: "attraction", museums: "attraction", gallery: "attraction",
  galleries: "attraction", tour: "attraction", tours: "attraction", sight: "attraction", sights: "attraction",
  sightseeing: "attraction", exhibition: "attraction", exhibitions: "attraction", show: "attraction", shows: "attraction",
  concert: "attraction", concerts: "attraction", activity: "attraction", activities: "attraction",
  transport: "transport", transportation: "transport", train: "transport", trains: "transport", flight: "transport",
  flights: "transport", fly: "transport", flying: "transport", plane: "transport", planes: "transport", bus: "transport",
  buses: "transport", coach: "transport", ferry: "transport", ferries: "transport", boat: "transport", car: "transport",
  rental: "transport", transfer: "transport", transfers: "transport", taxi: "transport", taxis: "transport",
  airport: "transport", rail: "transport", railway: "transport", shuttle: "transport",
};

/** Words for each budget category (spoken about money: "flights" is air tickets here, not transport). */
const CATEGORY_WORDS: Record<string, BudgetCategory> = {
  flight: "air_tickets", flights: "air_tickets", airfare: "air_tickets", airfares: "air_tickets", air: "air_tickets",
  plane: "air_tickets", planes: "air_tickets", airline: "air_tickets", fly: "air_tickets", flying: "air_tickets",
  hotel: "hotels", hotels: "hotels", accommodation: "hotels", accommodations: "hotels", lodging: "hotels", rooms: "hotels",
  room: "hotels",
  food: "food", dining: "food", restaurant: "food", restaurants: "food", meal: "food", meals: "food", eating: "food",
  eat: "food", groceries: "food", drinks: "food", dinner: "food", dinners: "food", lunch: "food", lunches: "food",
  breakfast: "food", coffee: "food",
  activities: "activities", activity: "activities", tours: "activities", tour: "activities", museums: "activities",
  museum: "activities", sightseeing: "activities", attractions: "activities", entertainment: "activities",
  excursions: "activities", excursion: "activities",
  transportation: "transportation", transport: "transportation", trains: "transportation", train: "transportation",
  bus: "transportation", buses: "transportation", taxi: "transportation", taxis: "transportation", car: "transportation",
  cars: "transportation", ferry: "transportation", metro: "transportation", subway: "transportation", uber: "transportation",
  fuel: "transportation", gas: "transportation", petrol: "transportation", transit: "transportation",
  shopping: "shopping", shop: "shopping", souvenirs: "shopping", souvenir: "shopping", gifts: "shopping", clothes: "shopping",
  other: "other", misc: "other", miscellaneous: "other",
};

/** Words that carry no name ("the", "of", "hotel"): a name matches on its other words. */
const STOPWORDS = new Set(
  (
    "a an the of to in at on for from by with and or de del dell della delle di da la le il al lo los las el du des " +
    "der die das den dem und von zu im am au aux et e y"
  ).split(" "),
);

/**
 * Common English words: a question's word that is none of these, no cue, no
 * date and no name of the trip is a name the trip does not have ("Naples",
 * "Vatican"), which the answer says instead of guessing. They are also never
 * read as a misspelt name ("very" is not "Vera").
 */
const COMMON = `
a about above after again against all almost alone along already also although always am among an and another any anybody
anyone anything anywhere are around as ask asked at away back be because been before being below best better between big
both but by can cannot could day days did do does doing done down during each early either else enough even ever every
everyone everything exactly few find first for from full get gets getting give go goes going gone good got great had has
have having he her here hers him his how however i if in inside into is it its just keep kind know last later least less
let like little long look looking lot lots made make many may maybe me mean might mine more most much must my myself near
need needs never new next no nobody none nor not nothing now of off often ok okay old on once one only onto or other others
our ours out over own part past per please plus put quite rather really right same say see seem shall she should show
since so some somebody someone something sometimes soon still such sure take tell than thank thanks that the their theirs
them then there these they thing things think this those though through thus till to today together too toward towards
under until up upon us use used very via want wanted was way we well were what whatever when where whether which while who
whole whom whose why will with within without would yes yet you your yours yourself also already again
trip trips vacation holiday holidays journey travel travelling traveling travelled traveled tour visit visiting visited
city cities town country countries place places stop stops leg day days night nights week weeks weekend month year hour
hours minute minutes morning afternoon evening tonight time times date dates today tomorrow yesterday now later early late
plan plans planned planning schedule booked book booking bookings reservation reservations reserve reserved ticket tickets
hotel hotels restaurant restaurants museum museums gallery tour tours train trains flight flights plane bus car taxi ferry
boat airport station dinner lunch breakfast meal food drink drinks coffee table room rooms class classes ride trip
cost costs price prices pay paid money budget spent spend spending total amount much many expensive cheap cheapest
member members people person group everyone friend friends family role roles admin editor viewer
who what when where why how which whose whom
is are was were be been am do does did done have has had will would can could should shall may might must
going go goes went come comes coming came get got leave leaving arrive arriving stay staying sleep sleeping eat eating
start starts end ends begin begins open opens close closes closed happen happening happens doing see seeing meet
tell show give list say know find check confirm confirmed pending cancelled canceled cancel status
all any some every each both either neither none nothing anything something everything
the a an this that these those there here it its they them their we us our you your i me my he she his her
in on at to for from of with by about after before between into through during until since up down out off over under
and or but so if then than because while
first second third last next previous final one two three four five six seven eight nine ten
yes no not please thanks thank ok okay sure hello hi hey
again also just only still even already yet ever never always often soon
number numbers code codes address addresses name names details info information
guided old place new big small good nice great main central grand royal little day trip
quote quotes category categories passenger passengers guest guests rating ratings name named called kind type types
anything everything booking bookings tell give list show please know
`;




const SHORTHAND: Record<string, string> = {
  whats: "what is", wheres: "where is", whens: "when is", whos: "who is", hows: "how is",
  r: "are", u: "you", ur: "your", pls: "please", plz: "please", thx: "thanks",
  tmrw: "tomorrow", tmr: "tomorrow", tomorow: "tomorrow", tommorow: "tomorrow", tommorrow: "tomorrow", tonite: "tonight",
  wanna: "want to", gonna: "going to",
  resevation: "reservation", reservaton: "reservation", reservatons: "reservations", resrvation: "reservation",
  resturant: "restaurant", restaraunt: "restaurant", restuarant: "restaurant", resturants: "restaurants", restaraunts: "restaurants",
  confirmaton: "confirmation", adress: "address", adresses: "addresses", buget: "budget", budjet: "budget",
  itinery: "itinerary", itenerary: "itinerary", itinerery: "itinerary", accomodation: "accommodation", accomodations: "accommodations",
  expences: "expenses", expence: "expense",
  ...CHECK_IN_OUT,
};

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/^(can)'?t$/, "can not"],
  [/^won'?t$/, "will not"],
  [/^(\w+)n't$/, "$1 not"],
  [/^(\w+)'re$/, "$1 are"],
  [/^(\w+)'ll$/, "$1 will"],
  [/^(\w+)'ve$/, "$1 have"],
  [/^(\w+)'d$/, "$1 would"],
  [/^i'm$/, "i am"],
  [/^(what|where|when|who|how|that|there|here|it|whats|what)'s$/, "$1 is"],
  [/^let's$/, "let us"],
  // A possessive: "Vera's role" is about Vera.
  [/^(\w+)'s?$/, "$1"],
];

export const en: Lexicon = {
  language: "en",
  weekdays: WEEKDAYS,
  weekdayFullNames: 1,
  months: MONTHS,
  numbers: NUMBER_WORDS,
  ordinals: ORDINAL_WORDS,
  dates: {
    relative: [
      ["the day after tomorrow", 2], ["day after tomorrow", 2], ["the day before yesterday", -2], ["day before yesterday", -2],
      ["today", 0], ["tomorrow", 1], ["yesterday", -1], ["tonight", 0, "evening"],
      ["this morning", 0, "morning"], ["this afternoon", 0, "afternoon"], ["this evening", 0, "evening"],
    ],
    parts: [["morning", "morning"], ["afternoon", "afternoon"], ["evening", "evening"], ["night", "evening"]],
    this: ["this"],
    next: ["next", "coming"],
    last: ["last"],
    every: ["every"],
    on: ["on", "for", "by"],
    the: ["the"],
    of: ["of"],
    inDays: ["in"],
    days: ["day", "days"],
    fromNow: ["from now"],
    day: ["day"],
    ofTrip: ["of the trip", "of our trip"],
    bareDayIsTripDay: true,
    lastDay: ["last", "final"],
    weekend: ["weekend", "weekends"],
    week: ["week"],
    rangeJoin: ["to", "until", "till", "through", "and", "thru"],
    ordinalSuffix: /^(\d{1,2})(st|nd|rd|th)$/,
    dayFirst: false,
    notDays: new Set(["city", "cities", "stop", "stops", "destination", "place", "leg", "town", "hotel", "reservation", "booking", "night", "nights", "member", "person", "time", "one"]),
  },
  cues: CUES,
  statuses: STATUS_WORDS,
  types: TYPE_WORDS,
  categories: CATEGORY_WORDS,
  roles: {
    admin: "admin", admins: "admin", administrator: "admin", administrators: "admin", owner: "admin",
    editor: "editor", editors: "editor", viewer: "viewer", viewers: "viewer",
  },
  cityNouns: new Set(["city", "cities", "stop", "stops", "destination", "destinations", "place", "places", "leg", "town"]),
  ordinalVerbs: new Set(["visit", "see", "reach"]),
  stopwords: STOPWORDS,
  common: COMMON,
  endings: ["s", "es", "ed", "d", "ing", "ing:e"],
  shorthand: SHORTHAND,
  contractions: CONTRACTIONS,
  phrases: [],
  splitsCompounds: false,
  umlautDigraphs: false,
};
