import { describe, expect, it } from "vitest";
import { ancestorsOf, baseName, directoryOf, extensionOf, joinPath, nearest, normalizePath } from "./project-paths";

describe("project paths", () => {
  it("normalizes relative to the project root, and refuses to climb above it", () => {
    expect(normalizePath("backend/./src/../test/a.ts")).toBe("backend/test/a.ts");
    expect(normalizePath("/frontend/src/main.tsx")).toBe("frontend/src/main.tsx");
    expect(normalizePath("backend/src/")).toBe("backend/src");
    expect(normalizePath("backend/..")).toBe("");
    expect(normalizePath("backend/../..")).toBeNull();
    expect(joinPath("", "./src")).toBe("src");
    expect(joinPath("frontend", "../backend/x.ts")).toBe("backend/x.ts");
    expect(joinPath("frontend", "../../x.ts")).toBeNull();
  });

  it("names directories, files and extensions as the checks use them", () => {
    expect(directoryOf("backend/src/app.ts")).toBe("backend/src");
    expect(directoryOf("README.md")).toBe("");
    expect(baseName("backend/src/app.ts")).toBe("app.ts");
    expect(extensionOf("a/b.test.TS")).toBe(".ts");
    expect(extensionOf("types/env.d.ts")).toBe(".ts");
    expect(extensionOf("backend/Dockerfile")).toBe("");
    expect(extensionOf(".gitignore")).toBe("");
    expect(ancestorsOf("backend/src/app.ts")).toEqual(["backend/src", "backend", ""]);
    expect(ancestorsOf("package.json")).toEqual([""]);
  });

  it("finds the nearest enclosing file", () => {
    const files = new Set(["package.json", "backend/package.json"]);
    const exists = (path: string) => files.has(path);
    expect(nearest("backend/src/app.ts", ["package.json"], exists)).toBe("backend/package.json");
    expect(nearest("frontend/src/main.tsx", ["package.json"], exists)).toBe("package.json");
    expect(nearest("frontend/src/main.tsx", ["tsconfig.json"], exists)).toBeNull();
  });
});
