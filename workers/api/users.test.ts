import { describe, expect, it } from "vitest";
import { call, signUp, STRONG_PASSWORD } from "../../tests/setup/api";

describe("PUT /api/users/me", () => {
  it("updates name and email", async () => {
    const { token } = await signUp("Before");
    const email = `after-${crypto.randomUUID()}@example.com`;
    const res = await call("PUT", "/users/me", { token, body: { name: "After", email } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: "After", email });
    const me = await call("GET", "/auth/me", { token });
    expect(me.body.user).toMatchObject({ name: "After", email });
  });

  it("refuses an address that belongs to another account", async () => {
    const first = await signUp();
    const second = await signUp();
    const res = await call("PUT", "/users/me", { token: second.token, body: { name: "X", email: first.email } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this email already exists");
  });

  it("refuses an invalid email with 400", async () => {
    const { token } = await signUp();
    const res = await call("PUT", "/users/me", { token, body: { name: "X", email: "nope" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("email: Please enter a valid email address");
  });
});

describe("POST /api/users/change-password", () => {
  const NEW_PASSWORD = "N3w!password";

  it("changes the password, revokes old tokens and hands out a fresh one", async () => {
    const { token, email } = await signUp();
    const res = await call("POST", "/users/change-password", {
      token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password changed successfully!");
    expect((await call("GET", "/auth/me", { token })).status).toBe(401);
    const fresh = String(res.body.token);
    const me = await call("GET", "/auth/me", { token: fresh });
    expect(me.status).toBe(200);
    expect((me.body.user as { password_changed_at: string | null }).password_changed_at).not.toBeNull();

    expect((await call("POST", "/auth/login", { body: { email, password: STRONG_PASSWORD } })).status).toBe(401);
    expect((await call("POST", "/auth/login", { body: { email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it("refuses a wrong current password", async () => {
    const { token } = await signUp();
    const res = await call("POST", "/users/change-password", {
      token,
      body: { currentPassword: "Wrong!pass1", newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Current password is incorrect");
  });

  it("refuses a weak new password", async () => {
    const { token } = await signUp();
    const res = await call("POST", "/users/change-password", {
      token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "short" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: "weak_password", message: "Password is too weak. Please use a stronger password." });
  });

  it("refuses a new password under 8 characters in the error envelope, and keeps the old one", async () => {
    const { token, email } = await signUp();
    const res = await call("POST", "/users/change-password", {
      token,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "a1!" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: "password_too_short", message: "Password must be at least 8 characters long." });
    expect((await call("GET", "/auth/me", { token })).status).toBe(200);
    expect((await call("POST", "/auth/login", { body: { email, password: STRONG_PASSWORD } })).status).toBe(200);
  });
});
