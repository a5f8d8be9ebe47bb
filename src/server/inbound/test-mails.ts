// Booking mails written for the forwarding tests (API and browser): a hotel
// stay and a museum visit in Porto, marked up with schema.org JSON-LD as
// booking sites send them, and a newsletter with no booking in it.
export interface TestMail {
  subject: string;
  html: string;
  text: string;
}

const page = (title: string, data: object, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>` +
  `<script type="application/ld+json">${JSON.stringify(data)}</script></head>` +
  `<body><h1>${title}</h1>${body}</body></html>`;

/** Three nights at a riverside guest house, from `checkin` (YYYY-MM-DD). */
export function guestHouseMail(checkin: string, checkout: string, number = "RB-40417"): TestMail {
  const data = {
    "@context": "https://schema.org",
    "@type": "LodgingReservation",
    reservationNumber: number,
    reservationStatus: "https://schema.org/ReservationConfirmed",
    underName: { "@type": "Person", name: "Rita Boaventura" },
    reservationFor: {
      "@type": "LodgingBusiness",
      name: "Casa do Cais Guest House",
      address: { "@type": "PostalAddress", streetAddress: "Cais da Ribeira 22", addressLocality: "Porto", addressCountry: "PT" },
    },
    checkinTime: `${checkin}T14:00:00`,
    checkoutTime: `${checkout}T11:00:00`,
    totalPrice: "312.00",
    priceCurrency: "EUR",
  };
  return {
    subject: `Your stay at Casa do Cais is confirmed (${number})`,
    html: page("Casa do Cais Guest House", data, `<p>Booking ${number}: check in ${checkin} from 14:00, check out ${checkout} by 11:00.</p>`),
    text: `Booking ${number}: Casa do Cais Guest House, Porto, ${checkin} to ${checkout}.`,
  };
}

/** A timed entry to a museum on `day`. */
export function museumMail(day: string): TestMail {
  const data = {
    "@context": "https://schema.org",
    "@type": "EventReservation",
    reservationNumber: "SER-2231",
    reservationFor: {
      "@type": "Event",
      name: "Serralves Museum timed entry",
      startDate: `${day}T10:30:00`,
      location: { "@type": "Place", name: "Serralves", address: { "@type": "PostalAddress", addressLocality: "Porto", addressCountry: "PT" } },
    },
  };
  return {
    subject: "Tickets: Serralves Museum",
    html: page("Serralves Museum", data, `<p>Your timed entry is on ${day} at 10:30.</p>`),
    text: `Serralves Museum timed entry, ${day} 10:30, booking SER-2231.`,
  };
}
