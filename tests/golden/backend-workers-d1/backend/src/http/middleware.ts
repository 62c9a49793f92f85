import type { MiddlewareHandler } from "hono";
import { HttpError, type AppEnv } from "./errors.js";

/** The largest JSON body accepted (uploads send their bytes as application/octet-stream, not JSON). */
const MAX_JSON_BYTES = 1024 * 1024;

/** Lets one other origin (the frontend, when it is served from elsewhere) call the API. */
export function allowOrigin(origin: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!origin) return next();
    const headers = {
      "Access-Control-Allow-Origin": origin,
      Vary: "Origin",
      "Access-Control-Allow-Headers": "Authorization, Content-Type, X-File-Name, X-File-Type",
      "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
    };
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers });
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

/**
 * Parses a JSON body once for every route (an empty object when there is none, as the handlers validate it):
 * malformed JSON is a 400, a body over 1 MB a 413 and one not in UTF-8 (or compressed) a 415, before any route runs.
 */
export function readJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("body", {});
    const type = c.req.header("content-type") ?? "";
    if ((c.req.method === "POST" || c.req.method === "PUT") && type.toLowerCase().includes("application/json")) {
      const charset = /charset=([^;]+)/i.exec(type)?.[1]?.trim().toLowerCase();
      if (charset && charset !== "utf-8" && charset !== "utf8") throw new HttpError(415, `Unsupported charset "${charset}": send UTF-8`);
      const encoding = (c.req.header("content-encoding") ?? "identity").toLowerCase();
      if (encoding !== "identity") throw new HttpError(415, `Unsupported content encoding "${encoding}"`);
      const text = await c.req.text();
      if (new TextEncoder().encode(text).length > MAX_JSON_BYTES) throw new HttpError(413, "The request body is larger than 1 MB");
      if (text.trim() !== "") {
        try {
          c.set("body", JSON.parse(text));
        } catch {
          throw new HttpError(400, "The request body is not valid JSON");
        }
      }
    }
    await next();
  };
}
