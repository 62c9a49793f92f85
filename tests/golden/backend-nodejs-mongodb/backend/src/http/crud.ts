import { Router } from "express";
import type { ZodType } from "zod";
import type { ChangeEvents } from "../events.js";
import type { Entity, NewRecord, Repository } from "../repositories/repository.js";
import { handle, HttpError, idParam } from "./errors.js";
import { checkCustomRules, valuesOf } from "../rules/custom-rules.js";

/** A reference field and how to check that the record it points at exists. */
export interface Reference<T extends Entity> {
  field: keyof NewRecord<T> & string;
  label: string;
  exists(id: string): Promise<boolean>;
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
}

/** GET /, POST /, GET /:id, PUT /:id and DELETE /:id for one record type, validated and announced. */
export function crudRoutes<T extends Entity>(options: CrudOptions<T>): Router {
  const { label, topic, repository, schema, references, states, events } = options;
  const notFound = () => new HttpError(404, `${label} not found`);

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

  const parse = async (body: unknown): Promise<NewRecord<T>> => {
    const input = schema.parse(body);
    for (const reference of references) {
      const id = input[reference.field];
      if (typeof id === "string" && !(await reference.exists(id))) {
        throw new HttpError(400, `${reference.label} ${id} does not exist`);
      }
    }
    return input;
  };

  const router = Router();
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json(await repository.list());
    }),
  );
  router.post(
    "/",
    handle(async (req, res) => {
      const input = await parse(req.body);
      checkStates(input);
      await checkCustomRules({ topic, input: valuesOf(input), current: null });
      const created = await repository.create(input);
      events.publish({ topic, action: "created", id: created.id });
      res.status(201).json(created);
    }),
  );
  router.get(
    "/:id",
    handle(async (req, res) => {
      const record = await repository.get(idParam(req, label));
      if (!record) throw notFound();
      res.json(record);
    }),
  );
  router.put(
    "/:id",
    handle(async (req, res) => {
      const id = idParam(req, label);
      const current = await repository.get(id);
      if (!current) throw notFound();
      const input = await parse(req.body);
      checkStates(input, current);
      await checkCustomRules({ topic, input: valuesOf(input), current: valuesOf(current) });
      const updated = await repository.update(id, input);
      if (!updated) throw notFound();
      events.publish({ topic, action: "updated", id });
      res.json(updated);
    }),
  );
  router.delete(
    "/:id",
    handle(async (req, res) => {
      const id = idParam(req, label);
      if (!(await repository.remove(id))) throw notFound();
      events.publish({ topic, action: "deleted", id });
      res.status(204).end();
    }),
  );
  return router;
}
