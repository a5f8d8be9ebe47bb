// Portuguese (as Brazil writes it, like the answers): the words the offline
// assistant reads questions with (ADR 039). Written folded, as normalise.ts
// leaves the text: "amanhã" is "amanha", "terça-feira" is one word
// "tercafeira"; "na segunda" is a Monday, "a segunda cidade" the second city.
import { CHECK_IN_OUT, type Cue, type Lexicon } from "./types";

const CUES = {
  greeting: /^ (oi|ola|bom dia|boa (tarde|noite)|e ai|obrigad[oa]|valeu)( assistente)?( por favor)? $/,
  help: / (ajuda|me ajuda|o que (voce )?(pode|sabe) (fazer|responder)?|quem e voce|o que e voce|como funciona|o que posso perguntar|funcoes) /,

  weather: / (tempo vai|o tempo|previsao do tempo|clima|previsao|temperatura\w*|chuva|chover|chovendo|sol|ensolarado|neve|nevar|guarda chuva|graus|calor|frio) /,
  recommend: / (recomend\w*|suger\w*|sugest\w*|ideias?|dicas?|melhor(es)?|o que ver|o que fazer|onde comer|onde ir|vale a pena|imperdivel|um bom|uma boa|bons restaurantes?) /,
  outside: / (tradu\w*|visto|passaporte|cambio|taxa de cambio|converter|conversao|vacina\w*|reserva pra mim|busca(r)? voos?|seguro viagem|tomada|adaptador|gorjeta|chip|emergencia|embaixada|noticias|greve\w*) /,
  packing: / (mala|malas|bagagem|lista de bagagem) /,
  todo: / (tarefas?|lista de tarefas|pendencias?|a fazer|por fazer|to dos?) /,
  distance: / (qual a distancia|distancia|distancias|km|quilometros?|quanto tempo (leva|demora) (para|pra|de|ate|o trajeto)|tempo de viagem|longe) /,
  contact: / (telefone|ligar|site|website|url|link|cardapio|menu|wifi|wi fi|senha|estacionamento|avaliac\w*|estrelas) /,
  hours: / (horario de funcionamento|horarios de funcionamento|horario|horarios|abre|aberto|aberta|fecha|fechado|fechada|funcionamento) /,

  dates: / (datas?|comeca|comecamos|inicio|saimos|sai|sair|partida|parte|termina|terminamos|acaba|fim|final|volta|voltamos|retorno|duracao|dura|quantos dias|dias (faltam|restam|para)|quanto falta|contagem regressiva|quando (e|comeca|sai) (a|nossa) viagem|nossas ferias) /,
  whichTripDay: / (que|qual) dia da viagem /,
  startEnd: / (comeca|comecamos|inicio|saimos|sai|sair|partida|parte|termina|terminamos|acaba|fim|volta|voltamos|retorno) /,
  itinerary: / (roteiro|itinerario|percurso|resumo|todas as cidades|cidades|paradas|destinos|ordem) /,
  cityWord: / (cidade|cidades|parada|paradas|destino|destinos|lugar|etapa) /,
  cityCount: / quantas (cidades|paradas|etapas) /,
  eachCity: / (cada|por|todas as) (cidade|cidades|parada|paradas) /,
  after: / (depois|em seguida|seguinte|vem depois|segue) /,
  before: / (antes|anterior|vem antes) /,
  first: / (primeira?|primeiro|comecamos (em|por)) /,
  last: / (ultima?|ultimo|terminamos em) /,
  plan: / (plano|planos|planejado|programado|programa|programacao|agenda|fazemos|fazer|temos|acontece|tem) /,
  where: / onde /,
  stay: / (quanto tempo|noites?|ficamos|ficar|estadia|estamos em|chegamos|chegada|saimos de|em cada cidade|por cidade) /,
  nights: / (quanto tempo|quantas noites|noites) /,
  sleep: / (onde (dormimos|vamos dormir|ficamos hospedados|nos hospedamos)|hospedad[oa]s|hospedagem|acomodac\w*|dormir|dormimos) /,
  whereTo: / (para onde (vamos|a gente vai)|pra onde (vamos|a gente vai)) /,
  homeward: / (casa|volta|retorno|voltar|voltamos|voo de volta) /,

  reservation: / (reservas?|reservad[oa]s?|ingressos?|bilhetes?|passagens?) /,
  next: / (proxim[oa]s?|seguinte) /,
  when: / (quando|que horas|a que horas|horario|hora|que dia|qual dia|que data) /,
  address: / (endereco|enderecos|onde fica|onde e|onde ficam|onde exatamente|localizac\w*|como chegar) /,
  cost: / (custa|custam|custo|quanto|preco|precos|pagar|pagamos|pago|tarifa|caro|cara|barato|barata|valor|dinheiro) /,
  confirmation: / (confirmacao|codigo de reserva|localizador|referencia|codigo|codigos|numero|numeros) /,
  status: / (confirmad[oa]s?|pendentes?|cancelad[oa]s?|cancelamento|status|situacao) /,
  checkIn: / (check in) /,
  checkOut: / (check out) /,
  howManyHours: / quantas horas /,

  budget: / (orcamento|orcamentos|orcado|sobra|sobrou|resta|restam|quanto (dinheiro )?(sobra|resta|nos resta)|estourou|estouramos|acima do orcamento|abaixo do orcamento|categoria|categorias) /,
  budgetHowMuch: / (quanto (nos )?(sobra|resta)|quanto temos) /,
  planned: / (planejamos|planejada|planejado|previsto|orcado|orcamento|reservado para) /,
  left: / (sobra|sobrou|resta|restam|restante|estourou|acima|abaixo|suficiente) /,
  spent: / (gastamos|gasto total|gastou|gastar|gastado) /,
  expense: / (despesas?|gastos|recibos?|compras?|comprou|compramos|quem pagou|pago por|paga por) /,
  whoPaid: / (quem (pagou|comprou)|pago por|paga por) /,
  pay: / (pagar|pagou|pagamos|pago) /,
  paySpend: / (pagar|pagou|pagamos|pago|gastar|gastou|gastamos) /,
  payment: / (pagamentos|reembols\w*|transferencias?|pix) /,
  balance: / (deve|devem|devo|devemos|divida|dividas|saldo|saldos|acertar|acerto|contas|quem paga quem|quem deve|devolver|no vermelho) /,
  quote: / (cotac\w*|orcamentos salvos|ofertas?|estimativas?|salv[oa]s) /,
  quoteFlights: / (voo|voos|aviao|companhia)/,
  quoteHotels: / (hotel|hoteis|quarto|quartos|hospedagem)/,
  currency: / (moeda|moedas|em euros|em dolares|em reais) /,
  airTickets: / passage(m|ns) aerea?s? /,

  members: / (membros?|viajantes?|participantes?|pessoas|gente|grupo|quem (vem|vai|viaja|esta (na|nesta|nessa) viagem)|com a gente|conosco|papel|papeis|funcao|admins?|administrador\w*|editor\w*|leitor\w*|permiss\w*|quem pode|\w+ vem|amigos|familia|todo mundo) /,
  role: / (papel|papeis|funcao|permiss\w*) /,
  email: / (e mail|email|mail|correio|contato de) /,
  canI: / (posso|poderia) /,
  isAsk: / (e|sao|vem|vai|tem|esta) /,

  count: / quant[oa]s /,
  total: / (total|no total|ao todo|soma|ate agora|somando) /,
  max: / (mais car[oa]|maior|mais alt[oa]) /,
  dearest: / (mais car[oa]s?|mais custos[oa]) /,
  min: / (mais barat[oa]s?|mais em conta|menor|mais baix[oa]) /,
  me: / (eu|me|mim|meu|minha|meus|minhas) /,

  placePreposition: / (em|a|para|pra|depois de|antes de|de) /,
  aboutVerb: / (ir|vamos|visitar|visitamos|ver|em|a|para|pra|sobre|e|sao|quando|onde) /,
  whereAsk: / (ir|vamos|visitar|em|para|pra|cidade|ficar|dormir) /,
} satisfies Record<Cue, RegExp>;

const COMMON = `
eu voce ele ela nos voces eles elas me te se lhe nosso nossa nossos nossas meu minha meus minhas seu sua seus suas dele dela
o a os as um uma uns umas do da dos das no na nos nas ao aos pelo pela pelos pelas num numa dum duma
que quem qual quais quando como onde quanto quanta quantos quantas porque por e ou mas se nao nem
e sao era eram sera foi ser estar esta estao estamos estou tenho tem temos tem ha havia faz fazer fazemos vai vamos vao ir vou
pode posso podemos podem quero quer queremos sabe saber ver vejo diga dizer diz mostra mostre mostrar da de dar encontrar achar
fica ficam ficar sobra muito mais menos pouco todo toda todos todas ja ainda tambem so sempre nunca outro outra outros outras mesmo
aqui ali la agora hoje bem mal sim obrigado obrigada favor por favor a gente
em para pra com sem sobre entre ate desde durante antes depois cada
viagem viagens ferias passeio excursao visita dia dias semana semanas mes ano hora horas minuto minutos vez vezes
cidade cidades pais lugar hotel restaurante museu trem voo onibus carro taxi estacao aeroporto
plano planos reserva reservas ingresso passagem custo preco dinheiro orcamento total valor
membro membros pessoa pessoas gente grupo amigo amigos familia papel admin nome endereco numero codigo
bom boa grande pequeno velho velha novo nova primeiro ultimo proximo outro
algo alguem ninguem nada coisa isso isto esse essa este
feira
`;

export const pt: Lexicon = {
  language: "pt",
  weekdays: [
    ["domingo"], ["segundafeira", "segunda"], ["tercafeira", "terca"], ["quartafeira", "quarta"], ["quintafeira", "quinta"], ["sextafeira", "sexta"], ["sabado"],
  ],
  weekdayFullNames: 1,
  months: [
    ["janeiro", "jan"], ["fevereiro", "fev"], ["marco", "mar"], ["abril", "abr"], ["maio", "mai"], ["junho", "jun"], ["julho", "jul"], ["agosto", "ago"],
    ["setembro", "set"], ["outubro", "out"], ["novembro", "nov"], ["dezembro", "dez"],
  ],
  numbers: { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, quinze: 15, vinte: 20, trinta: 30 },
  ordinals: {
    primeiro: 1, primeira: 1, segundo: 2, segunda: 2, terceiro: 3, terceira: 3, quarto: 4, quarta: 4, quinto: 5, quinta: 5, sexto: 6, sexta: 6,
    setimo: 7, setima: 7, oitavo: 8, oitava: 8, nono: 9, nona: 9, decimo: 10, decima: 10,
  },
  dates: {
    relative: [
      ["hoje", 0], ["amanha", 1], ["depois de amanha", 2], ["ontem", -1], ["anteontem", -2],
      ["hoje a noite", 0, "evening"], ["hoje de noite", 0, "evening"], ["esta noite", 0, "evening"], ["hoje de manha", 0, "morning"],
      ["hoje a tarde", 0, "afternoon"], ["amanha de manha", 1, "morning"], ["amanha a tarde", 1, "afternoon"], ["amanha a noite", 1, "evening"],
      ["amanha de noite", 1, "evening"],
    ],
    parts: [
      ["de manha", "morning"], ["pela manha", "morning"], ["manha", "morning"], ["a tarde", "afternoon"], ["de tarde", "afternoon"], ["tarde", "afternoon"],
      ["a noite", "evening"], ["de noite", "evening"], ["noite", "evening"],
    ],
    this: ["este", "esta", "neste", "nesta", "nesse", "nessa"],
    next: ["proximo", "proxima", "que vem", "seguinte"],
    last: ["passado", "passada", "ultimo", "ultima"],
    every: ["toda", "todo", "todas as", "todos os", "cada"],
    on: ["na", "no", "em", "para", "ate", "desde", "do", "da"],
    the: ["o", "a", "os", "as"],
    of: ["de", "do"],
    inDays: ["em", "daqui a", "dentro de"],
    days: ["dia", "dias"],
    fromNow: [],
    day: ["dia"],
    ofTrip: ["da viagem", "de viagem", "da nossa viagem"],
    bareDayIsTripDay: false,
    lastDay: ["ultimo"],
    weekend: ["fim de semana", "final de semana", "fins de semana"],
    week: ["semana"],
    rangeJoin: ["a", "ao", "ate", "e"],
    ordinalSuffix: /^(\d{1,2})(o|a)$/,
    dayFirst: true,
    notDays: new Set(["cidade", "cidades", "parada", "destino", "hotel", "reserva", "noite", "noites", "membro", "pessoa", "vez", "dia", "dias"]),
  },
  cues: CUES,
  statuses: {
    confirmada: "confirmed", confirmado: "confirmed", confirmadas: "confirmed", confirmados: "confirmed", pendente: "pending", pendentes: "pending",
    cancelada: "cancelled", cancelado: "cancelled", canceladas: "cancelled", cancelados: "cancelled", cancelamento: "cancelled",
  },
  types: {
    hotel: "hotel", hoteis: "hotel", hospedagem: "hotel", acomodacao: "hotel", quarto: "hotel", quartos: "hotel", pousada: "hotel", albergue: "hotel",
    apartamento: "hotel", airbnb: "hotel",
    restaurante: "restaurant", restaurantes: "restaurant", jantar: "restaurant", jantares: "restaurant", almoco: "restaurant", cafe: "restaurant",
    mesa: "restaurant", trattoria: "restaurant", pizzaria: "restaurant", bar: "restaurant",
    atracao: "attraction", atracoes: "attraction", museu: "attraction", museus: "attraction", galeria: "attraction", visita: "attraction",
    visitas: "attraction", tour: "attraction", passeio: "attraction", exposicao: "attraction", show: "attraction", concerto: "attraction",
    atividade: "attraction", atividades: "attraction",
    transporte: "transport", transportes: "transport", trem: "transport", trens: "transport", voo: "transport", voos: "transport", aviao: "transport",
    onibus: "transport", balsa: "transport", barco: "transport", carro: "transport", aluguel: "transport", taxi: "transport", aeroporto: "transport",
    traslado: "transport", transfer: "transport",
  },
  categories: {
    voo: "air_tickets", voos: "air_tickets", aviao: "air_tickets", aerea: "air_tickets", aereas: "air_tickets",
    hotel: "hotels", hoteis: "hotels", hospedagem: "hotels", quarto: "hotels", quartos: "hotels",
    comida: "food", alimentacao: "food", restaurante: "food", restaurantes: "food", jantar: "food", almoco: "food", bebidas: "food", cafe: "food", comer: "food",
    atividades: "activities", atividade: "activities", passeios: "activities", museus: "activities", museu: "activities", excursoes: "activities", lazer: "activities",
    transporte: "transportation", trem: "transportation", trens: "transportation", onibus: "transportation", taxi: "transportation",
    carro: "transportation", metro: "transportation", gasolina: "transportation", uber: "transportation",
    compras: "shopping", lembrancinhas: "shopping", presentes: "shopping", roupas: "shopping",
    outros: "other", outro: "other", diversos: "other",
  },
  roles: {
    administrador: "admin", administradora: "admin", admin: "admin", dono: "admin", dona: "admin",
    editor: "editor", editora: "editor", editores: "editor", leitor: "viewer", leitora: "viewer", leitores: "viewer",
  },
  cityNouns: new Set(["cidade", "cidades", "parada", "paradas", "destino", "destinos", "etapa", "lugar"]),
  ordinalVerbs: new Set(["visitamos", "vemos", "em"]),
  stopwords: new Set("o a os as um uma de do da dos das no na ao e em por para".split(" ")),
  common: COMMON,
  endings: ["s", "es", "is:l"],
  shorthand: {
    ...CHECK_IN_OUT,
    vc: "voce", vcs: "voces", q: "que", pq: "porque", tb: "tambem", tbm: "tambem", hj: "hoje", amn: "amanha", td: "tudo",
  },
  contractions: [],
  // "Segunda-feira" is one weekday; "segunda" alone is one only where a weekday is expected ("na segunda").
  phrases: [
    [/ segunda feira /, "segundafeira"], [/ terca feira /, "tercafeira"], [/ quarta feira /, "quartafeira"],
    [/ quinta feira /, "quintafeira"], [/ sexta feira /, "sextafeira"],
  ],
  splitsCompounds: false,
  umlautDigraphs: false,
};
