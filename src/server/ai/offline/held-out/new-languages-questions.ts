// Questions in the six languages added last (Dutch, Polish, Turkish, Japanese,
// Simplified Chinese, Arabic) about the test set's trip (../test-set/trip.ts,
// Italy 2026, asked on Friday 12 June 2026), written before the assistant
// read any of them. Same notation as ./japan-questions.ts: `{d:DATE}` and
// `{m:AMOUNT:CURRENCY}` are written in the asker's language's formats.
import type { HeldOutSet } from "./japan-questions";

const HOTELS = ["Hotel Artemide", "Hotel Brunelleschi", "Hotel Danieli"];
const MEMBERS = ["Olive Owner", "Eddie Editor", "Vera Viewer", "José Álvarez"];
const TO_PACK = ["Sun hat", "Phone charger"];
/** Monday 15 June: the Uffizi at 10:00 and the Accademia at 16:00. */
const MONDAY = ["{d:2026-06-15}", "Uffizi Gallery", "Galleria dell'Accademia"];
/** Saturday 13 June, tomorrow: in Rome, nothing planned (the cooking class is today). */
const TOMORROW = { has: ["{d:2026-06-13}", "Rome"], not: ["Cooking class"] };
/** All expenses logged so far. */
const SPENT = ["{m:218.00:EUR}"];

export const NEW_LANGUAGE_QUESTIONS: HeldOutSet = {
  nl: [
    { q: "Wat doen we op 15 juni?", has: MONDAY },
    { q: "Wat staat er morgen op het programma?", ...TOMORROW },
    { q: "Wat gaan we maandag doen?", has: MONDAY },
    { q: "Waar overnachten we?", has: HOTELS, not: ["Roscioli"] },
    { q: "Wie gaan er mee op reis?", has: MEMBERS },
    { q: "Hoeveel hebben we tot nu toe uitgegeven?", has: SPENT },
    { q: "Wat staat er op de paklijst?", has: TO_PACK },
    { q: "Hoe laat eten we bij Roscioli?", has: ["Roscioli", "20:30"] },
  ],
  pl: [
    { q: "Co robimy 15 czerwca?", has: MONDAY },
    { q: "Co mamy jutro w planie?", ...TOMORROW },
    { q: "Co robimy w poniedziałek?", has: MONDAY },
    { q: "Gdzie nocujemy?", has: HOTELS, not: ["Roscioli"] },
    { q: "Kto jedzie z nami na wycieczkę?", has: MEMBERS },
    { q: "Ile do tej pory wydaliśmy?", has: SPENT },
    { q: "Co jest na liście rzeczy do spakowania?", has: TO_PACK },
    { q: "O której jest kolacja w Roscioli?", has: ["Roscioli", "20:30"] },
  ],
  tr: [
    { q: "15 Haziran'da ne yapıyoruz?", has: MONDAY },
    { q: "Yarın programda ne var?", ...TOMORROW },
    { q: "Pazartesi ne yapacağız?", has: MONDAY },
    { q: "Nerede kalıyoruz?", has: HOTELS, not: ["Roscioli"] },
    { q: "Bu geziye kimler katılıyor?", has: MEMBERS },
    { q: "Şimdiye kadar ne kadar harcadık?", has: SPENT },
    { q: "Bavula neler koymamız gerekiyor?", has: TO_PACK },
    { q: "Roscioli'deki akşam yemeği saat kaçta?", has: ["Roscioli", "20:30"] },
  ],
  ja: [
    { q: "6月15日は何をしますか？", has: MONDAY },
    { q: "明日の予定は？", ...TOMORROW },
    { q: "月曜日は何をする予定ですか？", has: MONDAY },
    { q: "どこに泊まりますか？", has: HOTELS, not: ["Roscioli"] },
    { q: "旅行のメンバーは誰ですか？", has: MEMBERS },
    { q: "今までにいくら使いましたか？", has: SPENT },
    { q: "持ち物リストには何がありますか？", has: TO_PACK },
    { q: "Roscioliでの夕食は何時ですか？", has: ["Roscioli", "20:30"] },
  ],
  "zh-CN": [
    { q: "6月15日我们做什么？", has: MONDAY },
    { q: "明天有什么安排？", ...TOMORROW },
    { q: "星期一我们做什么？", has: MONDAY },
    { q: "我们住在哪里？", has: HOTELS, not: ["Roscioli"] },
    { q: "谁参加这次旅行？", has: MEMBERS },
    { q: "到目前为止我们花了多少钱？", has: SPENT },
    { q: "行李清单上有什么？", has: TO_PACK },
    { q: "Roscioli的晚餐是几点？", has: ["Roscioli", "20:30"] },
  ],
  ar: [
    { q: "ماذا سنفعل يوم 15 يونيو؟", has: MONDAY },
    { q: "ما هي خطتنا غدًا؟", ...TOMORROW },
    { q: "ماذا سنفعل يوم الاثنين؟", has: MONDAY },
    { q: "أين سنقيم؟", has: HOTELS, not: ["Roscioli"] },
    { q: "من المشاركون في الرحلة؟", has: MEMBERS },
    { q: "كم أنفقنا حتى الآن؟", has: SPENT },
    { q: "ماذا يوجد في قائمة الأمتعة؟", has: TO_PACK },
    { q: "متى موعد العشاء في Roscioli؟", has: ["Roscioli", "20:30"] },
  ],
};
