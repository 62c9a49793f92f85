import { code, lines, test } from "../../files";
import type { BackendFeature } from "../feature";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";

const passwords = `
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/** A salted scrypt hash: "scrypt$<salt>$<key>", never the password itself. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH);
  return \`scrypt$\${salt.toString("base64")}$\${key.toString("base64")}\`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
`;

const tokens = `
import { createHmac, timingSafeEqual } from "node:crypto";

export interface TokenClaims {
  sub: string;
  email: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const WEEK_SECONDS = 7 * 24 * 60 * 60;
const sign = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** A signed token: base64url(claims) + "." + HMAC-SHA256 of it. */
export function issueToken(user: { id: string; email: string }, secret: string, now = Date.now()): string {
  const claims: TokenClaims = { sub: user.id, email: user.email, exp: Math.floor(now / 1000) + WEEK_SECONDS };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return \`\${payload}.\${sign(payload, secret)}\`;
}

/** The claims of a token this server signed and that has not expired, else null. */
export function verifyToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<TokenClaims>;
    if (typeof claims.sub !== "string" || typeof claims.email !== "string" || typeof claims.exp !== "number") return null;
    return claims.exp * 1000 > now ? { sub: claims.sub, email: claims.email, exp: claims.exp } : null;
  } catch {
    return null;
  }
}
`;

const guard = `
import type { RequestHandler } from "express";
import { HttpError } from "../../http/errors.js";
import { verifyToken } from "./tokens.js";

/**
 * Lets a request through with a valid token: "Authorization: Bearer <token>", or ?token= for the
 * browser's EventSource and download links, which cannot send headers.
 */
export function requireAuth(secret: string): RequestHandler {
  return (req, res, next) => {
    const header = req.get("authorization");
    const fromHeader = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined;
    const fromQuery = typeof req.query.token === "string" ? req.query.token : undefined;
    const claims = verifyToken(fromHeader ?? fromQuery ?? "", secret);
    if (!claims) {
      next(new HttpError(401, "Sign in first"));
      return;
    }
    res.locals.userId = claims.sub;
    next();
  };
}
`;

const routes = `
import { Router } from "express";
import { z } from "zod";
import type { User } from "../../domain/user.js";
import { handle, HttpError } from "../../http/errors.js";
import type { Services } from "../../services.js";
import { requireAuth } from "./guard.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { issueToken } from "./tokens.js";

const email = z.email().transform((value) => value.toLowerCase());
const registration = z.object({
  name: z.string().trim().min(1).max(100),
  email,
  password: z.string().min(8, "Use at least 8 characters").max(200),
});
const credentials = z.object({ email, password: z.string().min(1) });

const publicUser = ({ id, name, email }: User) => ({ id, name, email });

/** /api/auth: register, login (both answer { token, user }) and the signed-in user. */
export function authRoutes({ repositories, config }: Services): Router {
  const session = (user: User) => ({ token: issueToken(user, config.authSecret), user: publicUser(user) });
  const router = Router();
  router.post(
    "/register",
    handle(async (req, res) => {
      const input = registration.parse(req.body);
      if ((await repositories.users.findBy("email", input.email)).length > 0) {
        throw new HttpError(409, "An account with that email already exists");
      }
      const passwordHash = await hashPassword(input.password);
      const user = await repositories.users.create({ name: input.name, email: input.email, passwordHash });
      res.status(201).json(session(user));
    }),
  );
  router.post(
    "/login",
    handle(async (req, res) => {
      const input = credentials.parse(req.body);
      const [user] = await repositories.users.findBy("email", input.email);
      if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
        throw new HttpError(401, "Wrong email or password");
      }
      res.json(session(user));
    }),
  );
  router.get(
    "/me",
    requireAuth(config.authSecret),
    handle(async (_req, res) => {
      const user = await repositories.users.get(String(res.locals.userId));
      if (!user) throw new HttpError(401, "Sign in first");
      res.json(publicUser(user));
    }),
  );
  return router;
}
`;

const authTest = (firstRoute: string) => `
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
    const me = await request(app).get("/api/auth/me").set("Authorization", \`Bearer \${login.body.token}\`).expect(200);
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
    await request(app).get(${JSON.stringify(`/api/${firstRoute}`)}).expect(401);
    await request(app).get(${JSON.stringify(`/api/${firstRoute}`)}).set("Authorization", "Bearer forged.token").expect(401);
  });

  it("accepts only unexpired tokens signed with the server's secret", () => {
    const token = issueToken({ id: "u1", email: "a@example.com" }, "secret", 0);
    expect(verifyToken(token, "secret", 1000)?.sub).toBe("u1");
    expect(verifyToken(token, "another secret", 1000)).toBeNull();
    expect(verifyToken(token, "secret", 8 * 24 * 60 * 60 * 1000)).toBeNull();
  });
});
`;

export const authBackend: BackendFeature = {
  feature: "auth",
  emitter: backendFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with scrypt password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user.",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model) => [
      code("backend/src/features/auth/passwords.ts", "backend", passwords),
      code("backend/src/features/auth/tokens.ts", "backend", tokens),
      code("backend/src/features/auth/guard.ts", "backend", guard),
      code("backend/src/features/auth/routes.ts", "backend", routes),
      test("backend/test/auth.test.ts", authTest(model.entities[0]?.route ?? "health")),
    ],
  }),
  config: [{ field: "authSecret: string", read: "authSecret: secretFrom(env)" }],
  configHelpers: [
    lines(
      "/** The token signing secret: required in production, a fixed development value otherwise. */",
      "function secretFrom(env: NodeJS.ProcessEnv): string {",
      "  if (env.AUTH_SECRET) return env.AUTH_SECRET;",
      `  if (env.NODE_ENV === "production") throw new Error("AUTH_SECRET must be set in production");`,
      `  return "development-secret-change-me";`,
      "}",
    ),
  ],
  routes: {
    imports: [
      `import { requireAuth } from "./features/auth/guard.js";`,
      `import { authRoutes } from "./features/auth/routes.js";`,
    ],
    open: [`app.use("/api/auth", authRoutes(services));`],
    guard: [`app.use("/api", requireAuth(services.config.authSecret));`],
  },
};
