import type { MiddlewareHandler } from "hono";
import { HttpError, type AppEnv } from "../../http/errors.js";
import type { Repositories } from "../../repositories/index.js";

/** A kind of user: the record types (by route) it may create, change and delete. */
export interface Role {
  name: string;
  label: string;
  /** Assigns roles; the first account registered takes it. */
  manages: boolean;
  /** New accounts take it. */
  signUp: boolean;
  writes: readonly string[];
  /** The record types (routes) of which it sees and changes only the records its own account created. */
  owns: readonly string[];
}

/**
 * Who uses the app. Every signed-in account reads every record, except that a role sees only its own records of
 * the types it owns; a role changes only the records it writes.
 */
export const ROLES: readonly Role[] = [
  { name: "customer", label: "Customer", manages: false, signUp: true, writes: ["orders", "customers"], owns: ["orders", "customers"] },
  { name: "baker", label: "Baker", manages: false, signUp: false, writes: ["products", "orders", "customers", "pickup-slots", "production-lists"], owns: [] },
  { name: "owner", label: "Owner", manages: true, signUp: false, writes: ["products", "orders", "customers", "pickup-slots", "production-lists"], owns: [] },
];

/** The record routes a role is checked on, and how a refusal names their records. */
const RECORDS: Readonly<Record<string, string>> = {
  "products": "products",
  "orders": "orders",
  "customers": "customers",
  "pickup-slots": "pickup slots",
  "production-lists": "production lists",
};

const only = (kind: "manages" | "signUp"): Role => {
  const role = ROLES.find((candidate) => candidate[kind]);
  if (!role) throw new Error(`No role ${kind}`);
  return role;
};
export const MANAGING_ROLE = only("manages");
export const SIGN_UP_ROLE = only("signUp");

export const roleNamed = (name: unknown): Role | undefined => ROLES.find((role) => role.name === name);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * After the sign-in check: refuses a change (POST, PUT, DELETE) to a record type the account's role does not
 * write. The role is read from the account on every change, so a new role applies at once.
 */
export function requireWriteRole(repositories: Repositories): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const route = new URL(c.req.url).pathname.split("/")[2] ?? "";
    const records = RECORDS[route];
    if (READS.has(c.req.method) || records === undefined) return next();
    const user = await repositories.users.get(String(c.get("userId")));
    if (!user) throw new HttpError(401, "Sign in first");
    const role = roleNamed(user.role);
    if (!role?.writes.includes(route)) throw new HttpError(403, `Your role (${role?.label ?? user.role}) cannot change ${records}`);
    await next();
  };
}
