import { Router } from "express";
import type { ZodType } from "zod";
import type { ChangeEvents } from "../events.js";
import type { Entity, NewRecord, Repository } from "../repositories/repository.js";
import { handle, HttpError, idParam } from "./errors.js";

/** A reference field and how to check that the record it points at exists. */
export interface Reference<T extends Entity> {
  field: keyof NewRecord<T> & string;
  label: string;
  exists(id: string): Promise<boolean>;
}

export interface CrudOptions<T extends Entity> {
  label: string;
  /** The name change events carry ("orders"), the same as the route. */
  topic: string;
  repository: Repository<T>;
  schema: ZodType<NewRecord<T>>;
  references: Reference<T>[];
  events: ChangeEvents;
}

/** GET /, POST /, GET /:id, PUT /:id and DELETE /:id for one record type, validated and announced. */
export function crudRoutes<T extends Entity>(options: CrudOptions<T>): Router {
  const { label, topic, repository, schema, references, events } = options;
  const notFound = () => new HttpError(404, `${label} not found`);

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
      const created = await repository.create(await parse(req.body));
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
      if (!(await repository.get(id))) throw notFound();
      const updated = await repository.update(id, await parse(req.body));
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
