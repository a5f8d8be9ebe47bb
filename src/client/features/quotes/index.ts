// What other features and the router may use from quotes.
export { QuotesPage } from "./pages/quotes-page";
export const quotesPath = (tripId: string) => `/trips/${encodeURIComponent(tripId)}/quotes`;
