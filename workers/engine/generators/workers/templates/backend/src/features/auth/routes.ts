import { Hono } from "hono";
import { z } from "zod";
import type { User } from "../../domain/user.js";
import { HttpError, type AppContext, type AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";
import { requireAuth } from "./guard.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { MANAGING_ROLE, roleNamed, ROLES, SIGN_UP_ROLE } from "./roles.js";
import { issueToken } from "./tokens.js";

const email = z.email().transform((value) => value.toLowerCase());
const registration = z.object({
  name: z.string().trim().min(1).max(100),
  email,
  password: z.string().min(8, "Use at least 8 characters").max(200),
});
const credentials = z.object({ email, password: z.string().min(1) });
const roleChange = z.object({ role: z.string().refine((name) => roleNamed(name) !== undefined, `One of ${ROLES.map((role) => role.name).join(", ")}`) });

const publicUser = ({ id, name, email, role }: User) => ({ id, name, email, role });

/**
 * /api/auth: register, login (both answer { token, user }), the signed-in user, and for the managing role
 * every account and the role each has.
 */
export function authRoutes({ repositories, config }: Services): Hono<AppEnv> {
  const session = async (user: User) => ({ token: await issueToken(user, config.authSecret), user: publicUser(user) });
  const signedIn = async (c: AppContext): Promise<User> => {
    const user = await repositories.users.get(String(c.get("userId")));
    if (!user) throw new HttpError(401, "Sign in first");
    return user;
  };
  const managing = async (c: AppContext): Promise<User> => {
    const user = await signedIn(c);
    if (user.role !== MANAGING_ROLE.name) throw new HttpError(403, `Only the ${MANAGING_ROLE.label} role manages accounts`);
    return user;
  };

  const routes = new Hono<AppEnv>();
  routes.post("/register", async (c) => {
    const input = registration.parse(c.get("body"));
    if ((await repositories.users.findBy("email", input.email)).length > 0) {
      throw new HttpError(409, "An account with that email already exists");
    }
    const passwordHash = await hashPassword(input.password);
    // The first account runs the app; every later one starts in the sign-up role.
    const role = (await repositories.users.list()).length === 0 ? MANAGING_ROLE : SIGN_UP_ROLE;
    const user = await repositories.users.create({ name: input.name, email: input.email, passwordHash, role: role.name });
    return c.json(await session(user), 201);
  });
  routes.post("/login", async (c) => {
    const input = credentials.parse(c.get("body"));
    const [user] = await repositories.users.findBy("email", input.email);
    if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
      throw new HttpError(401, "Wrong email or password");
    }
    return c.json(await session(user));
  });
  routes.use("/me", requireAuth(config.authSecret));
  routes.use("/users", requireAuth(config.authSecret));
  routes.use("/users/*", requireAuth(config.authSecret));
  routes.get("/me", async (c) => c.json(publicUser(await signedIn(c))));
  routes.get("/users", async (c) => {
    await managing(c);
    return c.json((await repositories.users.list()).map(publicUser));
  });
  routes.put("/users/:id/role", async (c) => {
    const manager = await managing(c);
    const { role } = roleChange.parse(c.get("body"));
    const id = c.req.param("id");
    const user = await repositories.users.get(id);
    if (!user) throw new HttpError(404, "Account not found");
    // Someone must always be able to assign roles: the managing account keeps its own.
    if (user.id === manager.id) throw new HttpError(400, "You cannot change your own role");
    const { id: _id, ...fields } = user;
    const updated = await repositories.users.update(id, { ...fields, role });
    if (!updated) throw new HttpError(404, "Account not found");
    return c.json(publicUser(updated));
  });
  return routes;
}
