import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../auth/password";
import { changePasswordBodySchema, updateProfileBodySchema } from "../contract/auth";
import { passwordProblem } from "../contract/password";
import { revokeAllSessions } from "../db/sessions";
import { findUserByEmail, toPublicUser, updateUserPassword, updateUserProfile } from "../db/users";
import { validate, type AppEnv } from "./context";
import { badRequest, conflict, unauthorized } from "./errors";
import { closeSessionSockets } from "./rooms";
import { issueToken } from "./session-token";

export const users = new Hono<AppEnv>()
  .put("/me", validate("json", updateProfileBodySchema), async (c) => {
    const profile = c.req.valid("json");
    const db = c.var.db;
    const me = c.var.user;
    if (profile.email !== me.email) {
      const owner = await findUserByEmail(db, profile.email);
      if (owner && owner.id !== me.id) throw conflict("An account with this email already exists");
    }
    const updated = await updateUserProfile(db, me.id, profile);
    if (!updated) throw unauthorized();
    return c.json({ user: await toPublicUser(db, updated) });
  })
  .post("/change-password", validate("json", changePasswordBodySchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const db = c.var.db;
    const me = c.var.user;
    const stored = { hash: me.passwordHash, salt: me.passwordSalt, iterations: me.passwordIterations };
    if (!(await verifyPassword(currentPassword, stored))) {
      throw badRequest("Current password is incorrect", "wrong_password");
    }
    const problem = passwordProblem(newPassword);
    if (problem) throw badRequest(problem.message, problem.code);

    await updateUserPassword(db, me.id, await hashPassword(newPassword));
    // Every token issued before the change stops working, and so do the sockets they opened; this device gets a fresh one.
    await closeSessionSockets(c.env, db, await revokeAllSessions(db, me.id));
    const token = await issueToken(db, c.var.config, me.id);
    return c.json({ success: true, message: "Password changed successfully!", token });
  });
