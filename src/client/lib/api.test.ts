import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { apiErrorSchema } from "@shared/errors";
import { ApiError, answer, apiRequest, apiUrl, createApiClient, errorDescription, errorMessageFor, nullOn401, parseErrorBody } from "./api";

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(status === 204 ? null : body, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("errorMessageFor", () => {
  it("is status, colon, space, body text", () => {
    expect(errorMessageFor(409, "Conflict", '{"message":"x"}')).toBe('409: {"message":"x"}');
  });
  it("falls back to the status text when the body is empty", () => {
    expect(errorMessageFor(502, "Bad Gateway", "")).toBe("502: Bad Gateway");
  });
});

describe("parseErrorBody", () => {
  it("reads message, code and fields", () => {
    expect(parseErrorBody('{"message":"Bad","code":"bad_request","fields":{"name":"Required"}}')).toEqual({
      message: "Bad",
      code: "bad_request",
      fields: { name: "Required" },
    });
  });
  it("accepts a message without a code", () => {
    expect(parseErrorBody('{"message":"Too many attempts"}')?.message).toBe("Too many attempts");
  });
  it("returns null for non-JSON or message-less bodies", () => {
    expect(parseErrorBody("<html>oops</html>")).toBeNull();
    expect(parseErrorBody('{"error":1}')).toBeNull();
    expect(parseErrorBody("")).toBeNull();
  });
  it("reads exactly what the error schema reads, or (without a code) its message", () => {
    const bodies = [
      { message: "Bad", code: "bad_request" },
      { message: "Bad", code: "bad_request", fields: { name: "Required" }, extra: true },
      { message: "Bad", code: "bad_request", fields: { name: 1 } },
      { message: "Bad", code: 400 },
      { message: "Bad" },
      { message: 5, code: "x" },
      { code: "x" },
      ["message"],
      null,
      "message",
    ];
    for (const body of bodies) {
      const full = apiErrorSchema.safeParse(body);
      const loose = z.partial(apiErrorSchema).safeParse(body);
      const expected = full.success ? full.data : loose.success && loose.data.message ? loose.data : null;
      expect(parseErrorBody(JSON.stringify(body)), JSON.stringify(body)).toEqual(expected);
    }
  });
});

describe("apiRequest", () => {
  it("sends cookies and no JSON header without a body", async () => {
    const fetchMock = stubFetch(200, "[]");
    await expect(apiRequest("GET", "/api/trips")).resolves.toEqual([]);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({});
    expect(init.body).toBeUndefined();
  });

  it("sends the headers given beside the JSON content type (a queued write's Idempotency-Key and If-Match)", async () => {
    const fetchMock = stubFetch(200, "{}");
    await apiRequest("PATCH", "/api/reservations/r1", { name: "Rome" }, { "Idempotency-Key": "k1", "If-Match": "2027-01-01T00:00:00.000Z" });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toEqual({ "Idempotency-Key": "k1", "If-Match": "2027-01-01T00:00:00.000Z", "Content-Type": "application/json" });
  });

  it("keeps the current version a 409 conflict carries", async () => {
    stubFetch(409, JSON.stringify({ message: "Someone else changed this meanwhile", code: "conflict", current: { id: "r1", name: "Theirs" } }));
    const error = await apiRequest("PATCH", "/api/reservations/r1", { name: "Mine" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).current).toEqual({ id: "r1", name: "Theirs" });
  });

  it("sends a JSON body with its content type", async () => {
    const fetchMock = stubFetch(201, '{"id":"t1"}');
    await apiRequest("POST", "/api/trips", { name: "Rome" });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.body).toBe('{"name":"Rome"}');
  });

  it("resolves undefined for 204", async () => {
    stubFetch(204, "");
    await expect(apiRequest("DELETE", "/api/trips/1")).resolves.toBeUndefined();
  });

  it("throws an ApiError carrying status, documented message and the server's message", async () => {
    const body = '{"message":"Invalid email or password","code":"invalid_credentials"}';
    stubFetch(401, body, "Unauthorized");
    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect((error as ApiError).serverMessage).toBe("Invalid email or password");
    expect(errorDescription(error, "fallback")).toBe("Invalid email or password");
  });

});

describe("the typed client", () => {
  // Outside a browser a request needs an absolute address.
  const api = createApiClient("http://roamwise.test");

  it("fills and encodes path parameters, sends cookies and the JSON body, answers the parsed body", async () => {
    const fetchMock = stubFetch(200, '{"id":"r1"}');
    const body = { rating: 4 };
    await expect(answer(api.PATCH("/api/reservations/{id}/rating", { params: { path: { id: "a/b c" } }, body }))).resolves.toEqual({ id: "r1" });
    const request = (fetchMock.mock.calls[0] as unknown as [Request])[0];
    expect(request.url).toBe("http://roamwise.test/api/reservations/a%2Fb%20c/rating");
    expect(request.method).toBe("PATCH");
    expect(request.credentials).toBe("include");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(await request.text()).toBe('{"rating":4}');
  });

  it("throws the same ApiError as every call, with the server's message", async () => {
    stubFetch(409, '{"message":"Taken","code":"conflict"}', "Conflict");
    const error = await answer(api.GET("/api/trips")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe("Taken");
  });

  it("answers undefined for 204", async () => {
    stubFetch(204, "");
    await expect(answer(api.DELETE("/api/trips/{id}", { params: { path: { id: "t1" } } }))).resolves.toBeUndefined();
  });

  it("nullOn401 maps 401 to null but rethrows other errors", async () => {
    stubFetch(401, '{"message":"Not signed in","code":"unauthorized"}');
    await expect(nullOn401(answer(api.GET("/api/auth/user")))).resolves.toBeNull();
    stubFetch(500, "boom", "Internal Server Error");
    await expect(nullOn401(answer(api.GET("/api/auth/user")))).rejects.toThrow("500: boom");
  });

  it("apiUrl writes a documented path with its parameters encoded", () => {
    expect(apiUrl("/api/trips/{tripId}/expenses.csv", { tripId: "t 1" })).toBe("/api/trips/t%201/expenses.csv");
    expect(apiUrl("/api/trips")).toBe("/api/trips");
  });
});

describe("errorDescription", () => {
  it("uses the fallback when the server gave no message", () => {
    expect(errorDescription(new ApiError(500, "Internal Server Error", ""), "Failed")).toBe("Failed");
    expect(errorDescription(new Error("network"), "Failed")).toBe("Failed");
  });
});
