// Spanish: the words the offline assistant reads questions with (ADR 039).
// Written folded, as normalise.ts leaves the text: "mañana" is "manana",
// "miércoles" is "miercoles". "Mañana" alone is tomorrow; "por la mañana",
// "esta mañana" are a morning.
import { CHECK_IN_OUT, type Cue, type Lexicon } from "./types";

const CUES = {
  greeting: /^ (hola|buenas|buenos dias|buenas (tardes|noches)|hey|gracias|muchas gracias)( asistente)?( por favor)? $/,
  help: / (ayuda|ayudame|que (puedes|sabes) (hacer|responder)?|quien eres|que eres|como funciona|que puedo preguntar|funciones) /,

  weather: / (tiempo hara|que tiempo|clima|pronostico|prevision|temperatura\w*|lluvia|llover|llueve|lloviendo|sol|soleado|nieve|nevar|paraguas|grados|calor|frio) /,
  recommend: / (recomiend\w*|recomend\w*|suger\w*|sugiere\w*|ideas?|consejos?|mejor(es)?|que ver|que hacer|donde comer|donde ir|vale la pena|imprescindible|un buen|una buena|buenos restaurantes?) /,
  outside: / (traduc\w*|visado|visa|pasaporte|tipo de cambio|cambio de moneda|convertir|vacuna\w*|reservame|busca(me)? vuelos?|seguro de viaje|enchufe|adaptador|propina|tarjeta sim|emergencia|embajada|noticias|huelga\w*) /,
  packing: / (maleta|maletas|equipaje|empacar|lista de equipaje) /,
  todo: / (tareas?|lista de tareas|pendientes?|por hacer|to dos?) /,
  distance: / (a que distancia|distancia|distancias|km|kilometros?|cuanto (se tarda|tardamos|tiempo se tarda|dura el (viaje|trayecto) (a|de|hasta))|tiempo de viaje|lejos) /,
  contact: / (telefono|llamar|web|pagina web|sitio web|url|enlace|menu|carta|wifi|contrasena|aparcamiento|parking|resenas?|valoraciones?|estrellas) /,
  hours: / (horario|horarios|abre|abierto|abierta|cierra|cerrado|cerrada|apertura) /,

  dates: / (fechas?|empieza|empezamos|comienza|comienzo|inicio|salimos|salida|sale|termina|terminamos|acaba|fin|final|vuelta|volvemos|regreso|regresamos|duracion|dura|cuantos dias|dias (faltan|quedan|para)|cuanto falta|cuenta atras|cuando (es|empieza|sale) (el|nuestro) viaje|nuestras vacaciones) /,
  whichTripDay: / (que|cual) dia del viaje /,
  startEnd: / (empieza|empezamos|comienza|inicio|salimos|salida|sale|termina|terminamos|acaba|fin|vuelta|volvemos|regreso|regresamos) /,
  itinerary: / (itinerario|ruta|recorrido|resumen|todas las ciudades|ciudades|paradas|destinos|orden) /,
  cityWord: / (ciudad|ciudades|parada|paradas|destino|destinos|lugar|etapa) /,
  cityCount: / cuantas (ciudades|paradas|etapas) /,
  eachCity: / (cada|por|todas las) (ciudad|ciudades|parada|paradas) /,
  after: / (despues|luego|siguiente|sigue|viene despues) /,
  before: / (antes|anterior|precede) /,
  first: / (primera?|primer|primero|empezamos (en|por)) /,
  last: / (ultima?|ultimo|terminamos en|acabamos en) /,
  plan: / (plan|planes|planeado|previsto|programa|programado|agenda|hacemos|hacer|tenemos|pasa|hay) /,
  where: / donde /,
  stay: / (cuanto tiempo|noches?|nos quedamos|quedarnos|estancia|estamos en|llegamos|llegada|salimos de|en cada ciudad|por ciudad) /,
  nights: / (cuanto tiempo|cuantas noches|noches) /,
  sleep: / (donde (dormimos|nos alojamos|nos quedamos)|alojamiento|alojamientos|dormir|dormimos) /,
  whereTo: / (a donde (vamos|vamos despues)|adonde vamos|hacia donde) /,
  homeward: / (casa|vuelta|regreso|volver|volvemos|vuelo de vuelta) /,

  reservation: / (reservas?|reservaciones?|reservado|reservada|reservados|reservadas|entradas?|billetes?|boletos?) /,
  next: / (proxima?|proximo|siguiente) /,
  when: / (cuando|a que hora|que hora|hora|que dia|que fecha|fecha) /,
  address: / (direccion|direcciones|donde esta|donde queda|donde estan|donde exactamente|ubicacion|ubicado|ubicada|como llegar) /,
  cost: / (cuesta|cuestan|costo|coste|cuanto|precio|precios|pagar|pagamos|pagado|tarifa|caro|cara|barato|barata|importe|dinero) /,
  confirmation: / (confirmacion|localizador|referencia|codigo|codigos|numero|numeros) /,
  status: / (confirmad[oa]s?|pendientes?|cancelad[oa]s?|cancelacion|estado|sigue en pie) /,
  checkIn: / (check in|entrada al hotel) /,
  checkOut: / (check out|salida del hotel) /,
  howManyHours: / cuantas horas /,

  budget: / (presupuesto|presupuestos|presupuestado|queda|quedan|cuanto (dinero )?(queda|nos queda)|pasado del presupuesto|nos pasamos|excedido|por encima|por debajo|categoria|categorias|permitir) /,
  budgetHowMuch: / (cuanto (nos )?queda|cuanto tenemos) /,
  planned: / (previsto|planeado|planificado|presupuesto|presupuestado|asignado) /,
  left: / (queda|quedan|restante|pasado|excedido|por encima|por debajo|suficiente) /,
  spent: / (gastado|gastamos|gastar|gastos totales) /,
  expense: / (gastos?|recibos?|compras?|comprado|quien pago|pagado por|tickets de compra) /,
  whoPaid: / (quien (pago|compro|ha pagado)|pagado por|pagada por) /,
  pay: / (pagar|pago|pagamos|pagado) /,
  paySpend: / (pagar|pago|pagamos|pagado|gastar|gastado|gastamos) /,
  payment: / (pagos|reembolsad\w*|transferencias?) /,
  balance: / (debe|deben|debo|debemos|deuda|deudas|saldo|saldos|cuentas|saldar|ajustar cuentas|devolver|quien paga a quien|quien le debe|en numeros rojos) /,
  quote: / (cotizaci\w*|ofertas?|estimaci\w*|presupuestos? guardad[oa]s?|(vuelos|hoteles) guardad[oa]s) /,
  quoteFlights: / (vuelo|vuelos|avion|aerolinea)/,
  quoteHotels: / (hotel|hoteles|habitacion|habitaciones|alojamiento)/,
  currency: / (moneda|monedas|divisa|divisas|en euros|en dolares) /,
  airTickets: / (billetes?|pasajes?) de avion /,

  members: / (miembros?|viajeros?|participantes?|personas|gente|grupo|quien (viene|va|viaja)|quienes (vienen|van|viajan)|con nosotros|roles?|admins?|administrador\w*|editor\w*|lector\w*|permisos?|quien puede|viene \w+|amigos|familia|todos) /,
  role: / (rol|roles|permisos?) /,
  email: / (e mail|email|correo|correo electronico|mail|contacto de) /,
  canI: / (puedo|podria) /,
  isAsk: / (es|son|esta|viene|vienen|va|tiene) /,

  count: / cuant[oa]s /,
  total: / (total|en total|en conjunto|suma|hasta ahora|todo junto) /,
  max: / (mas caro|mas cara|mas grande|mas alto|la mayor|el mayor) /,
  dearest: / (mas caro|mas cara|mas caros|mas caras|mas costoso|mas costosa) /,
  min: / (mas barato|mas barata|mas baratos|mas economico|mas economica|menor|mas bajo) /,
  me: / (yo|me|mi|mis|mio|mia) /,

  placePreposition: / (en|a|despues de|antes de|hacia|de) /,
  aboutVerb: / (ir|vamos|visitar|visitamos|ver|en|a|sobre|es|esta|son|cuando|donde) /,
  whereAsk: / (ir|vamos|visitar|en|a|ciudad|quedarnos|dormir) /,
} satisfies Record<Cue, RegExp>;

const COMMON = `
yo tu el ella nosotros nosotras vosotros ellos ellas usted ustedes me te se nos os lo la le los las les mi mis tu tus su sus nuestro nuestra
nuestros nuestras un una unos unas del al de que quien quienes cual cuales cuando como donde cuanto cuanta cuantos cuantas por porque
y o pero si no ni es son era eran sera fue ser estar esta estan estamos estoy he ha han hemos hay habia tengo tiene tenemos tienen
hace hacer hacemos hago va vamos van ir voy puede puedo podemos pueden quiero quiere queremos sabes sabe saber ver veo dime decir dice
muestra muestrame mostrar da dame dar encontrar queda quedan quedar muy mas menos mucho mucha muchos muchas poco todo toda todos todas
ya aun todavia tambien solo siempre nunca otra otro otros otras mismo aqui alli ahi ahora hoy bien mal si gracias favor por favor
en a para con sin sobre entre hasta desde durante antes despues hacia segun cada
viaje viajes vacaciones excursion visita dia dias semana semanas mes ano hora horas minuto minutos vez veces
ciudad ciudades pais lugar sitio hotel restaurante museo tren vuelo autobus bus coche taxi estacion aeropuerto
plan planes reserva reservas entrada billete coste precio dinero presupuesto total importe
miembro miembros persona personas gente grupo amigo amigos familia rol admin nombre direccion numero codigo
bueno buena buen grande pequeno viejo vieja nuevo nueva primero ultimo proximo otro
algo alguien nadie nada cosa lo que eso esto esa ese
`;

export const es: Lexicon = {
  language: "es",
  weekdays: [["domingo", "dom"], ["lunes", "lun"], ["martes", "mar"], ["miercoles", "mie", "mier"], ["jueves", "jue"], ["viernes", "vie"], ["sabado", "sab"]],
  weekdayFullNames: 1,
  months: [
    ["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"], ["junio", "jun"], ["julio", "jul"], ["agosto", "ago"],
    ["septiembre", "setiembre", "sep", "sept"], ["octubre", "oct"], ["noviembre", "nov"], ["diciembre", "dic"],
  ],
  numbers: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, quince: 15, veinte: 20, treinta: 30 },
  ordinals: {
    primero: 1, primer: 1, primera: 1, segundo: 2, segunda: 2, tercero: 3, tercer: 3, tercera: 3, cuarto: 4, cuarta: 4, quinto: 5, quinta: 5,
    sexto: 6, sexta: 6, septimo: 7, septima: 7, octavo: 8, octava: 8, noveno: 9, novena: 9, decimo: 10, decima: 10,
  },
  dates: {
    relative: [
      ["hoy", 0], ["manana", 1], ["pasado manana", 2], ["ayer", -1], ["anteayer", -2], ["antes de ayer", -2],
      ["esta noche", 0, "evening"], ["esta manana", 0, "morning"], ["esta tarde", 0, "afternoon"], ["hoy por la noche", 0, "evening"],
      ["manana por la manana", 1, "morning"], ["manana por la tarde", 1, "afternoon"], ["manana por la noche", 1, "evening"],
    ],
    parts: [
      ["por la manana", "morning"], ["en la manana", "morning"], ["la manana", "morning"], ["por la tarde", "afternoon"], ["en la tarde", "afternoon"],
      ["tarde", "afternoon"], ["por la noche", "evening"], ["noche", "evening"],
    ],
    this: ["este", "esta"],
    next: ["proximo", "proxima", "que viene", "siguiente"],
    last: ["pasado", "pasada", "ultimo", "ultima"],
    every: ["cada", "todos los", "todas las"],
    on: ["para", "hasta el", "desde el", "del", "al"],
    the: ["el", "la", "los"],
    of: ["de", "del"],
    inDays: ["en", "dentro de"],
    days: ["dia", "dias"],
    fromNow: [],
    day: ["dia"],
    ofTrip: ["del viaje", "de nuestro viaje", "de viaje"],
    bareDayIsTripDay: false,
    lastDay: ["ultimo"],
    weekend: ["fin de semana", "finde", "fines de semana"],
    week: ["semana"],
    rangeJoin: ["al", "a", "y", "hasta"],
    ordinalSuffix: /^(\d{1,2})(o|a|ro|do|to|vo|no)$/,
    dayFirst: true,
    notDays: new Set(["ciudad", "ciudades", "parada", "destino", "hotel", "reserva", "noche", "noches", "miembro", "persona", "vez", "dia", "dias"]),
  },
  cues: CUES,
  statuses: {
    confirmada: "confirmed", confirmado: "confirmed", confirmadas: "confirmed", confirmados: "confirmed", pendiente: "pending", pendientes: "pending",
    cancelada: "cancelled", cancelado: "cancelled", canceladas: "cancelled", cancelados: "cancelled", cancelacion: "cancelled", anulada: "cancelled",
  },
  types: {
    hotel: "hotel", hoteles: "hotel", alojamiento: "hotel", alojamientos: "hotel", habitacion: "hotel", hostal: "hotel", apartamento: "hotel", airbnb: "hotel",
    restaurante: "restaurant", restaurantes: "restaurant", cena: "restaurant", cenas: "restaurant", almuerzo: "restaurant",
    desayuno: "restaurant", mesa: "restaurant", cafe: "restaurant", cafeteria: "restaurant", trattoria: "restaurant", pizzeria: "restaurant", bar: "restaurant",
    atraccion: "attraction", atracciones: "attraction", museo: "attraction", museos: "attraction", galeria: "attraction", visita: "attraction",
    visitas: "attraction", tour: "attraction", excursion: "attraction", exposicion: "attraction", espectaculo: "attraction", concierto: "attraction",
    actividad: "attraction", actividades: "attraction",
    transporte: "transport", transportes: "transport", tren: "transport", trenes: "transport", vuelo: "transport", vuelos: "transport", avion: "transport",
    autobus: "transport", bus: "transport", ferry: "transport", barco: "transport", coche: "transport", alquiler: "transport", taxi: "transport",
    taxis: "transport", aeropuerto: "transport", traslado: "transport",
  },
  categories: {
    vuelo: "air_tickets", vuelos: "air_tickets", avion: "air_tickets", aviones: "air_tickets",
    hotel: "hotels", hoteles: "hotels", alojamiento: "hotels", habitacion: "hotels",
    comida: "food", comidas: "food", restaurante: "food", restaurantes: "food", cena: "food", cenas: "food", almuerzo: "food", desayuno: "food",
    bebidas: "food", cafe: "food", comer: "food",
    actividades: "activities", actividad: "activities", visitas: "activities", museos: "activities", museo: "activities", excursiones: "activities", ocio: "activities",
    transporte: "transportation", tren: "transportation", trenes: "transportation", autobus: "transportation", taxi: "transportation",
    coche: "transportation", metro: "transportation", gasolina: "transportation", ferry: "transportation",
    compras: "shopping", recuerdos: "shopping", regalos: "shopping", ropa: "shopping",
    otros: "other", otro: "other", varios: "other",
  },
  roles: {
    administrador: "admin", administradora: "admin", admin: "admin", admins: "admin", propietario: "admin",
    editor: "editor", editora: "editor", editores: "editor", lector: "viewer", lectora: "viewer", lectores: "viewer",
  },
  cityNouns: new Set(["ciudad", "ciudades", "parada", "paradas", "destino", "destinos", "etapa", "lugar"]),
  ordinalVerbs: new Set(["visitamos", "vemos", "en"]),
  stopwords: new Set("el la los las un una de del al y a en por para".split(" ")),
  common: COMMON,
  endings: ["s", "es"],
  shorthand: {
    ...CHECK_IN_OUT,
    q: "que", xq: "porque", pq: "porque", tb: "tambien", tmb: "tambien", finde: "finde", manana: "manana",
  },
  contractions: [],
  phrases: [],
  splitsCompounds: false,
  umlautDigraphs: false,
};
