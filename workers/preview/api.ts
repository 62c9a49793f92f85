import { Hono, type Context } from "hono";
import { z, ZodError } from "zod";
import type { AppModel, Entity } from "../engine/model";
import { guardedRoutes, ownedRoutes, ownsRecords, roleRows, type RoleRow } from "../engine/generators/shared/backend/roles";
import { openApiDocument } from "../engine/generators/shared/backend/openapi";
import { recordSchema, stateFields } from "./record-schema";
import { hashPassword, verifyPassword } from "../auth/password";
import {
  DuplicateValueError,
  PreviewFullError,
  RecordInUseError,
  type Account,
  type Pointer,
  type PreviewStore,
  type RecordKind,
  type StoredRecord,
} from "./store";
import type { Audience, LiveChanges } from "./live";

/**
 * The preview backend: the API every generated backend serves (see generators/nodejs), built at run time
 * from the app model. Same routes, statuses and error shape `{ error, issues? }`, so the generated frontend
 * runs against it unchanged. Outside services are played as the generated local ones play them (payments
 * by the local provider's rules, notifications kept in the app with no email sent). A feature route the
 * preview does not know answers 501 saying so, instead of pretending.
 */

/** The features the preview serves; any other feature route answers 501 with what to run instead. */
export const PREVIEW_FEATURES = ["auth", "search", "notifications", "payments", "api", "dashboard", "analytics", "file-upload", "real-time"] as const;

class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 501,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

interface Vars {
  Variables: { account: Account | undefined };
}

const CORS_HEADERS: Record<string, string> = {
  // The preview runs in a sandboxed document whose origin is opaque ("null"); it sends its own token, never a cookie.
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, X-File-Name, X-File-Type",
  "Access-Control-Max-Age": "600",
};

const MAX_BODY_BYTES = 1024 * 1024;

const registration = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().transform((value) => value.toLowerCase()),
  password: z.string().min(8, "Use at least 8 characters").max(200),
});
const credentials = z.object({ email: z.email().transform((value) => value.toLowerCase()), password: z.string().min(1) });
const notification = z.object({
  recipient: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).nullable().default(null),
});
const checkout = z.object({
  amount: z.number().int().positive(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "Use a three-letter currency code")
    .transform((code) => code.toLowerCase())
    .default("usd"),
  description: z.string().trim().max(200).nullable().default(null),
  paymentMethod: z.string().trim().min(1),
});
const searchQuery = z.object({ q: z.string().trim().min(1, "Type something to search for").max(100) });
/** Local test methods, as the generated payment provider names them: this one is declined. */
const DECLINED_METHOD = "pm_card_chargeDeclined";
const MAX_HITS = 50;

const passwordHashSchema = z.object({ hash: z.string(), salt: z.string(), iterations: z.number().int().positive() });

const publicAccount = ({ id, name, email, role }: Account) => ({ id, name, email, role });

/** Where a record type lives in the store, and what a reference to it looks like. */
function kindOf(entity: Entity): RecordKind {
  return { kind: entity.route, label: entity.label, unique: entity.fields.filter((field) => field.unique).map((field) => field.name) };
}

function pointersOf(model: AppModel): Pointer[] {
  return model.entities.flatMap((entity) =>
    entity.fields.flatMap((field) => {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      return field.kind === "reference" && target ? [{ from: entity.route, field: field.name, to: target.route }] : [];
    }),
  );
}

async function jsonBody(c: Context): Promise<unknown> {
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > MAX_BODY_BYTES) throw new HttpError(413, "request entity too large");
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, "request entity too large");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "The body is not valid JSON");
  }
}

export type PreviewApp = Hono<Vars>;

/**
 * Whose records a request meets, as the generated backends decide it with their RecordOwner rows:
 * `creator` is the account a new record of a route is noted as created by (any account, on a route some
 * role owns); `ownedBy` is the account a route's records are limited to, when that account's role owns the
 * route (another account's record is then "not found"), else undefined: staff see everything.
 */
interface Ownership {
  creator(c: Context<Vars>, route: string): string | undefined;
  ownedBy(c: Context<Vars>, route: string): string | undefined;
  /**
   * The changes the live stream of the request's account is sent: every change to a type no role owns; of an
   * owned type, those of the records the account sees (its role does not own the type, or it created the record).
   */
  audience(c: Context<Vars>): Audience;
}

/** The Hono app for one project's preview; `store` is that preview's own storage. */
export function previewApi(model: AppModel, store: PreviewStore, live: LiveChanges): Hono<Vars> {
  const app = new Hono<Vars>();
  const hasAuth = model.features.includes("auth");
  const roles = roleRows(model);
  const managing = roles.find((role) => role.manages);
  const signUp = roles.find((role) => role.signUp);
  const refusals = new Map(guardedRoutes(model));
  const pointers = pointersOf(model);
  const owned = new Set(ownsRecords(model) ? ownedRoutes(model) : []);
  const roleOf = (account: Account): RoleRow | undefined => roles.find((candidate) => candidate.name === account.role);
  const ownership: Ownership = {
    creator: (c, route) => (owned.has(route) ? c.get("account")?.id : undefined),
    // The role is read from the stored account on every request, as the write check reads it.
    ownedBy: (c, route) => {
      const account = c.get("account");
      return account && owned.has(route) && roleOf(account)?.owns.includes(route) ? account.id : undefined;
    },
    audience: (c) => {
      const id = c.get("account")?.id;
      return (change, owner) => {
        if (!owned.has(change.topic)) return true;
        // The stream outlives the request: its account's role is read again at each change, so a new role
        // applies at once, and a stream whose account is gone hears of no owned record.
        const account = id === undefined ? undefined : store.accountById(id);
        if (!account) return false;
        return !roleOf(account)?.owns.includes(change.topic) || owner === account.id;
      };
    },
  };

  app.use("*", async (c, next) => {
    if (c.req.method === "OPTIONS") return c.body(null, 204, CORS_HEADERS);
    await next();
    for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
  });

  app.get("/api/health", (c) => c.json({ status: "ok" }));
  if (model.features.includes("api")) app.get("/api/openapi.json", (c) => c.json(openApiDocument(model)));

  const signedIn = (c: Context<Vars>): Account => {
    const account = c.get("account");
    if (!account) throw new HttpError(401, "Sign in first");
    return account;
  };
  const requireManaging = (c: Context<Vars>): Account => {
    const account = signedIn(c);
    if (account.role !== managing?.name) throw new HttpError(403, `Only the ${managing?.label ?? "managing"} role manages accounts`);
    return account;
  };

  if (hasAuth) {
    app.use("/api/*", async (c, next) => {
      // The Authorization header only: a token in the address would end up in logs, history and Referer headers.
      const header = c.req.header("authorization");
      const token = header?.startsWith("Bearer ") ? header.slice("Bearer ".length) : undefined;
      c.set("account", token ? store.accountForToken(token) : undefined);
      const open = c.req.path === "/api/health" || c.req.path === "/api/auth/register" || c.req.path === "/api/auth/login" || c.req.path === "/api/openapi.json";
      if (!open && !c.get("account")) throw new HttpError(401, "Sign in first");
      // A change to a record type the account's role does not write is refused, read afresh on every change.
      const route = c.req.path.split("/")[2] ?? "";
      const records = refusals.get(route);
      if (records !== undefined && c.req.method !== "GET") {
        const account = signedIn(c);
        const role = roleOf(account);
        if (!role?.routes.includes(route)) throw new HttpError(403, `Your role (${role?.label ?? account.role}) cannot change ${records}`);
      }
      await next();
    });
    app.post("/api/auth/register", async (c) => {
      const input = registration.parse(await jsonBody(c));
      if (store.accountBy("email", input.email)) throw new HttpError(409, "An account with that email already exists");
      // The first account runs the app; every later one starts in the sign-up role.
      const role = store.accounts().length === 0 ? managing : signUp;
      const account = store.addAccount({ name: input.name, email: input.email, role: role?.name ?? "member", passwordHash: JSON.stringify(await hashPassword(input.password)) });
      return c.json({ token: store.issueToken(account.id), user: publicAccount(account) }, 201);
    });
    app.post("/api/auth/login", async (c) => {
      const input = credentials.parse(await jsonBody(c));
      const account = store.accountBy("email", input.email);
      // The preview's own accounts are hashed as AppForge's are; they are never AppForge's accounts.
      if (!account || !(await verifyPassword(input.password, passwordHashSchema.parse(JSON.parse(account.passwordHash))))) {
        throw new HttpError(401, "Wrong email or password");
      }
      return c.json({ token: store.issueToken(account.id), user: publicAccount(account) });
    });
    app.get("/api/auth/me", (c) => c.json(publicAccount(signedIn(c))));
    app.get("/api/auth/users", (c) => {
      requireManaging(c);
      return c.json(store.accounts().map(publicAccount));
    });
    app.put("/api/auth/users/:id/role", async (c) => {
      const manager = requireManaging(c);
      const names = roles.map((role) => role.name);
      const { role } = z.object({ role: z.string().refine((name) => names.includes(name), `One of ${names.join(", ")}`) }).parse(await jsonBody(c));
      const account = store.accountBy("id", c.req.param("id"));
      if (!account) throw new HttpError(404, "Account not found");
      // Someone must always be able to assign roles: the managing account keeps its own.
      if (account.id === manager.id) throw new HttpError(400, "You cannot change your own role");
      store.setRole(account.id, role);
      return c.json(publicAccount({ ...account, role }));
    });
  }

  for (const entity of model.entities) crudRoutes(app, model, entity, store, pointers, live, ownership);
  if (model.features.includes("search")) searchRoute(app, model, store, ownership);
  if (model.features.includes("notifications")) notificationRoutes(app, store);
  if (model.features.includes("payments")) paymentRoutes(app, store);
  if (model.features.includes("analytics")) analyticsRoutes(app, model, store, ownership);
  if (model.features.includes("file-upload")) uploadRoutes(app, store);
  if (model.features.includes("real-time")) app.get("/api/live", (c) => live.connect(ownership.audience(c)));

  const served = new Set<string>(PREVIEW_FEATURES);
  for (const route of model.apiRoutes) {
    if (!route.feature || served.has(route.feature)) continue;
    const method = route.method.toLowerCase() as "get" | "post" | "put" | "delete";
    app[method](route.path, () => {
      throw new HttpError(501, `The preview does not run ${route.path} (${route.feature}): run the generated backend for it`);
    });
  }

  app.all("/api/*", (c) => {
    throw new HttpError(404, `No route for ${c.req.method} ${new URL(c.req.url).pathname}`);
  });
  app.onError((error, c) => {
    const headers = CORS_HEADERS;
    if (error instanceof ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      return c.json({ error: "Invalid input", issues }, 400, headers);
    }
    if (error instanceof HttpError) {
      return c.json(error.issues ? { error: error.message, issues: error.issues } : { error: error.message }, error.status, headers);
    }
    if (error instanceof DuplicateValueError || error instanceof RecordInUseError || error instanceof PreviewFullError) {
      return c.json({ error: error.message }, 409, headers);
    }
    console.error("Preview API error", error instanceof Error ? error.message : String(error));
    return c.json({ error: "Something went wrong" }, 500, headers);
  });
  return app;
}

function crudRoutes(app: Hono<Vars>, model: AppModel, entity: Entity, store: PreviewStore, pointers: readonly Pointer[], live: LiveChanges, ownership: Ownership): void {
  const base = `/api/${entity.route}`;
  const spec = kindOf(entity);
  const schema = recordSchema(entity);
  const states = stateFields(entity);
  const references = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    return field.kind === "reference" && target ? [{ field: field.name, label: target.label, kind: target.route }] : [];
  });
  const notFound = () => new HttpError(404, `${entity.label} not found`);

  const parse = async (c: Context<Vars>): Promise<Record<string, unknown>> => {
    const input = schema.parse(await jsonBody(c));
    for (const reference of references) {
      const id = input[reference.field];
      // A reference to another account's record of a type this account's role owns is refused as a missing one.
      if (typeof id === "string" && !store.exists(reference.kind, id, ownership.ownedBy(c, reference.kind))) {
        throw new HttpError(400, `${reference.label} ${id} does not exist`);
      }
    }
    return input;
  };
  const checkStates = (input: Record<string, unknown>, current?: StoredRecord) => {
    for (const { field, states: all, moves } of states) {
      const next = String(input[field]);
      const from = current ? String(current[field]) : undefined;
      const allowed = from === undefined ? next === all[0] : next === from || (moves.get(from) ?? []).includes(next);
      if (!allowed) {
        const message = from === undefined ? `A new ${entity.label.toLowerCase()} starts as ${all[0]}` : `Cannot go from ${from} to ${next}`;
        throw new HttpError(400, "Invalid input", [{ path: field, message }]);
      }
    }
  };

  app.get(base, (c) => c.json(store.list(spec.kind, ownership.ownedBy(c, spec.kind))));
  app.post(base, async (c) => {
    const input = await parse(c);
    checkStates(input);
    const creator = ownership.creator(c, spec.kind);
    const created = store.create(spec, input, creator);
    live.publish({ topic: entity.route, action: "created", id: created.id }, creator);
    return c.json(created, 201);
  });
  app.get(`${base}/:id`, (c) => {
    const record = store.get(spec.kind, c.req.param("id"), ownership.ownedBy(c, spec.kind));
    if (!record) throw notFound();
    return c.json(record);
  });
  app.put(`${base}/:id`, async (c) => {
    const id = c.req.param("id");
    const ownedBy = ownership.ownedBy(c, spec.kind);
    const current = store.get(spec.kind, id, ownedBy);
    if (!current) throw notFound();
    const input = await parse(c);
    checkStates(input, current);
    const updated = store.update(spec, id, input, ownedBy);
    if (!updated) throw notFound();
    live.publish({ topic: entity.route, action: "updated", id }, store.ownerOf(spec.kind, id));
    return c.json(updated);
  });
  app.delete(`${base}/:id`, (c) => {
    const id = c.req.param("id");
    // Read before the record goes, as its creator goes with it: its owner still hears of the deletion.
    const owner = store.ownerOf(spec.kind, id);
    if (!store.remove(spec, id, pointers, ownership.ownedBy(c, spec.kind))) throw notFound();
    live.publish({ topic: entity.route, action: "deleted", id }, owner);
    return c.body(null, 204);
  });
}

function searchRoute(app: Hono<Vars>, model: AppModel, store: PreviewStore, ownership: Ownership): void {
  app.get("/api/search", (c) => {
    const needle = searchQuery.parse({ q: c.req.query("q") }).q.toLowerCase();
    const hits: { type: string; route: string; id: string; title: string }[] = [];
    for (const entity of model.entities) {
      // Another account's records of a type this account's role owns are not found here either.
      for (const record of store.list(entity.route, ownership.ownedBy(c, entity.route))) {
        const texts = Object.entries(record)
          .filter(([key, value]) => key !== "id" && typeof value === "string")
          .map(([, value]) => String(value).toLowerCase());
        if (!texts.some((text) => text.includes(needle))) continue;
        hits.push({ type: entity.label, route: entity.route, id: record.id, title: String(record[entity.displayField] ?? record.id) });
      }
    }
    return c.json(hits.slice(0, MAX_HITS));
  });
}

const NOTIFICATIONS: RecordKind = { kind: "#notifications", label: "Notification", unique: [] };
const PAYMENTS: RecordKind = { kind: "#payments", label: "Payment", unique: [] };

function notificationRoutes(app: Hono<Vars>, store: PreviewStore): void {
  app.get("/api/notifications", (c) => c.json(store.list(NOTIFICATIONS.kind).reverse()));
  app.post("/api/notifications", async (c) => {
    const input = notification.parse(await jsonBody(c));
    // The preview sends no email: the notification is kept in the app, as the generated backend keeps it.
    return c.json(store.create(NOTIFICATIONS, { ...input, read: false }), 201);
  });
  app.post("/api/notifications/:id/read", (c) => {
    const id = c.req.param("id");
    const existing = store.get(NOTIFICATIONS.kind, id);
    if (!existing) throw new HttpError(404, "Notification not found");
    const { id: _id, ...fields } = existing;
    return c.json(store.update(NOTIFICATIONS, id, { ...fields, read: true }));
  });
}

function paymentRoutes(app: Hono<Vars>, store: PreviewStore): void {
  app.post("/api/payments/checkout", async (c) => {
    const input = checkout.parse(await jsonBody(c));
    // The preview charges nothing: it plays the generated local provider, which declines one test method.
    const declined = input.paymentMethod === DECLINED_METHOD;
    const payment = store.create(PAYMENTS, {
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      status: declined ? "failed" : "succeeded",
      providerReference: `local_${crypto.randomUUID()}`,
      failureReason: declined ? "The card was declined" : null,
    });
    return c.json(payment, declined ? 402 : 201);
  });
  app.get("/api/payments", (c) => c.json(store.list(PAYMENTS.kind)));
  app.get("/api/payments/:id", (c) => {
    const payment = store.get(PAYMENTS.kind, c.req.param("id"));
    if (!payment) throw new HttpError(404, "Payment not found");
    return c.json(payment);
  });
}

const ANALYTICS: RecordKind = { kind: "#analytics", label: "Analytics event", unique: [] };
const UPLOADS: RecordKind = { kind: "#uploads", label: "File", unique: [] };
const usageEvent = z.object({
  name: z.string().trim().min(1).max(100),
  path: z.string().trim().max(500).nullable().default(null),
});
/** Smaller than the generated backend's 10 MB: the preview keeps files in its own storage. */
export const MAX_PREVIEW_UPLOAD_BYTES = 1024 * 1024;

function analyticsRoutes(app: Hono<Vars>, model: AppModel, store: PreviewStore, ownership: Ownership): void {
  app.post("/api/analytics/events", async (c) => {
    const input = usageEvent.parse(await jsonBody(c));
    return c.json(store.create(ANALYTICS, { ...input, occurredAt: new Date().toISOString() }), 201);
  });
  app.get("/api/analytics/summary", (c) => {
    // An account whose role owns a type counts its own records of it, as the generated backends count them.
    const records = Object.fromEntries(model.entities.map((entity) => [entity.route, store.list(entity.route, ownership.ownedBy(c, entity.route)).length]));
    const events: Record<string, number> = {};
    for (const event of store.list(ANALYTICS.kind)) events[String(event.name)] = (events[String(event.name)] ?? 0) + 1;
    return c.json({ records, events });
  });
}

/** The uploader's media type when it is one (type/subtype, no parameters), else the bytes' neutral type. */
const mediaTypeOf = (value: string | undefined): string =>
  value && /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i.test(value.trim()) ? value.trim().toLowerCase() : "application/octet-stream";

function uploadRoutes(app: Hono<Vars>, store: PreviewStore): void {
  const find = (id: string) => {
    const upload = store.get(UPLOADS.kind, id);
    if (!upload) throw new HttpError(404, "File not found");
    return upload;
  };
  app.post("/api/uploads", async (c) => {
    if (Number(c.req.header("content-length") ?? "0") > MAX_PREVIEW_UPLOAD_BYTES) throw new HttpError(413, "The preview keeps files up to 1 MB");
    const data = new Uint8Array(await c.req.arrayBuffer());
    if (data.byteLength > MAX_PREVIEW_UPLOAD_BYTES) throw new HttpError(413, "The preview keeps files up to 1 MB");
    if (data.byteLength === 0 || !(c.req.header("content-type") ?? "").startsWith("application/octet-stream")) {
      throw new HttpError(400, "Send the file's bytes as application/octet-stream");
    }
    let fileName = "";
    try {
      fileName = decodeURIComponent(c.req.header("x-file-name") ?? "").replace(/[\\/]/g, "_").trim().slice(0, 200);
    } catch {
      fileName = "";
    }
    if (!fileName) throw new HttpError(400, "Name the file in the X-File-Name header");
    const upload = store.create(UPLOADS, { fileName, contentType: mediaTypeOf(c.req.header("x-file-type")), size: data.byteLength });
    store.saveFile(upload.id, data);
    return c.json(upload, 201);
  });
  app.get("/api/uploads", (c) => c.json(store.list(UPLOADS.kind)));
  app.get("/api/uploads/:id", (c) => c.json(find(c.req.param("id"))));
  app.get("/api/uploads/:id/content", (c) => {
    const upload = find(c.req.param("id"));
    const data = store.file(upload.id);
    if (!data) throw new HttpError(404, "File content not found");
    // Whatever type the uploader named, the browser saves the file and never runs it: attachment, no type
    // sniffing, and a policy that sandboxes it and allows nothing should it be opened anyway.
    return c.body(data, 200, {
      ...CORS_HEADERS,
      "Content-Type": mediaTypeOf(String(upload.contentType)),
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(String(upload.fileName))}`,
      "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
