import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../src/features/auth/passwords.js";
import { issueToken, verifyToken } from "../src/features/auth/tokens.js";
import { anonymousClient, clearDatabase, request } from "./helpers.js";
import { customerInput } from "./fixtures.js";

// Each case starts on an empty database, no account yet: the first one registered takes the managing role.
beforeEach(clearDatabase);

const freshApp = () => anonymousClient().app;

const account = { name: "Ada", email: "ada@example.com", password: "a long password" };

describe("accounts", () => {
  it("registers, signs in and reads the signed-in user", async () => {
    const app = freshApp();
    const registered = await request(app).post("/api/auth/register").send(account).expect(201);
    expect(registered.body.user).toEqual({ id: expect.any(String), name: "Ada", email: "ada@example.com", role: "owner" });
    expect(JSON.stringify(registered.body)).not.toContain("passwordHash");
    const login = await request(app).post("/api/auth/login").send({ email: account.email, password: account.password }).expect(200);
    const me = await request(app).get("/api/auth/me").set("Authorization", `Bearer ${login.body.token}`).expect(200);
    expect(me.body).toMatchObject({ name: "Ada", email: "ada@example.com" });
  });

  it("refuses a wrong password and a second account with the same email", async () => {
    const app = freshApp();
    await request(app).post("/api/auth/register").send(account).expect(201);
    await request(app).post("/api/auth/register").send(account).expect(409);
    await request(app).post("/api/auth/login").send({ email: account.email, password: "not the password" }).expect(401);
  });

  it("keeps the app's records behind sign-in", async () => {
    const app = freshApp();
    await request(app).get("/api/products").expect(401);
    await request(app).get("/api/products").set("Authorization", "Bearer forged.token").expect(401);
  });

  it("reads the token from the Authorization header only, never from the URL", async () => {
    const app = freshApp();
    const { body } = await request(app).post("/api/auth/register").send(account).expect(201);
    await request(app).get("/api/products").set("Authorization", `Bearer ${body.token}`).expect(200);
    await request(app).get("/api/products").query({ token: body.token }).expect(401);
  });

  it("gives the first account the managing role and later ones the sign-up role; only the first assigns roles", async () => {
    const app = freshApp();
    const first = await request(app).post("/api/auth/register").send(account).expect(201);
    const second = await request(app).post("/api/auth/register").send({ ...account, email: "bo@example.com" }).expect(201);
    expect(second.body.user.role).toBe("customer");
    const manager = { Authorization: `Bearer ${first.body.token}` };
    const member = { Authorization: `Bearer ${second.body.token}` };
    await request(app).get("/api/auth/users").set(member).expect(403);
    await request(app).put(`/api/auth/users/${first.body.user.id}/role`).set(member).send({ role: "customer" }).expect(403);
    const users = await request(app).get("/api/auth/users").set(manager).expect(200);
    expect(users.body.map((user: { email: string }) => user.email)).toEqual(["ada@example.com", "bo@example.com"]);
    await request(app).put(`/api/auth/users/${second.body.user.id}/role`).set(manager).send({ role: "nobody" }).expect(400);
    await request(app).put(`/api/auth/users/${first.body.user.id}/role`).set(manager).send({ role: "customer" }).expect(400);
    await request(app).put("/api/auth/users/no-such-account/role").set(manager).send({ role: "customer" }).expect(404);
    const changed = await request(app).put(`/api/auth/users/${second.body.user.id}/role`).set(manager).send({ role: "owner" }).expect(200);
    expect(changed.body.role).toBe("owner");
    expect((await request(app).get("/api/auth/me").set(member).expect(200)).body.role).toBe("owner");
  });

  it("lets only a role that writes products change them", async () => {
    const app = freshApp();
    const first = await request(app).post("/api/auth/register").send(account).expect(201);
    const second = await request(app).post("/api/auth/register").send({ ...account, email: "bo@example.com" }).expect(201);
    const member = { Authorization: `Bearer ${second.body.token}` };
    const refused = await request(app).post("/api/products").set(member).send({}).expect(403);
    expect(refused.body.error).toBe("Your role (Customer) cannot change products");
    await request(app).get("/api/products").set(member).expect(200);
    await request(app)
      .put(`/api/auth/users/${second.body.user.id}/role`)
      .set({ Authorization: `Bearer ${first.body.token}` })
      .send({ role: "owner" })
      .expect(200);
    // The role is read on every change: the next call passes the role check and meets the input check.
    await request(app).post("/api/products").set(member).send({}).expect(400);
  });

  it("shows a Customer only the customers its own account created; another's answer 404", async () => {
    const app = freshApp();
    const register = async (email: string) => {
      const { body } = await request(app).post("/api/auth/register").send({ ...account, email }).expect(201);
      return { Authorization: `Bearer ${(body as { token: string }).token}` };
    };
    const manager = await register("ada@example.com");
    const mine = await register("bo@example.com");
    const other = await register("cy@example.com");
    const input = await customerInput(anonymousClient());
    const created = await request(app, mine).post("/api/customers").send(input).expect(201);
    const id = (created.body as { id: string }).id;
    const path = `/api/customers/${id}`;
    const listed = async (headers: Record<string, string>) =>
      ((await request(app, headers).get("/api/customers").expect(200)).body as { id: string }[]).map((record) => record.id);
    expect(await listed(other)).not.toContain(id);
    await request(app, other).get(path).expect(404);
    await request(app, other).put(path).send(input).expect(404);
    await request(app, other).delete(path).expect(404);
    expect(await listed(mine)).toContain(id);
    await request(app, mine).get(path).expect(200);
    expect(await listed(manager)).toContain(id);
    await request(app, manager).get(path).expect(200);
  });
  it("accepts only unexpired tokens signed with the API's secret", async () => {
    const [key, another] = [crypto.randomUUID() + crypto.randomUUID(), crypto.randomUUID() + crypto.randomUUID()];
    const token = await issueToken({ id: "u1", email: "a@example.com" }, key, 0);
    expect((await verifyToken(token, key, 1000))?.sub).toBe("u1");
    expect(await verifyToken(token, another, 1000)).toBeNull();
    expect(await verifyToken(token, key, 8 * 24 * 60 * 60 * 1000)).toBeNull();
  });

  it("keeps passwords as salted PBKDF2 hashes", async () => {
    const [first, second] = [await hashPassword("a long password"), await hashPassword("a long password")];
    expect(first).toMatch(/^pbkdf2-sha256\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("a long password", first)).toBe(true);
    expect(await verifyPassword("another password", first)).toBe(false);
  });
});
