import request from "supertest";
import { describe, expect, it } from "vitest";
import { issueToken, verifyToken } from "../src/features/auth/tokens.js";
import { createTestClient } from "./helpers.js";

const account = { name: "Ada", email: "ada@example.com", password: "a long password" };

describe("accounts", () => {
  it("registers, signs in and reads the signed-in user", async () => {
    const { app } = await createTestClient();
    const registered = await request(app).post("/api/auth/register").send(account).expect(201);
    expect(registered.body.user).toEqual({ id: expect.any(String), name: "Ada", email: "ada@example.com" });
    expect(JSON.stringify(registered.body)).not.toContain("passwordHash");
    const login = await request(app).post("/api/auth/login").send({ email: account.email, password: account.password }).expect(200);
    const me = await request(app).get("/api/auth/me").set("Authorization", `Bearer ${login.body.token}`).expect(200);
    expect(me.body).toMatchObject({ name: "Ada", email: "ada@example.com" });
  });

  it("refuses a wrong password and a second account with the same email", async () => {
    const { app } = await createTestClient();
    await request(app).post("/api/auth/register").send(account).expect(201);
    await request(app).post("/api/auth/register").send(account).expect(409);
    await request(app).post("/api/auth/login").send({ email: account.email, password: "not the password" }).expect(401);
  });

  it("keeps the app's records behind sign-in", async () => {
    const { app } = await createTestClient();
    await request(app).get({{firstRoute}}).expect(401);
    await request(app).get({{firstRoute}}).set("Authorization", "Bearer forged.token").expect(401);
  });

  it("accepts only unexpired tokens signed with the server's secret", () => {
    const token = issueToken({ id: "u1", email: "a@example.com" }, "secret", 0);
    expect(verifyToken(token, "secret", 1000)?.sub).toBe("u1");
    expect(verifyToken(token, "another secret", 1000)).toBeNull();
    expect(verifyToken(token, "secret", 8 * 24 * 60 * 60 * 1000)).toBeNull();
  });
});
