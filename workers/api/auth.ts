import { Hono } from "hono";
import { hashPassword, verifyPassword, PBKDF2_ITERATIONS } from "../auth/password";
import { loginBodySchema, registerBodySchema } from "../contract/auth";
import { passwordProblem } from "../contract/password";
import { clearFailedLogins, isLockedOut, recordFailedLogin, type AttemptKey } from "../db/login-attempts";
import { registrationsKey } from "../db/quotas";
import { revokeSession } from "../db/sessions";
import { findUserByEmail, insertUser, toPublicUser } from "../db/users";
import { validate, type AppEnv } from "./context";
import { badRequest, conflict, tooManyRequests, unauthorized } from "./errors";
import { requireHourlyQuota } from "./quotas";
import { closeSessionSockets } from "./rooms";
import { issueToken } from "./session-token";

const INVALID_CREDENTIALS = "Invalid email or password";
const LOCKED_OUT = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
const EMAIL_TAKEN = "An account with this email already exists";

// Hashing against a fixed salt when the address is unknown keeps both answers equally slow.
const UNKNOWN_USER_HASH = { hash: "", salt: "AAAAAAAAAAAAAAAAAAAAAA==", iterations: PBKDF2_ITERATIONS };

export const auth = new Hono<AppEnv>()
  .post("/register", validate("json", registerBodySchema), async (c) => {
    const { name, email, password } = c.req.valid("json");
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem.message, problem.code);
    const db = c.var.db;
    // Every attempt that passed validation counts against its address, before any work (the lookup, the
    // hashing): an address past its hourly quota is refused at once. Without the header (not behind
    // Cloudflare), all attempts share one key.
    const address = c.req.header("CF-Connecting-IP");
    await requireHourlyQuota(db, "registrations", registrationsKey(address), c.var.config.QUOTA_REGISTRATIONS_PER_ADDRESS_PER_HOUR);
    if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);

    const user = await insertUser(db, { name, email, password: await hashPassword(password) }).catch(
      (err: unknown) => {
        // Two registrations racing for one address: the unique index decides.
        if (String(err).includes("UNIQUE")) throw conflict(EMAIL_TAKEN);
        throw err;
      },
    );
    const token = await issueToken(db, c.var.config, user.id);
    return c.json({ user: await toPublicUser(db, user), token }, 201);
  })
  .post("/login", validate("json", loginBodySchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const db = c.var.db;
    const attemptKeys: AttemptKey[] = [`email:${email}`];
    const ip = c.req.header("CF-Connecting-IP");
    if (ip) attemptKeys.push(`ip:${ip}`);

    const locks = await Promise.all(attemptKeys.map((key) => isLockedOut(db, key)));
    if (locks.some(Boolean)) throw tooManyRequests(LOCKED_OUT);

    const user = await findUserByEmail(db, email);
    const stored = user
      ? { hash: user.passwordHash, salt: user.passwordSalt, iterations: user.passwordIterations }
      : UNKNOWN_USER_HASH;
    const valid = (await verifyPassword(password, stored)) && user !== undefined;
    if (!valid || !user) {
      await Promise.all(attemptKeys.map((key) => recordFailedLogin(db, key)));
      throw unauthorized(INVALID_CREDENTIALS);
    }

    await clearFailedLogins(db, `email:${email}`);
    const token = await issueToken(db, c.var.config, user.id);
    return c.json({ user: await toPublicUser(db, user), token });
  })
  .post("/logout", async (c) => {
    await revokeSession(c.var.db, c.var.sessionId);
    await closeSessionSockets(c.env, c.var.db, [c.var.sessionId]);
    return c.json({ success: true, message: "Logged out" });
  })
  .get("/me", async (c) => c.json({ user: await toPublicUser(c.var.db, c.var.user) }));
