// Wallet passes on the fixtures: boarding passes dated only by relevantDate
// or only by a field, an event ticket, the IATA barcode, and damaged files.
import { describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { fixture } from "../fixtures";
import { DAMAGED_PASS, NO_PASS_JSON, parseBcbp, readPkpass, UnreadablePass } from "./pkpass";

const zipOf = (pass: unknown) => zipSync({ "pass.json": strToU8(typeof pass === "string" ? pass : JSON.stringify(pass)) });

describe("boarding passes", () => {
  it("reads a pass whose date is only in relevantDate, the local time kept", async () => {
    expect(await readPkpass(fixture("boarding-pass.pkpass"))).toMatchObject([
      {
        type: "flight",
        source: "pkpass",
        name: "TP1234 Lisbon → Frankfurt am Main",
        flightNumber: "TP1234",
        reservationDate: "2026-12-03",
        reservationTime: "07:35",
        endDate: null,
        confirmationNumber: "K7QX2M",
        address: "Humberto Delgado Airport (Lisbon Portela Airport) (LIS)",
        location: { city: "Lisbon", country: "Portugal" },
        cost: null,
        currency: null,
        seat: "14C",
        description: "gate 14, TAP Air Portugal",
      },
    ]);
  });

  it("reads a pass whose date is only in a field, written +0:00, and the booking code from its barcode", async () => {
    expect(await readPkpass(fixture("boarding-pass-field-date.pkpass"))).toMatchObject([
      {
        type: "flight",
        name: "IB3101 Porto → Madrid",
        flightNumber: "IB3101",
        reservationDate: "2027-01-15",
        reservationTime: "06:10",
        confirmationNumber: "X9PL4T",
        location: { city: "Porto", country: "Portugal" },
      },
    ]);
  });

  it("takes a departure-time field over relevantDate's time", async () => {
    const pass = {
      relevantDate: "2026-12-03T06:45+00:00",
      boardingPass: {
        transitType: "PKTransitTypeAir",
        primaryFields: [{ key: "origin", value: "LIS" }, { key: "destination", value: "OPO" }],
        auxiliaryFields: [{ key: "flight", label: "Flight", value: "TP1940" }, { key: "departs", label: "Departs", value: "07:25" }],
      },
    };
    expect(await readPkpass(zipOf(pass))).toMatchObject([{ name: "TP1940 Lisbon → Porto", reservationDate: "2026-12-03", reservationTime: "07:25" }]);
  });

  it("keeps the departure airport's local time when the pass gives the time in UTC or another offset", async () => {
    // 15:05 UTC on 18 December is 10:05 in New York (UTC-5); 23:30 UTC on 3 December is 00:30 the next day in Frankfurt (UTC+1).
    const utc = { semantics: { airlineCode: "DL", flightNumber: 404, departureAirportCode: "JFK", destinationAirportCode: "LIS", originalDepartureDate: "2026-12-18T15:05:00Z" }, boardingPass: { transitType: "PKTransitTypeAir" } };
    expect(await readPkpass(zipOf(utc))).toMatchObject([{ flightNumber: "DL404", reservationDate: "2026-12-18", reservationTime: "10:05" }]);
    const relevant = { relevantDate: "2026-12-03T23:30:00Z", boardingPass: { transitType: "PKTransitTypeAir", primaryFields: [{ key: "origin", value: "FRA" }, { key: "destination", value: "LIS" }], auxiliaryFields: [{ key: "flight", value: "LH1172" }] } };
    expect(await readPkpass(zipOf(relevant))).toMatchObject([{ reservationDate: "2026-12-04", reservationTime: "00:30" }]);
  });

  it("reads Apple's pass semantics when a pass has them", async () => {
    const pass = {
      semantics: { airlineCode: "LH", flightNumber: 400, departureAirportCode: "FRA", destinationAirportCode: "JFK", originalDepartureDate: "2026-12-18T10:05:00+01:00", confirmationNumber: "LHX1" },
      boardingPass: { transitType: "PKTransitTypeAir" },
    };
    expect(await readPkpass(zipOf(pass))).toMatchObject([
      { name: "LH400 Frankfurt am Main → New York", reservationDate: "2026-12-18", reservationTime: "10:05", confirmationNumber: "LHX1" },
    ]);
  });

  it("reads Apple's semantic tags: the gate, the seat, and the landing on the arrival airport's clock", async () => {
    // 10:00 UTC on 10 March 2027 is 10:00 in Lisbon (UTC+0); 18:05 UTC is 13:05 in New York (UTC-5 until 14 March).
    const pass = {
      semantics: {
        airlineCode: "TP",
        flightNumber: 209,
        departureAirportCode: "LIS",
        destinationAirportCode: "EWR",
        originalDepartureDate: "2027-03-10T10:00:00Z",
        originalArrivalDate: "2027-03-10T18:05:00Z",
        departureGate: "B12",
        seats: [{ seatSection: "Economy", seatRow: "23", seatNumber: "23C" }],
      },
      boardingPass: { transitType: "PKTransitTypeAir" },
    };
    const [flight] = await readPkpass(zipOf(pass));
    expect(flight).toMatchObject({ type: "flight", reservationDate: "2027-03-10", reservationTime: "10:00", endDate: "2027-03-10", endTime: "13:05", seat: "23C" });
    expect(flight!.description).toContain("gate B12");
    expect(flight!.from).toMatchObject({ timeZone: "Europe/Lisbon" });
    expect(flight!.to).toMatchObject({ timeZone: "America/New_York" });
  });

  it("reads a train's semantic tags: stations placed, platform, carriage and seat, both ends' times", async () => {
    const pass = {
      organizationName: "CP",
      semantics: {
        departureStationName: "Lisboa Santa Apolónia",
        destinationStationName: "Porto Campanhã",
        departureLocation: { latitude: 38.7136, longitude: -9.1226 },
        destinationLocation: { latitude: 41.1486, longitude: -8.5856 },
        departurePlatform: "3",
        seats: [{ seatSection: "4", seatNumber: "61" }],
        originalDepartureDate: "2027-05-02T08:39:00+01:00",
        originalArrivalDate: "2027-05-02T11:28:00+01:00",
      },
      boardingPass: { transitType: "PKTransitTypeTrain", auxiliaryFields: [{ key: "train", label: "Train", value: "AP 121" }] },
    };
    expect(await readPkpass(zipOf(pass))).toMatchObject([
      {
        type: "train",
        name: "AP 121 Lisboa Santa Apolónia → Porto Campanhã",
        reservationDate: "2027-05-02",
        reservationTime: "08:39",
        endDate: "2027-05-02",
        endTime: "11:28",
        from: { name: "Lisboa Santa Apolónia", lat: 38.7136, lng: -9.1226 },
        to: { name: "Porto Campanhã", lat: 41.1486, lng: -8.5856 },
        platform: "3",
        carriage: "4",
        seat: "61",
      },
    ]);
  });

  it("reads a train pass as a train, without airport lookups", async () => {
    const pass = {
      organizationName: "Deutsche Bahn",
      relevantDate: "2026-12-10T09:13:00+01:00",
      boardingPass: {
        transitType: "PKTransitTypeTrain",
        primaryFields: [{ key: "from", label: "From", value: "Frankfurt(Main)Hbf" }, { key: "to", label: "To", value: "Köln Hbf" }],
        auxiliaryFields: [{ key: "train", label: "Train", value: "ICE 578" }, { key: "booking", label: "Booking code", value: "DB-4471XZ" }],
      },
    };
    expect(await readPkpass(zipOf(pass))).toMatchObject([
      { type: "train", name: "ICE 578 Frankfurt(Main)Hbf → Köln Hbf", reservationDate: "2026-12-10", reservationTime: "09:13", confirmationNumber: "DB-4471XZ", flightNumber: null },
    ]);
  });

  it("gives the date with no time when the pass has only a day", async () => {
    const pass = { boardingPass: { transitType: "PKTransitTypeAir", primaryFields: [{ key: "origin", value: "LIS" }, { key: "destination", value: "FRA" }], auxiliaryFields: [{ key: "date", label: "Date", value: "2026-12-03" }] } };
    expect(await readPkpass(zipOf(pass))).toMatchObject([{ reservationDate: "2026-12-03", reservationTime: null }]);
  });
});

describe("event tickets", () => {
  it("reads the event, its venue, seat, order number and price; the date only in a field", async () => {
    expect(await readPkpass(fixture("event-ticket.pkpass"))).toMatchObject([
      {
        type: "event",
        source: "pkpass",
        name: "Lisbon Jazz Festival – Opening Night",
        reservationDate: "2026-12-06",
        reservationTime: "21:00",
        endDate: null,
        confirmationNumber: "TL-99213",
        address: "Coliseu dos Recreios, Rua das Portas de Santo Antão 96, Lisbon",
        location: null,
        cost: "35.00",
        currency: "EUR",
        flightNumber: null,
        seat: "Plateia / F / 12",
      },
    ]);
  });

  it("reads Apple's semantic tags: the start on the venue's clock, the venue and the seats", async () => {
    // 00:30 UTC on 15 January 2027 is 19:30 on the 14th at a New York venue.
    const pass = {
      semantics: {
        eventName: "Winter Jazzfest",
        venueName: "Le Poisson Rouge",
        venueLocation: { latitude: 40.7285, longitude: -74.0005 },
        eventStartDate: "2027-01-15T00:30:00Z",
        seats: [{ seatSection: "Floor", seatRow: "M", seatNumber: "104" }],
      },
      eventTicket: {},
    };
    expect(await readPkpass(zipOf(pass))).toMatchObject([
      { type: "event", name: "Winter Jazzfest", address: "Le Poisson Rouge", reservationDate: "2027-01-14", reservationTime: "19:30", seat: "Floor / M / 104" },
    ]);
  });
});

describe("other passes and damaged files", () => {
  it("gives nothing for a loyalty card or coupon", async () => {
    expect(await readPkpass(zipOf({ storeCard: { primaryFields: [{ key: "points", value: 120 }] } }))).toEqual([]);
    expect(await readPkpass(zipOf({ coupon: {} }))).toEqual([]);
  });

  it("says a truncated zip is damaged", async () => {
    await expect(readPkpass(fixture("corrupt.pkpass"))).rejects.toThrow(new UnreadablePass(DAMAGED_PASS));
    await expect(readPkpass(Buffer.from("PK\u0003\u0004 not really a zip"))).rejects.toThrow(UnreadablePass);
    await expect(readPkpass(Buffer.from("%PDF-1.7"))).rejects.toThrow(UnreadablePass);
  });

  it("says a zip without pass.json is not a pass, and a pass.json that is not JSON is damaged", async () => {
    await expect(readPkpass(zipSync({ "readme.txt": strToU8("hi") }))).rejects.toThrow(NO_PASS_JSON);
    await expect(readPkpass(zipOf("this is not json"))).rejects.toThrow(DAMAGED_PASS);
  });

  it("reads a pass.json with trailing commas", async () => {
    const text = '{"relevantDate":"2026-12-03T07:35+01:00","boardingPass":{"transitType":"PKTransitTypeAir","primaryFields":[{"key":"origin","value":"LIS"},{"key":"destination","value":"FRA"},],},}';
    // 07:35+01:00 is 06:35 UTC, 06:35 on Lisbon's clock in December (UTC+0): the instant shown at the departure airport.
    expect(await readPkpass(zipOf(text))).toMatchObject([{ reservationDate: "2026-12-03", reservationTime: "06:35" }]);
  });
});

describe("parseBcbp", () => {
  it("reads the booking code, route, carrier and flight of the first leg", () => {
    expect(parseBcbp("M1SILVA/ANA           EK7QX2M LISFRATP 1234 337Y014C0042 100")).toEqual({ pnr: "K7QX2M", from: "LIS", to: "FRA", carrier: "TP", flight: "1234" });
    expect(parseBcbp("M1DOE/JOHN            EABC123 JFKLHRBA 0117 123J001A0025 100")).toMatchObject({ carrier: "BA", flight: "117" });
  });

  it("refuses anything else", () => {
    expect(parseBcbp("TL99213-0002-7f3a")).toBeNull();
    expect(parseBcbp("M1SHORT")).toBeNull();
  });
});
