// schema.org in HTML, JSON-LD and Microdata, on the fixtures: every reservation
// type, one candidate per segment, wall times as written, sloppy markup read,
// and nothing from a page without a booking.
import { describe, expect, it } from "vitest";
import { fixtureText } from "../fixtures";
import { readSchemaOrg } from "./schema-org";

describe("JSON-LD", () => {
  it("reads an airline's two legs as two flights with local times and cities from the airport codes", () => {
    const [first, second, ...rest] = readSchemaOrg(fixtureText("airline.html"));
    expect(rest).toEqual([]);
    expect(first).toEqual({
      type: "flight",
      source: "json-ld",
      name: "TP1234 Lisbon → Frankfurt am Main",
      flightNumber: "TP1234",
      reservationDate: "2026-12-03",
      // Written "+0:00": read, and kept at 07:35.
      reservationTime: "07:35",
      endDate: null,
      confirmationNumber: "K7QX2M",
      address: "Lisbon Humberto Delgado (LIS)",
      location: { city: "Lisbon", country: "Portugal" },
      cost: "612.40",
      currency: "EUR",
      description: "Lisbon (LIS) 07:35 → Frankfurt am Main (FRA) 11:40, terminal 1",
      // Each end placed by its airport, with its zone; the landing on Frankfurt's clock.
      endTime: "11:40",
      from: { name: "Lisbon Humberto Delgado (LIS)", lat: expect.closeTo(38.78, 1), lng: expect.closeTo(-9.14, 1), timeZone: "Europe/Lisbon" },
      to: expect.objectContaining({ timeZone: "Europe/Berlin" }),
      seat: null,
      carriage: null,
      platform: null,
    });
    expect(second).toMatchObject({
      name: "TP7650 Frankfurt am Main → New York",
      flightNumber: "TP7650",
      reservationDate: "2026-12-03",
      reservationTime: "13:15",
      confirmationNumber: "K7QX2M",
      location: { city: "Frankfurt am Main", country: "Germany" },
      // The booking's total, repeated on each leg by the sender, is counted once.
      cost: null,
      currency: null,
    });
  });

  it("reads every other reservation type from sloppy blocks: comments, trailing commas, objects in a row, @graph references, CDATA", () => {
    const found = readSchemaOrg(fixtureText("jsonld-sloppy.html"));
    expect(found.map((c) => [c.type, c.name, c.reservationDate, c.reservationTime, c.confirmationNumber])).toEqual([
      ["train", "ICE 578 Frankfurt (Main) Hbf → Köln Hbf", "2026-12-10", "09:13", "DB-4471XZ"],
      ["bus", "FlixBus N806 Köln ZOB → Amsterdam Sloterdijk", "2026-12-11", "23:05", "FLX 3381 2290"],
      ["hotel", "Hotel Pulitzer Amsterdam", "2026-12-12", null, "AMS-20931"],
      ["restaurant", "Restaurant De Kas", "2026-12-12", "19:30", "TF-9921"],
      ["event", "Rijksmuseum: Vermeer exhibition", "2026-12-13", "10:00", "RIJKS-66120"],
      ["car_rental", "Sixt car rental", "2026-12-14", "11:00", "SX-771203"],
      ["taxi", "Welcome Pickups taxi", "2026-12-16", "06:30", "WT-55"],
    ]);
    const [train, bus, hotel, , museum, car] = found;
    expect(train).toMatchObject({ cost: "49.90", currency: "EUR", location: { city: "Frankfurt am Main", country: "Germany" } });
    // An overnight bus ends the next day.
    expect(bus).toMatchObject({ endDate: "2026-12-12", cost: "24.99", address: "Köln ZOB, Breslauer Platz, 50668 Köln" });
    // The hotel is a reference into the @graph; its country a Country node with a code.
    expect(hotel).toMatchObject({
      endDate: "2026-12-14",
      address: "Prinsengracht 323, 1016 GZ Amsterdam, Netherlands",
      location: { city: "Amsterdam", country: "Netherlands" },
      cost: "380.00",
      currency: "EUR",
    });
    expect(museum).toMatchObject({ cost: "45.00", currency: "EUR", address: "Rijksmuseum, Museumstraat 1, Amsterdam, Netherlands" });
    expect(car).toMatchObject({ endDate: "2026-12-16", cost: "139.00", description: "VW Golf or similar, return to Amsterdam Schiphol Airport by 09:00" });
    // The cancelled canal cruise is not a booking.
    expect(found.some((c) => c.name === "Canal cruise")).toBe(false);
  });

  it("reads a single reservation with several flights under reservationFor as one candidate each", () => {
    const html = `<script type="application/ld+json">{"@type":"FlightReservation","reservationNumber":"ZZ1",
      "reservationFor":[{"@type":"Flight","flightNumber":"LH 1173","departureAirport":"FRA","arrivalAirport":"LIS","departureTime":"2026-12-20T09:40:00+01:00"},
                        {"@type":"Flight","flightNumber":"LH 1174","departureAirport":"LIS","arrivalAirport":"FRA","departureTime":"2026-12-27T12:10:00+00:00"}]}</script>`;
    expect(readSchemaOrg(html).map((c) => [c.name, c.reservationDate, c.reservationTime])).toEqual([
      ["LH1173 Frankfurt am Main → Lisbon", "2026-12-20", "09:40"],
      ["LH1174 Lisbon → Frankfurt am Main", "2026-12-27", "12:10"],
    ]);
  });

  it("reads one flight booked for two passengers as one candidate", () => {
    const leg = (name: string) =>
      `{"@type":"FlightReservation","reservationNumber":"P2P","underName":{"name":"${name}"},"reservationFor":{"@type":"Flight","flightNumber":"1234","airline":{"iataCode":"TP"},"departureAirport":{"iataCode":"LIS"},"arrivalAirport":{"iataCode":"FRA"},"departureTime":"2026-12-03T07:35:00+00:00"}}`;
    const html = `<script type="application/ld+json">[${leg("Ana Silva")},${leg("João Costa")}]</script>`;
    expect(readSchemaOrg(html)).toHaveLength(1);
  });

  it("takes https schema.org types and @type lists", () => {
    const html = `<script type="application/ld+json; charset=utf-8">{"@context":"https://schema.org","@type":["https://schema.org/FoodEstablishmentReservation"],"reservationFor":{"name":"Tasca"},"startTime":"2026-12-05T13:00"}</script>`;
    expect(readSchemaOrg(html)).toMatchObject([{ type: "restaurant", name: "Tasca", reservationDate: "2026-12-05", reservationTime: "13:00" }]);
  });
});

describe("Microdata", () => {
  it("reads a hotel nested deep in layout tables, with the price written 486,00", () => {
    expect(readSchemaOrg(fixtureText("hotel.html"))).toEqual([
      {
        type: "hotel",
        source: "microdata",
        name: "Hotel Avenida Palace",
        reservationDate: "2026-12-05",
        reservationTime: "15:00",
        endDate: "2026-12-08",
        confirmationNumber: "HX-88213",
        address: "Rua 1º de Dezembro 123, 1200-359 Lisbon, Portugal",
        location: { city: "Lisbon", country: "Portugal" },
        cost: "486.00",
        currency: "EUR",
        flightNumber: null,
        description: "check-out by 12:00, 2 guests",
        endTime: null,
        from: null,
        to: null,
        seat: null,
        carriage: null,
        platform: null,
      },
    ]);
  });

  it("reads a restaurant marked up in <head> of broken XHTML", () => {
    expect(readSchemaOrg(fixtureText("restaurant.html"))).toMatchObject([
      {
        type: "restaurant",
        source: "microdata",
        name: "Cervejaria Ramiro",
        reservationDate: "2026-12-04",
        reservationTime: "20:30",
        confirmationNumber: "RM-55120",
        location: { city: "Lisbon", country: "Portugal" },
        description: "Table for 4",
      },
    ]);
  });

  it("reads two flight segments, a train, a bus, a taxi, a rental car and an event", () => {
    const found = readSchemaOrg(fixtureText("microdata-trips.html"));
    expect(found.map((c) => [c.type, c.name, c.reservationDate, c.reservationTime, c.endDate, c.confirmationNumber])).toEqual([
      ["flight", "IB3101 Porto → Madrid", "2027-01-15", "06:10", null, "X9PL4T"],
      ["flight", "IB3170 Madrid → Zurich", "2027-01-15", "23:50", "2027-01-16", "X9PL4T"],
      ["train", "IC 8 Zürich HB → Bern", "2027-01-17", "09:02", null, "SBB-771-2201"],
      ["bus", "PostBus 41 Interlaken Ost → Grindelwald", "2027-01-18", "10:15", null, "PB-11902"],
      ["taxi", "Taxi 444", "2027-01-19", "05:45", null, "TX-3310"],
      ["car_rental", "Europcar car rental", "2027-01-18", "08:00", "2027-01-19", "EC-88120"],
      ["event", "Jungfraujoch – Top of Europe", "2027-01-18", "13:00", null, "JF-2027-5512"],
    ]);
    expect(found[0]).toMatchObject({ flightNumber: "IB3101", location: { city: "Porto", country: "Portugal" }, cost: "189.20", currency: "EUR" });
    expect(found[1]).toMatchObject({ flightNumber: "IB3170", cost: null });
    expect(found[5]).toMatchObject({ cost: "212.00", currency: "CHF", location: { city: "Bern", country: "Switzerland" } });
    expect(found[6]).toMatchObject({ seat: "Car 3 / 41", location: { city: "Fieschertal", country: "Switzerland" } });
    // Airports are known: a flight's ends carry their coordinates and zones, and its landing time.
    expect(found[0]).toMatchObject({ from: { timeZone: "Europe/Lisbon" }, to: { timeZone: "Europe/Madrid" } });
  });

  it("follows itemref to properties placed elsewhere in the page", () => {
    const html = `<div itemscope itemtype="http://schema.org/EventReservation" itemref="when"><meta itemprop="reservationNumber" content="E1">
      <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Event" itemref="when"><span itemprop="name">Concert</span></div></div>
      <p><time id="when" itemprop="startDate" datetime="2026-12-09T19:00">9 Dec</time></p>`;
    expect(readSchemaOrg(html)).toMatchObject([{ name: "Concert", reservationDate: "2026-12-09", reservationTime: "19:00" }]);
  });

  it("reads a booking marked up both ways once, as JSON-LD", () => {
    const html =
      fixtureText("restaurant.html") +
      `<script type="application/ld+json">{"@type":"FoodEstablishmentReservation","reservationNumber":"RM-55120","reservationFor":{"name":"Cervejaria Ramiro"},"startTime":"2026-12-04T20:30:00+00:00"}</script>`;
    expect(readSchemaOrg(html)).toMatchObject([{ source: "json-ld", confirmationNumber: "RM-55120" }]);
  });
});

describe("no booking", () => {
  it("gives no candidates for a page whose structured data is not a reservation", () => {
    expect(readSchemaOrg(fixtureText("no-booking.html"))).toEqual([]);
  });

  it("gives no candidates for empty, broken or hostile markup", () => {
    expect(readSchemaOrg("")).toEqual([]);
    expect(readSchemaOrg("<html><body><p>Hello")).toEqual([]);
    expect(readSchemaOrg('<script type="application/ld+json">{ not json at all </script>')).toEqual([]);
    // A reservation with nothing to go on is not a candidate.
    expect(readSchemaOrg('<script type="application/ld+json">{"@type":"FlightReservation"}</script>')).toEqual([]);
    // Deep nesting and reference loops end.
    const deep = "<div>".repeat(2000) + '<div itemscope itemtype="http://schema.org/LodgingReservation" id="a" itemref="a"><meta itemprop="reservationNumber" content="L"></div>';
    expect(readSchemaOrg(deep)).toEqual([]);
    const loop = '<script type="application/ld+json">{"@graph":[{"@id":"#r","@type":"LodgingReservation","reservationFor":{"@id":"#r"},"checkinDate":"2026-12-01"}]}</script>';
    expect(readSchemaOrg(loop)).toMatchObject([{ type: "hotel", reservationDate: "2026-12-01" }]);
  });
});

describe("journeys with their own fields", () => {
  it("reads a train's stations with coordinates, seat, carriage and platform, and a ferry and a bus by their kinds", () => {
    const html = `<script type="application/ld+json">[
      {"@context":"https://schema.org","@type":"TrainReservation","reservationNumber":"CP-20271","reservationFor":{"@type":"TrainTrip","trainName":"Alfa Pendular","trainNumber":"123",
        "departureStation":{"@type":"TrainStation","name":"Lisboa Santa Apolónia","geo":{"@type":"GeoCoordinates","latitude":38.7139,"longitude":-9.1225}},
        "arrivalStation":{"@type":"TrainStation","name":"Porto Campanhã","geo":{"@type":"GeoCoordinates","latitude":"41.1486","longitude":"-8.5856"}},
        "departurePlatform":"3","departureTime":"2027-12-10T09:39:00+00:00","arrivalTime":"2027-12-10T12:24:00+00:00"},
       "reservedTicket":{"@type":"Ticket","ticketedSeat":{"@type":"Seat","seatSection":"5","seatNumber":"61"}}},
      {"@context":"https://schema.org","@type":"BoatReservation","reservationNumber":"TT-1","reservationFor":{"@type":"BoatTrip","departureBoatTerminal":{"@type":"BoatTerminal","name":"Cais do Sodré"},"arrivalBoatTerminal":{"@type":"BoatTerminal","name":"Cacilhas"},"departureTime":"2027-12-11T10:00"}},
      {"@context":"https://schema.org","@type":"BusReservation","reservationNumber":"FX-1","reservationFor":{"@type":"BusTrip","busName":"FlixBus","busNumber":"N806","departureBusStop":{"@type":"BusStop","name":"Oriente"},"departureTime":"2027-12-12T07:00"}}
    ]</script>`;
    const [train, ferry, bus] = readSchemaOrg(html);
    expect(train).toMatchObject({
      type: "train",
      name: "Alfa Pendular 123 Lisboa Santa Apolónia → Porto Campanhã",
      reservationTime: "09:39",
      endTime: "12:24",
      // A station's zone is found from its coordinates when the booking is added.
      from: { name: "Lisboa Santa Apolónia", lat: 38.7139, lng: -9.1225, timeZone: null },
      to: { name: "Porto Campanhã", lat: 41.1486, lng: -8.5856, timeZone: null },
      seat: "61",
      carriage: "5",
      platform: "3",
    });
    expect(ferry).toMatchObject({ type: "ferry", name: "Ferry Cais do Sodré → Cacilhas", from: null });
    expect(bus).toMatchObject({ type: "bus", reservationTime: "07:00" });
  });
});

describe("flight times with offsets", () => {
  it("keeps each airport's local time when the sender writes UTC: JFK 15:05Z departs 10:05, lands in Lisbon 03:10 the next day", async () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"FlightReservation","reservationNumber":"UTC1","reservationFor":{"@type":"Flight","flightNumber":"DL 404","departureAirport":{"iataCode":"JFK"},"arrivalAirport":{"iataCode":"LIS"},"departureTime":"2026-12-18T15:05:00Z","arrivalTime":"2026-12-19T03:10:00Z"}}</script>`;
    const [flight] = readSchemaOrg(html);
    expect(flight).toMatchObject({
      reservationDate: "2026-12-18",
      reservationTime: "10:05",
      endDate: "2026-12-19",
      endTime: "03:10",
      from: { timeZone: "America/New_York" },
      to: { timeZone: "Europe/Lisbon" },
    });
    expect(flight!.description).toContain("New York (JFK) 10:05 → Lisbon (LIS) 03:10");
  });
});
