import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { compileBackend } from "../engine/preview/backend";
import type { SourceFile } from "../engine/preview/sources";
import { runBackend, type BackendBuild } from "./backend-runner";
import { previewDatabaseFor } from "./preview-database";

/**
 * The dynamic Worker that runs a previewed app's backend, with a small Hono backend of the shape the Workers
 * generator writes (its entry, a rule hook, D1 through prepared statements): the sandbox's promises, each
 * through a real Worker Loader, a real Durable Object database and the real libraries.
 */
const FILES: SourceFile[] = [
  {
    path: "backend/src/index.ts",
    content: `import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { checkItem } from "./rules/custom-rules";
import type { Item } from "./types.js";

type Env = { DB: D1Database; AUTH_SECRET?: string };
const app = new Hono<{ Bindings: Env }>();
const itemInput = z.object({ name: z.string().min(1) });

app.get("/api/items", async (c) => {
  const { results } = await c.env.DB.prepare("SELECT id, name FROM items ORDER BY id").all<Item>();
  return c.json(results);
});
app.post("/api/items", async (c) => {
  const input = itemInput.parse(await c.req.json());
  const refusal = checkItem(input);
  if (refusal) throw new HTTPException(422, { message: refusal });
  const row = await c.env.DB.prepare("INSERT INTO items (name) VALUES (?) RETURNING id, name").bind(input.name).first<Item>();
  return c.json(row, 201);
});
app.get("/api/secret", (c) => c.json({ length: c.env.AUTH_SECRET?.length ?? 0, keys: Object.keys(c.env).sort() }));
app.get("/api/outbound", async (c) => c.json({ status: (await fetch("https://example.com/")).status }));
app.get("/api/loop", (c) => {
  let spins = 0;
  while (spins >= 0) spins++;
  return c.json({ spins });
});
app.get("/api/crash", () => {
  throw new Error("the rule hook broke");
});
app.onError((error, c) => {
  if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
  if (error instanceof z.ZodError) return c.json({ error: "Invalid input" }, 400);
  console.error(error);
  return c.json({ error: "Something went wrong" }, 500);
});

export default app;
`,
  },
  { path: "backend/src/types.ts", content: "export interface Item {\n  id: number;\n  name: string;\n}\n" },
  {
    path: "backend/src/rules/custom-rules.ts",
    content: `/** The owner's rules. */
export function checkItem(input: { name: string }): string | null {
  for (const word of ["forbidden"]) if (input.name.includes(word)) return \`"\${word}" is not allowed in a name\`;
  return null;
}
`,
  },
];

const SCHEMA = { migrations: ["CREATE TABLE items (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL)"], seed: "INSERT INTO items (name) VALUES ('Sourdough loaf');" };

async function buildOf(files: SourceFile[], version: string): Promise<BackendBuild> {
  const compiled = await compileBackend(files);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  return { version, modules: compiled.modules };
}

async function preview(projectId: string, files = FILES) {
  await previewDatabaseFor(env, projectId).install(SCHEMA);
  const build = await buildOf(files, `${projectId}-v1`);
  return (path: string, init?: RequestInit, timeoutMs?: number) =>
    runBackend(env, { projectId, secret: `secret-of-${projectId}-0123456789abcdef0123`, build }, new Request(`https://preview.internal${path}`, init), timeoutMs);
}

describe("the preview's backend in a dynamic Worker", () => {
  it("answers from the app's own code and its own database, seeded with its samples", async () => {
    const call = await preview("runner-records");
    expect(await (await call("/api/items")).json()).toEqual([{ id: 1, name: "Sourdough loaf" }]);
    const created = await call("/api/items", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Rye" }) });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 2, name: "Rye" });
    expect((await call("/api/items", { method: "POST", body: "{}" })).status).toBe(400);
  });

  it("runs the rule the owner wrote in the rule hook", async () => {
    const call = await preview("runner-rule");
    const refused = await call("/api/items", { method: "POST", body: JSON.stringify({ name: "forbidden bread" }) });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: '"forbidden" is not allowed in a name' });
    expect(await (await call("/api/items")).json()).toHaveLength(1);
  });

  it("holds nothing of AppForge's: its own secret and database only", async () => {
    const call = await preview("runner-env");
    expect(await (await call("/api/secret")).json()).toEqual({ length: "secret-of-runner-env-0123456789abcdef0123".length, keys: ["APP_ENV", "AUTH_SECRET", "CORS_ORIGIN", "DB"] });
  });

  it("may not reach the network", async () => {
    const call = await preview("runner-outbound");
    const answer = await call("/api/outbound");
    expect(answer.status).toBe(500);
    expect(((await answer.json()) as { error: string }).error).toMatch(/not permitted to access the internet/);
  });

  it("stops an endless loop and says where it is", async () => {
    const call = await preview("runner-loop");
    const answer = await call("/api/loop");
    expect(answer.status).toBe(500);
    expect(((await answer.json()) as { error: string }).error).toMatch(/The loop at backend\/src\/index\.ts:26 ran 5,000,000 times in one request/);
    // The Worker still answers afterwards.
    expect((await call("/api/items")).status).toBe(200);
  });

  it("answers the app's own failure with its file and line", async () => {
    const call = await preview("runner-crash");
    const answer = await call("/api/crash");
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ error: "The app's backend failed: the rule hook broke (at backend/src/index.ts:30)" });
  });

  it("keeps each preview's data apart", async () => {
    const first = await preview("runner-apart-1");
    const second = await preview("runner-apart-2");
    await first("/api/items", { method: "POST", body: JSON.stringify({ name: "Only in the first" }) });
    expect(await (await second("/api/items")).json()).toEqual([{ id: 1, name: "Sourdough loaf" }]);
    expect(await (await first("/api/items")).json()).toHaveLength(2);
  });

  it("answers for a backend that does not answer in time", async () => {
    const hanging = FILES.map((file) =>
      file.path === "backend/src/index.ts" ? { ...file, content: file.content.replace('app.get("/api/secret"', 'app.get("/api/wait", async (c) => {\n  await new Promise((resolve) => setTimeout(resolve, 5_000));\n  return c.json({});\n});\napp.get("/api/secret"') } : file,
    );
    const call = await preview("runner-timeout", hanging);
    const answer = await call("/api/wait", undefined, 300);
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({ error: "The app's backend did not answer within 0.3 s" });
  });
});

describe("the backend's compile", () => {
  it("names a library the preview does not serve, and a missing file, with their lines", async () => {
    const result = await compileBackend([{ path: "backend/src/index.ts", content: 'import { readFile } from "node:fs";\nimport { x } from "./missing";\nexport default {};\n' }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      expect.objectContaining({ file: "backend/src/index.ts", line: 1, text: expect.stringContaining('"node:fs" is not available to a backend in the preview') }),
      expect.objectContaining({ file: "backend/src/index.ts", line: 2, text: 'Cannot find "./missing" among the backend\'s files' }),
    ]);
  });
});
