import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { expect, it } from "vitest";
import { signUp } from "./api";
import { createProject } from "./projects";

// Shared by the fuzz tests (workers/api/fuzz-*.test.ts): raw requests, the error envelope check, and what
// an owner can see, to prove a refused request changed nothing. Under the Workers pool each SELF.fetch costs
// more than the one before it, for as long as the file's runtime lives (its total time grows with the square of
// the requests: about 4 minutes for the 1,200 of the write routes in one file), so each file keeps to a few
// hundred requests and the write routes are fuzzed in four files.

const BASE = "http://example.com/api";

/** A property sends a few hundred requests: more than the default 30 s on a busy machine. */
export const FUZZ_TIMEOUT_MS = 120_000;

export interface Answer {
  status: number;
  body: unknown;
}

/** A request with any text as its body; the answer's body as JSON when it is, else as text. */
export async function send(method: string, path: string, token: string | undefined, body?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await SELF.fetch(`${BASE}${path}`, { method, headers, body });
  const text = await response.text();
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: response.status, body: text };
  }
}

/** No 5xx; a refusal is `{ success: false, message }` with words in the message. */
export function expectHandled(answer: Answer, what: string): void {
  expect(answer.status, `${what} -> ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  if (answer.status >= 400) expect(answer.body, what).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
}

/** What the owner can see of their account and project. */
export async function snapshot(token: string, projectId: string): Promise<string> {
  const paths = ["/auth/me", "/projects?limit=50", `/projects/${projectId}`, `/agents/${projectId}/responses`, `/project-files/${projectId}/preview`, `/project-files/${projectId}/checkpoints`];
  const answers = await Promise.all(paths.map((path) => send("GET", path, token)));
  return JSON.stringify(answers.map((answer) => answer.body));
}

/** Compared as strings, and reported by the first differing place (a diff of two long texts is slow and deep). */
export function expectUnchanged(before: string, after: string, what: string): void {
  if (before === after) return;
  let at = 0;
  while (before[at] === after[at]) at += 1;
  throw new Error(`${what} changed what the owner sees, at: ${before.slice(Math.max(0, at - 80), at + 80)} -> ${after.slice(Math.max(0, at - 80), at + 80)}`);
}

/** Bodies: any JSON, text that is not JSON, and valid bodies with one field replaced by anything or left out. */
export function bodies(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const mutated = fc.tuple(fc.constantFrom(...keys, "extra"), fc.jsonValue()).map(([key, value]) => JSON.stringify({ ...valid, [key]: value }));
  const dropped = fc.constantFrom(...keys).map((key) => JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))));
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 60 }),
    fc.constantFrom("{", "[1,", '{"name":', "null", "\u0000", "{}".repeat(50)),
    mutated,
    dropped,
  );
}

/** How many bodies each route is sent. */
const RUNS = 12;

/** A write route: its method, its path for the owner's project, and a body it accepts. */
export interface WriteRoute {
  method: string;
  path: (projectId: string) => string;
  valid: () => Record<string, unknown>;
}

/**
 * One test per route: arbitrary JSON, text that is not JSON, and valid bodies with a field replaced or left out.
 * Never a 5xx, a refusal always says why in the error envelope, and a refused request changes nothing the owner
 * can see.
 */
export function fuzzWriteRoutes(routes: WriteRoute[]): void {
  it.each(routes.map((route) => [`${route.method} ${route.path(":id")}`, route] as const))(
    "%s: never a 5xx, always says why, and changes nothing it refuses",
    async (_name, route) => {
      const { token, projectId } = await owner();
      const path = route.path(projectId);
      let seen = await snapshot(token, projectId);
      await fc.assert(
        fc.asyncProperty(bodies(route.valid()), async (body) => {
          const answer = await send(route.method, path, token, body);
          const what = `${route.method} ${path} ${body.slice(0, 200)}`;
          expectHandled(answer, what);
          const now = await snapshot(token, projectId);
          if (answer.status >= 400) expectUnchanged(seen, now, what);
          seen = now;
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
}

/** Routes without an owner (signing up, signing in): never a 5xx, always says why. */
export function fuzzPublicRoutes(paths: string[], valid: () => Record<string, unknown>): void {
  it.each(paths)(
    "POST %s: never a 5xx, always says why",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(bodies(valid()), async (body) => {
          expectHandled(await send("POST", path, undefined, body), `POST ${path} ${body.slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
}

/** A signed-in owner with one project. */
export async function owner(): Promise<{ token: string; projectId: string }> {
  const { token } = await signUp("Fuzz Owner");
  const project = await createProject(token);
  return { token, projectId: project.id };
}
