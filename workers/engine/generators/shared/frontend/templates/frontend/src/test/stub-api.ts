import { vi } from "vitest";

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with an in-memory API: GET /api/<route> answers records[route], GET /api/<route>/<id>
 * the record with that id (or the first), other methods echo the body with an id. Returns the calls made.
 */
export function stubApi(records: Record<string, unknown[]> = {}, overrides: Record<string, unknown> = {}): Call[] {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^https?:\/\/[^/]+/, "").split("?")[0] ?? "";
      const method = init?.method ?? "GET";
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path, body });
      const key = `${method} ${path}`;
      if (key in overrides) return json(overrides[key]);
      const [, , route = "", id] = path.split("/");
      const list = records[route] ?? [];
      if (method === "GET") {
        if (id === undefined) return json(list);
        const found = list.find((record) => (record as { id?: string }).id === decodeURIComponent(id)) ?? list[0];
        return found ? json(found) : json({ error: "Not found" }, 404);
      }
      if (method === "DELETE") return new Response(null, { status: 204 });
      return json({ id: "created-1", ...(body as object) }, method === "POST" ? 201 : 200);
    }),
  );
  return calls;
}
