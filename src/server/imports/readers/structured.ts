// The readers of structured bookings (calendar files, wallet passes, pages'
// schema.org data), loaded with the first import that needs them: their
// parsers (ical.js, htmlparser2, domutils) are ~2.5 MB that an idle server
// does not need (issue 20, idle memory).
export { readIcs, UnreadableCalendar } from "./ics";
export { readPkpass, UnreadablePass } from "./pkpass";
export { readSchemaOrg } from "./schema-org";
export { readHtmlData } from "./html-data";
