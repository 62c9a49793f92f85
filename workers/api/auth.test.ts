import { env } from "cloudflare:test";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID } from "../contract/auth";
import { call, randomAddress, signUp, STRONG_PASSWORD, uniqueEmail } from "../../tests/setup/api";

describe("POST /api/auth/register", () => {
  it("creates the account and answers with user and token, without password material", async () => {
    const email = uniqueEmail();
    const res = await call("POST", "/auth/register", {
      body: { name: "  Ada Lovelace ", email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(201);
    expect(typeof res.body.token).toBe("string");
    const user = res.body.user as Record<string, unknown>;
    expect(user).toMatchObject({
      name: "Ada Lovelace",
      email,
      role: "user",
      tenant_id: DEFAULT_TENANT_ID,
      stats: { project_count: 0, completed_projects: 0 },
    });
    expect(Object.keys(user).some((key) => key.toLowerCase().includes("password_hash"))).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain("salt");
  });

  it("refuses a weak password with the password rule's words", async () => {
    const res = await call("POST", "/auth/register", {
      body: { name: "Weak", email: uniqueEmail(), password: "password" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: "weak_password",
      message: "Password is too weak. Please use a stronger password.",
    });
  });

  it.each(["a1!", "Ab1!xyz", "ABC123!"])("refuses %j, under 8 characters though it scores 3 or more, and creates no account", async (password) => {
    const email = uniqueEmail();
    const headers = { "CF-Connecting-IP": randomAddress() };
    const res = await call("POST", "/auth/register", { body: { name: "Short", email, password }, headers });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: "password_too_short", message: "Password must be at least 8 characters long." });
    // Nothing was kept under the address: it registers with a password that passes.
    expect((await call("POST", "/auth/register", { body: { name: "Short", email, password: STRONG_PASSWORD }, headers })).status).toBe(201);
  });

  it("accepts a password of exactly 8 characters that scores 3", async () => {
    const res = await call("POST", "/auth/register", {
      body: { name: "Eight", email: uniqueEmail(), password: "abcdef1!" },
      headers: { "CF-Connecting-IP": randomAddress() },
    });
    expect(res.status).toBe(201);
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    const { email } = await signUp();
    const res = await call("POST", "/auth/register", {
      body: { name: "Again", email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists");
  });

  it.each([
    [{ name: "", email: "a@b.co", password: STRONG_PASSWORD }, "name: Name is required"],
    [{ name: "N", email: "not-an-email", password: STRONG_PASSWORD }, "email: Please enter a valid email address"],
    [{ name: "N", email: "a@b.co" }, "password:"],
    [{ name: "N", email: "a@b.co", password: "x".repeat(129) }, "password: Password must be at most 128 characters"],
  ])("answers bad input %j with a 400 naming the field", async (body, message) => {
    const res = await call("POST", "/auth/register", { body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(String(res.body.message)).toContain(message);
  });

  it("answers a body that is not JSON with a 400, not a 500", async () => {
    const { SELF } = await import("cloudflare:test");
    const res = await SELF.fetch("http://example.com/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    const body = await res.json<Record<string, unknown>>();
    expect(body.success).toBe(false);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password, case-insensitively by email", async () => {
    const { email } = await signUp("Grace");
    const res = await call("POST", "/auth/login", { body: { email: email.toUpperCase(), password: STRONG_PASSWORD } });
    expect(res.status).toBe(200);
    expect((res.body.user as { name: string }).name).toBe("Grace");
    expect(typeof res.body.token).toBe("string");
  });

  it("answers a wrong password or unknown address with one message", async () => {
    const { email } = await signUp();
    const wrong = await call("POST", "/auth/login", { body: { email, password: "Wrong!pass1" } });
    const unknown = await call("POST", "/auth/login", { body: { email: uniqueEmail(), password: STRONG_PASSWORD } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Invalid email or password");
    }
  });

  it("locks an account out with 429 after repeated wrong passwords, even for the right one", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/auth/login", { body: { email, password: `Wrong!pass${i}` } });
      expect(res.status).toBe(401);
    }
    const locked = await call("POST", "/auth/login", { body: { email, password: STRONG_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe("Too many failed sign-in attempts. Please wait 15 minutes and try again.");
  });

  it("does not lock out other accounts behind the same address, until the address sprays many accounts", async () => {
    const address = { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}` };
    const typo = await signUp();
    const colleague = await signUp();
    for (let i = 0; i < 5; i++) {
      expect((await call("POST", "/auth/login", { body: { email: typo.email, password: `Wrong!pass${i}` }, headers: address })).status).toBe(401);
    }
    expect((await call("POST", "/auth/login", { body: { email: typo.email, password: STRONG_PASSWORD }, headers: address })).status).toBe(429);
    expect((await call("POST", "/auth/login", { body: { email: colleague.email, password: STRONG_PASSWORD }, headers: address })).status).toBe(200);

    // Spraying: 45 more failures over other accounts take the address to its limit of 50.
    for (let i = 0; i < 45; i++) {
      expect((await call("POST", "/auth/login", { body: { email: uniqueEmail("spray"), password: "Wrong!pass1" }, headers: address })).status).toBe(401);
    }
    const blocked = await call("POST", "/auth/login", { body: { email: colleague.email, password: STRONG_PASSWORD }, headers: address });
    expect(blocked.status).toBe(429);
    const elsewhere = await call("POST", "/auth/login", { body: { email: colleague.email, password: STRONG_PASSWORD }, headers: { "CF-Connecting-IP": "198.51.100.7" } });
    expect(elsewhere.status).toBe(200);
  });

  it("requires both fields", async () => {
    const res = await call("POST", "/auth/login", { body: { email: "a@b.co" } });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/auth/me and tokens", () => {
  it("returns the signed-in user", async () => {
    const { token, user } = await signUp("Me");
    const res = await call("GET", "/auth/me", { token });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(user);
  });

  it("refuses missing, malformed and tampered tokens with 401", async () => {
    const { token } = await signUp();
    const [head, payload, signature] = token.split(".");
    // The signature's first character changed to another (its last ones may carry unused bits, or already be what replaces them).
    const sig = signature ?? "";
    const tampered = `${head}.${payload}.${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`;
    for (const candidate of [undefined, "garbage", tampered]) {
      const res = await call("GET", "/auth/me", { token: candidate });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it("refuses an expired token, an unsigned one, and one signed with another algorithm or key", async () => {
    const { user } = await signUp();
    const secret = new TextEncoder().encode(env.SESSION_SECRET);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuer("appforge")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuer("appforge")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(user.id)
      .setJti(crypto.randomUUID())
      .setIssuer("appforge")
      .setExpirationTime("1h")
      .sign(secret);
    // An unsigned token ("alg": "none") naming the same user, as an attacker would forge one.
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: user.id, jti: crypto.randomUUID(), iss: "appforge", exp: now + 3600 })}.`;
    for (const token of [expired, otherKey, hs512, unsigned]) {
      expect((await call("GET", "/auth/me", { token })).status).toBe(401);
      // The list checks the session in its own D1 batch: the same refusals.
      expect((await call("GET", "/projects", { token })).status).toBe(401);
    }
  });

  it("logout revokes the token, on the list (which checks the session itself) as everywhere", async () => {
    const { token } = await signUp();
    expect((await call("GET", "/projects", { token })).status).toBe(200);
    expect((await call("POST", "/auth/logout", { token })).status).toBe(200);
    expect((await call("GET", "/auth/me", { token })).status).toBe(401);
    expect(await call("GET", "/projects", { token })).toMatchObject({ status: 401, body: { message: "Your session is invalid or has expired. Please sign in again." } });
  });

  it("protects every route that does not opt out, including unknown ones", async () => {
    expect((await call("GET", "/auth/me")).status).toBe(401);
    expect((await call("PUT", "/users/me", { body: {} })).status).toBe(401);
    expect((await call("GET", "/nothing-here")).status).toBe(401);
    expect((await call("GET", "/health")).status).toBe(200);
  });

  it("answers an unknown route with a 404 envelope once signed in", async () => {
    const { token } = await signUp();
    const res = await call("GET", "/nothing-here", { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: "not_found", message: "No such API route" });
  });
});
