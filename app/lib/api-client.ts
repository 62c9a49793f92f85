import { hc, type ClientRequestOptions } from "hono/client";
import type { z, ZodType } from "zod";
import type { AppType } from "../../workers/api/app";
import { errorEnvelopeSchema } from "../../workers/contract/errors";
import { readStoredToken } from "./storage";
import { signOutUnauthorized } from "./unauthorized";

/** Every HTTP request gives up after 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The API's routes, typed from the server's own route table: paths, parameters, bodies and answers
 * come from `AppType`, so a route the server does not have does not compile. The base is the site
 * itself; the routes carry their `/api` prefix.
 */
export const api = hc<AppType>("/");

/**
 * A failed call: `status` is 0 when the server was not reached. `message` is the server's when it sent one.
 * `body` is the answer's JSON as sent (null without one), for the few errors that carry more than the
 * envelope (a save refused because the file changed carries both versions); read it through a schema.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** Sign-out must not bounce to /login when the token is already dead. */
  skipUnauthorizedRedirect?: boolean;
  /** Cancels the call (the query cache passes one when an answer is no longer wanted). */
  signal?: AbortSignal;
}

/** What the client reads of an answer; `T` is the route's JSON body as the route table declares it. */
export interface Answer<T> {
  ok: boolean;
  status: number;
  json(): Promise<T>;
  /** For the routes that answer a file (the project's ZIP). */
  blob?(): Promise<Blob>;
}

/** One route call of `api`, given the headers and abort signal it must send. */
export type Send<T> = (options: ClientRequestOptions) => Promise<Answer<T>>;

/**
 * Sends one call with the stored token and the 10 s time-out, and answers its JSON body unchecked.
 * A failure becomes an ApiRequestError carrying the envelope's message; a 401 on a signed-in call
 * means the session is gone and signs the user out.
 */
export async function callUnchecked<T>(send: Send<T>, options: CallOptions = {}): Promise<unknown> {
  return (await exchange(send, options)).payload;
}

/** Sends one call whose answer is a file: the same token, time-out and errors as `call`, the body as a Blob. */
export async function callBlob<T>(send: Send<T>, options?: CallOptions): Promise<Blob> {
  const { payload } = await exchange(send, options, "blob");
  if (!(payload instanceof Blob)) throw new ApiRequestError(0, "The server sent an unexpected response.");
  return payload;
}

/**
 * Sends one call and checks its answer with `schema` at the boundary. The schema must describe the
 * route's own answer type (its output is assignable to it), so the contract and the routes cannot drift.
 */
export async function call<T, S extends ZodType<T>>(send: Send<T>, schema: S, options?: CallOptions): Promise<z.infer<S>> {
  const { status, payload } = await exchange(send, options);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiRequestError(status, "The server sent an unexpected response.");
  return parsed.data;
}

async function exchange<T>(send: Send<T>, options: CallOptions = {}, body: "json" | "blob" = "json"): Promise<{ status: number; payload: unknown }> {
  const token = readStoredToken();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener("abort", cancel);
  if (options.signal?.aborted) controller.abort();

  let response: Answer<T>;
  try {
    response = await send({ headers, init: { signal: controller.signal } });
  } catch {
    throw new ApiRequestError(
      0,
      timedOut
        ? "The server took too long to answer. Please try again."
        : "Could not reach the server. Check your connection and try again.",
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", cancel);
  }

  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    // Without a token a 401 is just a refused sign-in, not a lost session.
    if (response.status === 401 && token && !options.skipUnauthorizedRedirect) signOutUnauthorized();
    const envelope = errorEnvelopeSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      envelope.success ? envelope.data.message : `Request failed (${response.status})`,
      envelope.success ? envelope.data.error : null,
      payload,
    );
  }
  if (body === "blob" && response.blob) return { status: response.status, payload: await response.blob() };
  return { status: response.status, payload: await response.json().catch(() => null) };
}

/** The server's message when there is one, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  return fallback;
}
