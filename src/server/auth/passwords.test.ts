// Passwords: at least 8 characters and not a common one; Change password needs
// the current one and ends every other session of the user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, request, sessionCookie, signUp, TEST_PASSWORD, type TestApp } from "../test/test-app";
import { COMMON_PASSWORD, isCommonPassword } from "./password";
import { WRONG_CURRENT_PASSWORD } from "./service";
import { englishError } from "@shared/i18n/english-errors";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: `pw-${Math.random().toString(36).slice(2)}@example.com`, password, firstName: "A", lastName: "B" },
  });

describe("choosing a password", () => {
  it.each(["123456", "password", "12345678", "Password1", "qwertyuiop"])("refuses the common password %j", async (password) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    const expected = password.length < 8 ? "Password must be at least 8 characters" : englishError(COMMON_PASSWORD);
    expect(res.json()).toMatchObject({ fields: { password: expected } });
  });

  it("accepts a long uncommon one", async () => {
    expect((await register("mango-tundra-47")).statusCode).toBe(201);
    expect(isCommonPassword("mango-tundra-47")).toBe(false);
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs the current password, naming the field when it is wrong", async () => {
    const user = await signUp(t.app);
    const res = await request(t.app, "POST", "/api/auth/change-password", user, { currentPassword: "not it at all", newPassword: "mango-tundra-48" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: englishError(WRONG_CURRENT_PASSWORD), fields: { currentPassword: englishError(WRONG_CURRENT_PASSWORD) } });
  });

  it("applies the same rules to the new password", async () => {
    const user = await signUp(t.app);
    const common = await request(t.app, "POST", "/api/auth/change-password", user, { currentPassword: TEST_PASSWORD, newPassword: "iloveyou" });
    expect(common.json()).toMatchObject({ fields: { newPassword: englishError(COMMON_PASSWORD) } });
    const short = await request(t.app, "POST", "/api/auth/change-password", user, { currentPassword: TEST_PASSWORD, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toBe("Password must be at least 8 characters");
  });

  it("answers 401 when signed out", async () => {
    const res = await request(t.app, "POST", "/api/auth/change-password", undefined, { currentPassword: "x", newPassword: "mango-tundra-49" });
    expect(res.statusCode).toBe(401);
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const user = await signUp(t.app);
    const otherDevice = sessionCookie(
      await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.user.email, password: TEST_PASSWORD } }),
    );
    const res = await request(t.app, "POST", "/api/auth/change-password", user, { currentPassword: TEST_PASSWORD, newPassword: "mango-tundra-50" });
    expect(res.statusCode).toBe(204);
    expect((await request(t.app, "GET", "/api/auth/user", user)).statusCode).toBe(200);
    expect((await request(t.app, "GET", "/api/auth/user", otherDevice)).statusCode).toBe(401);
    const oldLogin = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.user.email, password: TEST_PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.user.email, password: "mango-tundra-50" } });
    expect(newLogin.statusCode).toBe(200);
  });
});
