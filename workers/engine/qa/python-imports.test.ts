import { describe, expect, it } from "vitest";
import { problemsOf, withFiles } from "./test-project";
import type { CheckedFile } from "./types";

describe("the imports and packages checks of Python files", () => {
  it("checks Python imports against requirements.txt", () => {
    const python: CheckedFile[] = [
      { path: "api/requirements.txt", type: "config", content: "fastapi==0.115.0\n", emitterId: "rest-api" },
      { path: "api/app/__init__.py", type: "code", content: "", emitterId: "rest-api" },
      { path: "api/app/main.py", type: "code", content: "import json\nfrom fastapi import FastAPI\nfrom .routes import router\nimport requests\n", emitterId: "rest-api" },
    ];
    const result = withFiles(python);
    expect(problemsOf(result, "imports").map((problem) => problem.message)).toEqual([expect.stringContaining(".routes")]);
    expect(problemsOf(result, "packages").map((problem) => problem.message)).toEqual([expect.stringContaining('"requests"')]);
  });

  it("reads the distributions pyproject.toml declares", () => {
    const python: CheckedFile[] = [
      { path: "api/pyproject.toml", type: "config", content: '[project]\nname = "api"\ndependencies = [\n  "fastapi>=0.115",\n]\n', emitterId: "rest-api" },
      { path: "api/app/main.py", type: "code", content: "from fastapi import FastAPI\nimport httpx\n", emitterId: "rest-api" },
    ];
    expect(problemsOf(withFiles(python), "packages").map((problem) => problem.message)).toEqual([
      'imports "httpx" but api/pyproject.toml does not declare httpx',
    ]);
  });

  it("reports a pyproject.toml that is not valid TOML on itself", () => {
    const python: CheckedFile[] = [
      { path: "api/pyproject.toml", type: "config", content: '[project]\ndependencies = ["fastapi"\n', emitterId: "rest-api" },
      { path: "api/app/main.py", type: "code", content: "from fastapi import FastAPI\n", emitterId: "rest-api" },
    ];
    const messages = problemsOf(withFiles(python), "packages").map((problem) => [problem.path, problem.message]);
    expect(messages[0]).toEqual(["api/pyproject.toml", expect.stringContaining("is not valid TOML")]);
  });
});
