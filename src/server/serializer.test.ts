// The fast serialiser writes exactly what the zod one writes (the bench and
// other clients compare bytes), for awkward text, nulls and nested objects.
import { describe, expect, it } from "vitest";
import fastJsonStringify from "fast-json-stringify";
import { z } from "zod";
import { reservationSchema, type Reservation } from "@shared/reservations";
import { tripSchema, type Trip } from "@shared/trips";
import { userSchema } from "@shared/user";
import { crossCheckSerializers, fastJson as markFast, serializerCompiler, serializerSchema } from "./serializer";

const base: Reservation = {
  id: "7d1c8f4e-0000-4000-8000-000000000001",
  tripId: "7d1c8f4e-0000-4000-8000-000000000002",
  name: "Café “Ñ” \"quoted\" \\ back\nline\ttab \u2028 \u{1F600} \ud800 lone",
  type: "restaurant",
  status: "pending",
  reservationDate: "2027-06-02",
  reservationTime: null,
  endDate: "2027-06-03",
  endTime: "11:05",
  from: { name: "Lisbon \"LIS\"", lat: 38.7742, lng: -9.1342, timeZone: "Europe/Lisbon" },
  to: null,
  durationMinutes: null,
  seat: "12A",
  carriage: null,
  platform: null,
  confirmationNumber: null,
  cost: "120.05",
  description: "a".repeat(300),
  notes: "",
  address: null,
  reviewRating: 4.25,
  reviewCount: 0,
  openingHours: null,
  location: { city: "Lisbon", country: null },
  userRating: 5,
  fileCount: 0,
  travellers: [],
  createdAt: "2027-06-01T10:00:00.123Z",
  updatedAt: "2027-06-01T10:00:00.000Z",
};

const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(schema.encode(data));
const fastJson = (schema: z.ZodType, data: unknown) => fastJsonStringify(serializerSchema(schema))(data);

describe("fast response serialiser", () => {
  it("writes reservations byte for byte as zod does", () => {
    const schema = z.array(reservationSchema);
    const rows = [base, { ...base, location: null, reviewRating: null, reviewCount: null, userRating: null, cost: null }];
    expect(fastJson(schema, rows)).toBe(zodJson(schema, rows));
    expect(fastJson(schema, [])).toBe("[]");
  });

  it("writes trips with members and the user byte for byte", () => {
    const trip: Trip = {
      id: "t", name: "Lisbon", description: null, startDate: null, endDate: "2027-06-30", budget: "2500.50", currency: "EUR",
      spentAmount: "0.00", createdAt: "2027-01-01T00:00:00.000Z", updatedAt: "2027-01-02T00:00:00.000Z", myRole: "admin",
      members: [{ id: "m", role: "viewer", joinedAt: "2027-01-01T00:00:00.000Z", user: { id: "u", firstName: null, lastName: "Ö", email: "a@b.c" } }],
    };
    expect(fastJson(z.array(tripSchema), [trip])).toBe(zodJson(z.array(tripSchema), [trip]));
    const user = { id: "u", email: "a@b.c", firstName: "Ana", lastName: "Sá", isAdmin: false, emailVerified: true, twoFactor: { totp: false, passkeys: 0 }, twoFactorSetupRequired: false };
    expect(fastJson(userSchema, user)).toBe(zodJson(userSchema, user));
  });

  it("drops fields the schema does not name, as zod does", () => {
    const user = { id: "u", email: "a@b.c", firstName: "Ana", lastName: "Sá", isAdmin: true, emailVerified: false, twoFactor: { totp: false, passkeys: 0 }, twoFactorSetupRequired: false, passwordHash: "secret" };
    expect(fastJson(userSchema, user)).toBe(zodJson(userSchema, user));
    expect(fastJson(userSchema, user)).not.toContain("secret");
  });
});

describe("serializerCompiler", () => {
  // A value the two writers disagree on: fast-json-stringify writes a Date in a string field, zod refuses it.
  const schema = markFast(z.object({ at: z.string() }));
  const data = { at: new Date("2027-06-02T10:00:00.000Z") };
  const compile = () => serializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" });

  // Runs first: the test setup turned the cross-check on, so this file turns it off to see a server's writer.
  it("writes a marked answer once, with fast-json-stringify, whatever NODE_ENV says", () => {
    crossCheckSerializers(false);
    expect(compile()(data)).toBe('{"at":"2027-06-02T10:00:00.000Z"}');
  });

  it("with the tests' cross-check on, refuses an answer the two writers disagree on", () => {
    crossCheckSerializers(true);
    expect(() => compile()(data)).toThrow();
  });
});
