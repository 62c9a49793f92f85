import { describe, expect, it } from "vitest";
import { frontendSources, sourceVersion, type SourceFile } from "./sources";

const FILES: SourceFile[] = [
  { path: "frontend/src/main.tsx", content: "render(<App />)" },
  { path: "frontend/src/App.tsx", content: "export function App() {}" },
  { path: "frontend/src/App.test.tsx", content: "it('renders')" },
  { path: "frontend/src/app/app.spec.ts", content: "it('renders')" },
  { path: "frontend/src/test/stub-api.ts", content: "export const stub = 1;" },
  { path: "frontend/package.json", content: "{}" },
  { path: "backend/src/app.ts", content: "express()" },
];

const edit = (path: string, content: string) => FILES.map((file) => (file.path === path ? { ...file, content } : file));

describe("what a preview build reads", () => {
  it("is the frontend's source, without its tests, by its path inside frontend/", () => {
    expect([...frontendSources(FILES).keys()]).toEqual(["src/main.tsx", "src/App.tsx"]);
  });

  it("changes its version with the source or the app model, not with tests or other files", async () => {
    const version = await sourceVersion(FILES, 3);
    expect(version).toMatch(/^[0-9a-f]{24}$/);
    expect(await sourceVersion([...FILES].reverse(), 3)).toBe(version);
    expect(await sourceVersion(edit("frontend/src/App.test.tsx", "it('changed')"), 3)).toBe(version);
    expect(await sourceVersion(edit("frontend/src/app/app.spec.ts", "it('changed')"), 3)).toBe(version);
    expect(await sourceVersion(edit("backend/src/app.ts", "hono()"), 3)).toBe(version);
    expect(await sourceVersion(edit("frontend/src/App.tsx", "export function App() { return 1; }"), 3)).not.toBe(version);
    // A new version of the stored app model (its records) rebuilds; the generated docs/app-model.json is not read.
    expect(await sourceVersion(FILES, 4)).not.toBe(version);
    expect(await sourceVersion([...FILES, { path: "docs/app-model.json", content: '{"name":"Cafe"}' }], 3)).toBe(version);
  });
});
