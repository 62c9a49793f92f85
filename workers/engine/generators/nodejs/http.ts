import { code } from "../files";
import type { GeneratedFile } from "../types";

const errors = `
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { ZodError } from "zod";
import { DuplicateValueError, RecordInUseError } from "../repositories/repository.js";

/** An error with the HTTP status it is answered with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Runs an async handler and passes its failure to the error handler (Express 4 does not). */
export function handle(action: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    action(req, res).catch(next);
  };
}

/** The :id of a route, or a 404 when it is missing. */
export function idParam(req: Request, label: string): string {
  const id = req.params.id;
  if (!id) throw new HttpError(404, \`\${label} not found\`);
  return id;
}

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, \`No route for \${req.method} \${req.originalUrl}\`));
};

/** One error shape for every failure: { error, issues? }. Unknown errors are logged and answered with 500. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    res.status(400).json({ error: "Invalid input", issues });
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  if (error instanceof RecordInUseError || error instanceof DuplicateValueError) {
    res.status(409).json({ error: error.message });
    return;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    // Body parser failures: malformed JSON, a body too large.
    res.status(status).json({ error: (error as Error).message });
    return;
  }
  console.error(error);
  res.status(500).json({ error: "Something went wrong" });
};
`;

const crud = `
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
  const notFound = () => new HttpError(404, \`\${label} not found\`);

  const parse = async (body: unknown): Promise<NewRecord<T>> => {
    const input = schema.parse(body);
    for (const reference of references) {
      const id = input[reference.field];
      if (typeof id === "string" && !(await reference.exists(id))) {
        throw new HttpError(400, \`\${reference.label} \${id} does not exist\`);
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
`;

const events = `
import { EventEmitter } from "node:events";

/** A change to a record: what real-time clients, notifications and analytics listen to. */
export interface Change {
  topic: string;
  action: "created" | "updated" | "deleted";
  id: string;
}

export class ChangeEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open live connection is one listener.
    this.emitter.setMaxListeners(0);
  }

  publish(change: Change): void {
    this.emitter.emit("change", change);
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.emitter.on("change", listener);
    return () => {
      this.emitter.off("change", listener);
    };
  }
}
`;

const cors = `
import type { RequestHandler } from "express";

/** Lets one other origin (the frontend, when it is served from elsewhere) call the API. */
export function allowOrigin(origin: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!origin) return next();
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, X-File-Name, X-File-Type");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    next();
  };
}
`;

export const httpFiles = (): GeneratedFile[] => [
  code("backend/src/http/errors.ts", "backend", errors),
  code("backend/src/http/crud.ts", "backend", crud),
  code("backend/src/http/cors.ts", "backend", cors),
  code("backend/src/events.ts", "backend", events),
];
