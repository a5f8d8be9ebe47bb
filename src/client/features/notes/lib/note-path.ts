// Where a note opens: the Notes page with that note in view (a day's note links here; a mention's notice, with its trip, too).
export const notePath = (id: string) => `/notes?item=${encodeURIComponent(id)}`;
