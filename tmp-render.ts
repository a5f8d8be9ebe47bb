import { writeFileSync } from "node:fs";
import { tripPdf } from "./src/server/export/pdf";
const lang = (process.argv[2] ?? "en") as "en";
const doc = {
  trip: { name: "京都の秋 · 成都之夏 · رحلة إلى مراكش", description: "الفندق في المدينة القديمة، الغرفة 12 مع Wi-Fi (قريب)", startDate: "2027-10-01", endDate: "2027-10-03", currency: "EUR" },
  cities: [], items: [], reservations: [],
  days: [{ date: "2027-10-01", items: [
    { id: "a", kind: "item", title: "清水寺で紅葉を見る", startTime: "09:00", endTime: null, note: "拝観料は四百円です。長い説明がここに続きます。長い説明がここに続きます。長い説明がここに続きます。長い説明がここに続きます。" },
    { id: "b", kind: "item", title: "عشاء في ساحة جامع الفنا مع Ahmed و Sara", startTime: "20:00", endTime: null, note: "احجز الطاولة قبل الساعة 7 مساءً. المطعم في الطابق الثاني، بجانب مقهى فرنسا، والمنظر رائع على الساحة كلها عند غروب الشمس." },
  ] }],
  money: { tripBudget: null, totalPlanned: "0.00", totalSpent: "0.00", remaining: "0.00", unallocated: null },
} as any;
writeFileSync(`/tmp/fonts-${lang}.pdf`, await tripPdf(doc, lang, "2026-11-28"));
