import { Hono } from "hono";
import type { ZodType } from "zod";
import type { ChangeEvents } from "../events.js";
import type { Entity, NewRecord, Repository } from "../repositories/repository.js";
import { HttpError, idParam, type AppContext, type AppEnv } from "./errors.js";
import { checkCustomRules, valuesOf } from "../rules/custom-rules.js";

/** A reference field and how to check that the record it points at exists. */
export interface Reference<T extends Entity> {
  field: keyof NewRecord<T> & string;
  label: string;
  exists(id: string): Promise<boolean>;
  /** The route of the records it points at, when a role may own them: another account's is as good as missing. */
  route?: string;
}

/**
 * Which records the signed-in account sees, for apps where a role owns record types: of an owned type only the
 * records its account created. Another account's record is answered as missing, so its existence is not revealed.
 */
export interface RecordAccess {
  /** The ids of the route's records the account sees, or undefined when it sees every one. */
  visible(account: string, route: string): Promise<ReadonlySet<string> | undefined>;
  /** Notes a new record as its creator's. */
  created(account: string, route: string, id: string): Promise<void>;
  removed(route: string, id: string): Promise<void>;
  /** The accounts that own the record (its creator, where a role owns the type): none otherwise. */
  owners(route: string, id: string): Promise<string[]>;
}

/** A field that walks through states: a new record starts in the first, and a change moves only as listed. */
export interface StateField<T extends Entity> {
  field: keyof NewRecord<T> & string;
  states: readonly string[];
  moves: Readonly<Record<string, readonly string[]>>;
}

export interface CrudOptions<T extends Entity> {
  label: string;
  /** The name change events carry ("orders"), the same as the route. */
  topic: string;
  repository: Repository<T>;
  schema: ZodType<NewRecord<T>>;
  references: Reference<T>[];
  states: StateField<T>[];
  events: ChangeEvents;
  /** Limits an account whose role owns this record type to its own records; without it every account sees all. */
  access?: RecordAccess;
}

/** GET /, POST /, GET /:id, PUT /:id and DELETE /:id for one record type, validated and announced. */
export function crudRoutes<T extends Entity>(options: CrudOptions<T>): Hono<AppEnv> {
  const { label, topic, repository, schema, references, states, events, access } = options;
  const notFound = () => new HttpError(404, `${label} not found`);
  const visibleIds = async (c: AppContext, route: string) => {
    const account = c.get("userId");
    return access && account ? access.visible(account, route) : undefined;
  };
  /** The record, or a 404 when it is missing or another account's and this account sees only its own. */
  const find = async (c: AppContext, id: string): Promise<T> => {
    const record = await repository.get(id);
    const visible = await visibleIds(c, topic);
    if (!record || (visible && !visible.has(id))) throw notFound();
    return record;
  };
  /** Who owns a record, carried with its change inside the server (never sent) for the live streams. */
  const ownersOf = async (id: string): Promise<string[]> => (access ? access.owners(topic, id) : []);

  /** Refuses a state a record may not take: anything but the first for a new one, an unlisted move for a change. */
  const checkStates = (input: NewRecord<T>, current?: T) => {
    for (const { field, states: all, moves } of states) {
      const next = String(input[field]);
      const from = current ? String(current[field]) : undefined;
      const allowed = from === undefined ? next === all[0] : next === from || (moves[from] ?? []).includes(next);
      if (!allowed) {
        const message = from === undefined ? `A new ${label.toLowerCase()} starts as ${all[0]}` : `Cannot go from ${from} to ${next}`;
        throw new HttpError(400, "Invalid input", [{ path: field, message }]);
      }
    }
  };

  const parse = async (c: AppContext): Promise<NewRecord<T>> => {
    const input = schema.parse(c.get("body"));
    for (const reference of references) {
      const id = input[reference.field];
      if (typeof id !== "string") continue;
      const visible = reference.route ? await visibleIds(c, reference.route) : undefined;
      if (!(await reference.exists(id)) || (visible && !visible.has(id))) {
        throw new HttpError(400, `${reference.label} ${id} does not exist`);
      }
    }
    return input;
  };

  const routes = new Hono<AppEnv>();
  routes.get("/", async (c) => {
    const records = await repository.list();
    const visible = await visibleIds(c, topic);
    return c.json(visible ? records.filter((record) => visible.has(record.id)) : records);
  });
  routes.post("/", async (c) => {
    const input = await parse(c);
    checkStates(input);
    await checkCustomRules({ topic, input: valuesOf(input), current: null });
    const created = await repository.create(input);
    const account = c.get("userId");
    if (access && account) await access.created(account, topic, created.id);
    await events.publish({ topic, action: "created", id: created.id, owners: await ownersOf(created.id) });
    return c.json(created, 201);
  });
  routes.get("/:id", async (c) => c.json(await find(c, idParam(c, label))));
  routes.put("/:id", async (c) => {
    const id = idParam(c, label);
    const current = await find(c, id);
    const input = await parse(c);
    checkStates(input, current);
    await checkCustomRules({ topic, input: valuesOf(input), current: valuesOf(current) });
    const updated = await repository.update(id, input);
    if (!updated) throw notFound();
    await events.publish({ topic, action: "updated", id, owners: await ownersOf(id) });
    return c.json(updated);
  });
  routes.delete("/:id", async (c) => {
    const id = idParam(c, label);
    await find(c, id);
    // Looked up before the record goes, as its owners go with it: its owner still hears of the deletion.
    const owners = await ownersOf(id);
    if (!(await repository.remove(id))) throw notFound();
    await access?.removed(topic, id);
    await events.publish({ topic, action: "deleted", id, owners });
    return c.body(null, 204);
  });
  return routes;
}
