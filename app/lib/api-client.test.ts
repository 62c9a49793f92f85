import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ClientRequestOptions } from "hono/client";
import { api, ApiRequestError, call, callUnchecked, errorMessage, REQUEST_TIMEOUT_MS } from "./api-client";
import { setUnauthorizedHandler } from "./unauthorized";
import { TOKEN_KEY } from "./storage";

const okSchema = z.object({ success: z.literal(true), message: z.string() });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A browser whose storage holds `token`, so calls count as signed-in. */
function signedIn(token: string | null) {
  const store = new Map<string, string>(token ? [[TOKEN_KEY, token]] : []);
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setUnauthorizedHandler(() => undefined);
});

describe("call", () => {
  it("sends the stored token and answers the checked body", async () => {
    signedIn("tok-1");
    let sent: ClientRequestOptions | undefined;
    const answer = await call(async (options) => {
      sent = options;
      return json({ success: true, message: "done" });
    }, okSchema);
    expect(answer).toEqual({ success: true, message: "done" });
    expect(sent?.headers).toMatchObject({ Authorization: "Bearer tok-1", Accept: "application/json" });
  });

  it("turns an error envelope into an ApiRequestError with the server's words", async () => {
    signedIn(null);
    const failing = call(async () => json({ success: false, error: "conflict", message: "Project is busy" }, 409), okSchema);
    await expect(failing).rejects.toMatchObject({ status: 409, code: "conflict", message: "Project is busy" });
  });

  it("keeps the error's whole body, for the errors that carry more than the envelope", async () => {
    signedIn(null);
    const body = { success: false, error: "file_changed", message: "The file changed", current: null, yours: { path: "a.ts", content: "x" } };
    const failing = call(async () => json(body, 409), okSchema);
    await expect(failing).rejects.toMatchObject({ status: 409, code: "file_changed", body });
  });

  it("names the status when the failure has no envelope", async () => {
    signedIn(null);
    const failing = call(async () => new Response("oops", { status: 502 }), okSchema);
    await expect(failing).rejects.toMatchObject({ status: 502, code: null, message: "Request failed (502)" });
  });

  it("refuses an answer of the wrong shape", async () => {
    signedIn(null);
    await expect(call(async () => json({ success: true }), okSchema)).rejects.toMatchObject({
      status: 200,
      message: "The server sent an unexpected response.",
    });
  });

  it("a network failure is status 0 with the connection message", async () => {
    signedIn(null);
    const failing = call(async () => {
      throw new TypeError("fetch failed");
    }, okSchema);
    await expect(failing).rejects.toMatchObject({
      status: 0,
      message: "Could not reach the server. Check your connection and try again.",
    });
  });

  it("gives up after the time-out and aborts the request", async () => {
    signedIn(null);
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const pending = call(
      (options) =>
        new Promise<Response>((_resolve, reject) => {
          signal = options.init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
      okSchema,
    );
    const outcome = expect(pending).rejects.toMatchObject({
      status: 0,
      message: "The server took too long to answer. Please try again.",
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });

  it("a caller's signal cancels the request", async () => {
    signedIn(null);
    const caller = new AbortController();
    let signal: AbortSignal | undefined;
    const pending = callUnchecked(
      (options) =>
        new Promise<Response>((_resolve, reject) => {
          signal = options.init?.signal ?? undefined;
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
      { signal: caller.signal },
    );
    caller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiRequestError);
    expect(signal?.aborted).toBe(true);
  });
});

describe("401 handling", () => {
  const unauthorized = async () => json({ success: false, error: "unauthorized", message: "Session expired" }, 401);

  it("signs a signed-in user out", async () => {
    signedIn("tok-1");
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(callUnchecked(unauthorized)).rejects.toMatchObject({ status: 401, message: "Session expired" });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("leaves a refused sign-in (no token) and a sign-out alone", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    signedIn(null);
    await expect(callUnchecked(unauthorized)).rejects.toBeInstanceOf(ApiRequestError);
    signedIn("tok-1");
    await expect(callUnchecked(unauthorized, { skipUnauthorizedRedirect: true })).rejects.toBeInstanceOf(ApiRequestError);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("the typed routes", () => {
  it("build the API's paths from the route table", () => {
    expect(api.api.projects[":id"].start.$path({ param: { id: "p-1" } })).toBe("/api/projects/p-1/start");
  });
});

describe("errorMessage", () => {
  it("prefers the server's message, else the screen's fallback", () => {
    expect(errorMessage(new ApiRequestError(400, "Name is required"), "Failed")).toBe("Name is required");
    expect(errorMessage(new Error("boom"), "Failed")).toBe("Failed");
  });
});
