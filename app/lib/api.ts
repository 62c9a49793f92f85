import type { z, ZodType } from "zod";
import { errorEnvelopeSchema } from "../../workers/contract/errors";
import { clearSession, readStoredToken } from "./storage";

/** Spec section 9: every HTTP request gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** A failed call: `status` is 0 when the server was not reached. `message` is the server's when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

let onUnauthorized: () => void = () => {
  clearSession();
  window.location.assign("/login");
};

/** The session provider routes 401s through the router instead of a full page load. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

interface RequestOptions<S extends ZodType> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  schema: S;
  /** Sign-out must not bounce to /login when the token is already dead. */
  skipUnauthorizedRedirect?: boolean;
}

export async function apiRequest<S extends ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const token = readStoredToken();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    throw new ApiRequestError(
      0,
      controller.signal.aborted
        ? "The server took too long to answer. Please try again."
        : "Could not reach the server. Check your connection and try again.",
    );
  } finally {
    clearTimeout(timer);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // A 401 on a signed-in call means the session is gone; without a token it is just a refused sign-in.
    if (response.status === 401 && token && !options.skipUnauthorizedRedirect) onUnauthorized();
    const envelope = errorEnvelopeSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      envelope.success ? envelope.data.message : `Request failed (${response.status})`,
      envelope.success ? envelope.data.error : null,
    );
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiRequestError(response.status, "The server sent an unexpected response.");
  return parsed.data;
}

/** The server's message when there is one, else the screen's own fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  return fallback;
}
