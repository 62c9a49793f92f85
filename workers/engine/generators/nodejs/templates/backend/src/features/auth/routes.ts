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
