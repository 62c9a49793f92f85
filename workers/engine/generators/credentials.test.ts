import { describe, expect, it } from "vitest";
import { BACKEND_STACK, FRONTEND_STACK } from "../../contract/project-options";
import { buildAppModel } from "../model";
import { generateProject } from ".";
import { BAKERY, inputFor } from "./test-inputs";
import type { GeneratedFile } from "./types";

/**
 * The generated apps never put a credential in a URL (logs, the history and Referer headers keep URLs): the
 * frontends send the token in the Authorization header on every call, their live stream and file downloads
 * included, and the backends read it from there only.
 */
const bakeryOn = (frontend: string, backend: string): GeneratedFile[] =>
  generateProject(buildAppModel(inputFor(BAKERY.wizardData, { messages: BAKERY.messages, techStack: [frontend, backend, "postgresql"] })));

const contentOf = (files: GeneratedFile[], path: string): string => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`No ${path} among ${files.length} files`);
  return file.content;
};

/** The one file whose path ends with this (the Java package folders are named after the app). */
const endingWith = (files: GeneratedFile[], suffix: string): string => {
  const found = files.filter((file) => file.path.endsWith(`/${suffix}`));
  if (found.length !== 1) throw new Error(`${found.length} files end with ${suffix}`);
  return found[0]?.content ?? "";
};

/** Where each frontend keeps the shared client code (Angular: under src/app/, tests named *.spec.ts). */
const SOURCE: Record<string, { root: string; spec: string; hook: string }> = {
  react: { root: "frontend/src", spec: "test.ts", hook: "live/useLiveRefresh.ts" },
  nextjs: { root: "frontend/src", spec: "test.ts", hook: "live/useLiveRefresh.ts" },
  vue: { root: "frontend/src", spec: "test.ts", hook: "live/useLiveRefresh.ts" },
  angular: { root: "frontend/src/app", spec: "spec.ts", hook: "live/live-refresh.ts" },
};

describe("credentials stay out of URLs", () => {
  it.each(FRONTEND_STACK)("the %s frontend follows the live stream and downloads files with fetch and the header", (frontend) => {
    const files = bakeryOn(frontend, "nodejs").filter((file) => file.path.startsWith("frontend/"));
    const where = SOURCE[frontend];
    if (!where) throw new Error(`No layout for ${frontend}`);
    for (const file of files) {
      expect(file.content, file.path).not.toMatch(/[?&]token=/);
      expect(file.content, file.path).not.toContain("new EventSource(");
    }
    const stream = contentOf(files, `${where.root}/live/event-stream.ts`);
    expect(stream).toContain('headers: { Accept: "text/event-stream", ...authHeaders() }');
    expect(stream).toContain("signal");
    expect(contentOf(files, `${where.root}/${where.hook}`)).toContain('import { followChanges } from "./event-stream";');
    expect(contentOf(files, `${where.root}/live/event-stream.${where.spec}`)).toContain("reconnects after a drop");
    expect(contentOf(files, `${where.root}/test/event-stream.ts`)).toContain("export function stubEventStream()");
    const upload = contentOf(files, `${where.root}/files/upload.ts`);
    expect(upload).toContain("export async function downloadFile(item: Upload)");
    expect(upload).toContain("{ headers: authHeaders() }");
    expect(upload).toContain("URL.revokeObjectURL(url)");
    expect(upload).not.toContain("tokenStore");
    expect(contentOf(files, `${where.root}/test/downloads.ts`)).toContain("export function stubDownloads(");
  });

  it("shares one live stream client between the frontends, and one upload client", () => {
    const shared = (frontend: string, name: string) => {
      const where = SOURCE[frontend];
      if (!where) throw new Error(`No layout for ${frontend}`);
      return contentOf(bakeryOn(frontend, "nodejs"), `${where.root}/${name}`);
    };
    for (const name of ["live/event-stream.ts", "test/event-stream.ts", "files/upload.ts", "test/downloads.ts"]) {
      const copies = new Set(FRONTEND_STACK.map((frontend) => shared(frontend, name)));
      expect(copies.size, name).toBe(1);
    }
  });

  /** The guard file of each backend, what would read a query token there, and how its auth test sends one (path ends). */
  const GUARDS: Record<string, { guard: string; query: RegExp; test: string; refused: RegExp }> = {
    nodejs: {
      guard: "src/features/auth/guard.ts",
      query: /req\.query/,
      test: "test/auth.test.ts",
      refused: /\.query\(\{ token: body\.token \}\)\.expect\(401\)/,
    },
    python: {
      guard: "app/features/auth/guard.py",
      query: /query_params/,
      test: "tests/test_auth.py",
      refused: /params=\{"token": session\["token"\]\}\), 401\)/,
    },
    php: {
      guard: "src/Features/Auth/Guard.php",
      query: /->query/,
      test: "tests/Features/AuthTest.php",
      refused: /\?token=' \. urlencode\(\$token\)\)->assertStatus\(401\)/,
    },
    workers: {
      guard: "src/features/auth/guard.ts",
      query: /c\.req\.query/,
      test: "test/auth.test.ts",
      refused: /\.query\(\{ token: body\.token \}\)\.expect\(401\)/,
    },
    java: {
      guard: "features/auth/AuthGuard.java",
      query: /getParameter|getQueryString/,
      test: "AuthFeatureTest.java",
      refused: /\?token=" \+ client\.token\(\)\), 401\)/,
    },
  };

  it.each(BACKEND_STACK)("the %s backend reads the token from the Authorization header only, and its tests refuse ?token=", (backend) => {
    const files = bakeryOn("react", backend).filter((file) => file.path.startsWith("backend/"));
    const expected = GUARDS[backend];
    if (!expected) throw new Error(`No guard known for ${backend}`);
    const guard = endingWith(files, expected.guard);
    expect(guard).toMatch(/Bearer /);
    expect(guard).not.toMatch(expected.query);
    expect(guard).not.toMatch(/EventSource|cannot send headers/);
    expect(guard).toContain("(?token=) is refused");
    expect(endingWith(files, expected.test)).toMatch(expected.refused);
    // Nothing else in the backend reads a token from the query either (its tests do send one, to see it refused).
    for (const file of files.filter((candidate) => candidate.type !== "test")) {
      expect(file.content, file.path).not.toMatch(/(query|getParameter)[^\n]*token/i);
    }
  });
});
