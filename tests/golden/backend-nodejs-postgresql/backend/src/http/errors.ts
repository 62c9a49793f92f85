import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { ZodError } from "zod";
import { DuplicateValueError, RecordInUseError } from "../repositories/repository.js";

/** An error with the HTTP status it is answered with, and the fields it is about when there are some. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
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
  if (!id) throw new HttpError(404, `${label} not found`);
  return id;
}

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No route for ${req.method} ${req.originalUrl}`));
};

/** One error shape for every failure: { error, issues? }. Unknown errors are logged and answered with 500. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    res.status(400).json({ error: "Invalid input", issues });
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json(error.issues ? { error: error.message, issues: error.issues } : { error: error.message });
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
