import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { DuplicateValueError, RecordInUseError } from "../repositories/repository.js";

/** What the middleware leaves for the handlers: the signed-in account, the parsed JSON body. */
export interface AppEnv {
  Variables: { userId: string | undefined; body: unknown };
}

export type AppContext = Context<AppEnv>;

/** An error with the HTTP status it is answered with, and the fields it is about when there are some. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly issues: { path: string; message: string }[] | undefined;

  constructor(status: ContentfulStatusCode, message: string, issues?: { path: string; message: string }[]) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.issues = issues;
  }
}

/** The :id of a route, or a 404 when it is missing. */
export function idParam(c: AppContext, label: string): string {
  const id = c.req.param("id");
  if (!id) throw new HttpError(404, `${label} not found`);
  return id;
}

export function unknownRoute(c: AppContext): Response {
  const url = new URL(c.req.url);
  return c.json({ error: `No route for ${c.req.method} ${url.pathname}${url.search}` }, 404);
}

/** One error shape for every failure: { error, issues? }. Unknown errors are logged and answered with 500. */
export function answerError(error: Error, c: AppContext): Response {
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    return c.json({ error: "Invalid input", issues }, 400);
  }
  if (error instanceof HttpError) {
    return c.json(error.issues ? { error: error.message, issues: error.issues } : { error: error.message }, error.status);
  }
  if (error instanceof RecordInUseError || error instanceof DuplicateValueError) {
    return c.json({ error: error.message }, 409);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: error.message }, error.status);
  }
  console.error(error);
  return c.json({ error: "Something went wrong" }, 500);
}
