import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";
{{accessImport}}

export interface SearchHit {
  type: string;
  route: string;
  id: string;
  title: string;
}

interface Source {
  type: string;
  route: string;
  title: string;
  list(): Promise<{ id: string }[]>;
}

const query = z.object({ q: z.string().trim().min(1, "Type something to search for").max(100) });
const MAX_HITS = 50;

const textOf = (record: { id: string }) =>
  Object.entries(record)
    .filter(([key, value]) => key !== "id" && typeof value === "string")
    .map(([, value]) => String(value).toLowerCase());

/**
 * /api/search?q=: every record whose text contains the query, across record types. It scans the tables,
 * which is right for thousands of records; past that, add an FTS5 table to the D1 database.
 */
export function searchRoutes({ repositories }: Services): Hono<AppEnv> {
  {{access}}
  const sources: Source[] = [
    {{sources}}
  ];
  const routes = new Hono<AppEnv>();
  routes.get("/", async (c) => {
    const needle = query.parse({ q: c.req.query("q") }).q.toLowerCase();
    const hits: SearchHit[] = [];
    for (const source of sources) {
      {{visible}}
      for (const record of await source.list()) {
        {{hidden}}
        if (!textOf(record).some((text) => text.includes(needle))) continue;
        const title = (record as unknown as Record<string, unknown>)[source.title];
        hits.push({ type: source.type, route: source.route, id: record.id, title: String(title ?? record.id) });
      }
    }
    return c.json(hits.slice(0, MAX_HITS));
  });
  return routes;
}
