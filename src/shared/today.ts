// Today's calendar date, apart from dates.ts: the app's first script needs
// only this (useToday), and importing dates.ts there would pull date-fns into
// every page's first load, the sign-in page included.

/** Today as YYYY-MM-DD in the viewer's own time zone. */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
