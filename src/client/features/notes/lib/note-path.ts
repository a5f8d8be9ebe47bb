// Where a note opens: the Notes page with that note open (a day's note links here).
export const notePath = (id: string) => `/notes?note=${encodeURIComponent(id)}`;
