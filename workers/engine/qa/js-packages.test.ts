import { describe, expect, it } from "vitest";
import { packageNameOf, typesPackageOf } from "./js-packages";
import { edited, failing, problemsOf, replace } from "./test-project";

describe("the packages check of scripts", () => {
  it("fails an import of a package its package.json does not declare", () => {
    const result = edited(replace("backend/src/config.ts", (old) => `import leftPad from "left-pad";\n${old}\nexport const pad = leftPad;\n`));
    expect(failing(result)).toEqual(["packages"]);
    expect(problemsOf(result, "packages")).toEqual([
      expect.objectContaining({ path: "backend/src/config.ts", line: 1, emitterId: "rest-api", message: expect.stringContaining("backend/package.json does not declare left-pad") }),
    ]);
  });

  it("accepts Node built-ins and rejects a node: name that is not one", () => {
    const builtins = edited(replace("backend/src/config.ts", (old) => `import { join } from "node:path";\nimport os from "os";\n${old}\nexport const here = join(os.tmpdir());\n`));
    expect(builtins.passed).toBe(true);
    const unknown = edited(replace("backend/src/config.ts", (old) => `import "node:nonsense";\n${old}`));
    expect(problemsOf(unknown, "packages")[0]?.message).toContain("not a Node.js built-in");
  });

  it("names the package of a specifier, and its DefinitelyTyped package", () => {
    expect(packageNameOf("hono/cors")).toBe("hono");
    expect(packageNameOf("@tanstack/react-query/devtools")).toBe("@tanstack/react-query");
    expect(typesPackageOf("node")).toBe("@types/node");
    expect(typesPackageOf("@scope/name")).toBe("@types/scope__name");
  });
});
