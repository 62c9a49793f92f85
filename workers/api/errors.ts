import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorEnvelope } from "../contract/errors";

/**
 * A failure the client can act on: it becomes `{ success: false, error, message }` with its status, and with
 * `headers` on the response when it has any (a quota's refusal says when to try again in `Retry-After`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "bad_request") => new ApiError(400, code, message);
export const unauthorized = (message = "Authentication required") => new ApiError(401, "unauthorized", message);
export const notFound = (message = "Not found") => new ApiError(404, "not_found", message);
export const conflict = (message: string) => new ApiError(409, "conflict", message);
export const tooManyRequests = (message: string) => new ApiError(429, "too_many_requests", message);

/** Names the first offending field, e.g. "email: Please enter a valid email address". */
interface ValidationIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export function validationError(error: ValidationIssues): ApiError {
  const issue = error.issues[0];
  if (!issue) return badRequest("Invalid request", "validation_failed");
  const field = issue.path.map(String).join(".");
  return badRequest(field ? `${field}: ${issue.message}` : issue.message, "validation_failed");
}

export function errorResponse(err: Error, c: Context): Response {
  if (err instanceof ApiError) return envelope(c, err.status, err.code, err.message, err.headers);
  if (err instanceof HTTPException) {
    return envelope(c, err.status, "http_error", err.message || "Request failed");
  }
  console.error("Unhandled API error", err);
  return envelope(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
}

function envelope(c: Context, status: ContentfulStatusCode, error: string, message: string, headers: Readonly<Record<string, string>> = {}): Response {
  return c.json({ success: false, error, message } satisfies ErrorEnvelope, status, { ...headers });
}
