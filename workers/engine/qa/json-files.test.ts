import { describe, expect, it } from "vitest";
import { isJsonc, parseJson } from "./json-files";
import { edited, problemsOf, replace } from "./test-project";

describe("parseJson", () => {
  it("reads tsconfig files as TypeScript does: comments and trailing commas, strings left alone", () => {
    const tsconfig = [
      "// compiler settings",
      "{",
      '  "compilerOptions": { "paths": { "@/*": ["./src/*",], }, /* aliases */ },',
      '  "include": ["a, }", "b,]",],',
      "}",
    ].join("\n");
    expect(parseJson("frontend/tsconfig.app.json", tsconfig)).toEqual({
      ok: true,
      value: { compilerOptions: { paths: { "@/*": ["./src/*"] } }, include: ["a, }", "b,]"] },
    });
  });

  it("reports where JSON with comments stops parsing", () => {
    expect(parseJson("tsconfig.json", '{\n  "compilerOptions": {\n')).toMatchObject({ ok: false, line: 3 });
    expect(parseJson("tsconfig.json", "")).toMatchObject({ ok: false });
  });

  it("reads other JSON files strictly", () => {
    expect(parseJson("package.json", '{ "name": "a" }')).toEqual({ ok: true, value: { name: "a" } });
    expect(parseJson("package.json", '{ "name": "a", }')).toMatchObject({ ok: false });
    expect(parseJson("package.json", "// no\n{}")).toMatchObject({ ok: false });
  });

  it("knows which files hold JSON with comments", () => {
    expect(isJsonc("backend/tsconfig.json")).toBe(true);
    expect(isJsonc("frontend/tsconfig.node.json")).toBe(true);
    expect(isJsonc("jsconfig.json")).toBe(true);
    expect(isJsonc(".vscode/settings.json")).toBe(true);
    expect(isJsonc("backend/package.json")).toBe(false);
  });
});

describe("the parse check of JSON files", () => {
  it("fails JSON that does not parse, but reads comments in tsconfig files as TypeScript does", () => {
    const broken = edited(replace("backend/package.json", (old) => old.replace("{", "{,")));
    expect(problemsOf(broken, "parse").map((problem) => problem.path)).toEqual(["backend/package.json"]);
    const commented = edited(replace("backend/tsconfig.json", (old) => `// compiler settings\n${old.replace(/\n}\s*$/, ",\n}\n")}`));
    expect(commented.passed).toBe(true);
  });
});
