// The app listening on loopback with a trip of two people, for the tests that connect an outside
// assistant to it over MCP (mcp/mcp.test.ts with a personal token, oauth/oauth.test.ts with OAuth).
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, signUp, type SignedUp, type TestApp } from "./test-app";

export interface McpWorld {
  t: TestApp;
  /** http://127.0.0.1:<port> */
  base: string;
  /** The trip's admin. */
  ana: SignedUp;
  /** A viewer of the trip. */
  ben: SignedUp;
  trip: Trip;
}

export async function startMcpWorld(): Promise<McpWorld> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const [ana, ben] = await Promise.all([signUp(t.app, { firstName: "Ana" }), signUp(t.app, { firstName: "Ben" })]);
  const trip = await createTestTrip(t.app, ana, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05", currency: "EUR" });
  await addTripMember(t.database, trip.id, ben.user.id, "viewer");
  return { t, base, ana, ben, trip };
}
