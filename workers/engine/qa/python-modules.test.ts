import { describe, expect, it } from "vitest";
import { pyprojectDependencies, pythonImports, requirementsOf } from "./python-modules";

describe("pythonImports", () => {
  it("finds import statements outside strings and comments, with their lines", () => {
    const source = [
      "import os, sys as system",
      "# import hidden",
      'text = """',
      "import inside_string",
      '"""',
      "from .routes import (",
      "    router,",
      "    other as alias,",
      ")",
      "from .. import models; import json",
    ].join("\n");
    expect(pythonImports(source)).toEqual([
      { module: "os", level: 0, names: [], line: 1 },
      { module: "sys", level: 0, names: [], line: 1 },
      { module: "routes", level: 1, names: ["router", "other"], line: 6 },
      { module: "", level: 2, names: ["models"], line: 10 },
      { module: "json", level: 0, names: [], line: 10 },
    ]);
  });
});

describe("requirementsOf", () => {
  it("reads distributions and -r includes, skipping options and comments", () => {
    expect(requirementsOf("# pinned\nfastapi==0.115.0\nuvicorn[standard]>=0.30  # server\n--index-url https://x\n-r requirements-dev.txt\n")).toEqual({
      distributions: ["fastapi", "uvicorn"],
      includes: ["requirements-dev.txt"],
    });
  });
});

describe("pyprojectDependencies", () => {
  it("reads [project] dependencies, optional ones, dependency groups and Poetry's tables", () => {
    const pyproject = [
      "[project]",
      'name = "api"',
      'dependencies = ["fastapi[all]>=0.115", "sqlalchemy"]',
      "[project.optional-dependencies]",
      'postgres = ["psycopg>=3"]',
      "[dependency-groups]",
      'dev = ["pytest", { include-group = "lint" }]',
      "[tool.poetry.dependencies]",
      'python = "^3.12"',
      'httpx = "*"',
      "[tool.poetry.group.test.dependencies]",
      'respx = "*"',
    ].join("\n");
    expect(pyprojectDependencies(pyproject)).toEqual({
      ok: true,
      distributions: ["fastapi", "sqlalchemy", "psycopg", "pytest", "httpx", "respx"],
    });
  });

  it("says where TOML stops parsing", () => {
    expect(pyprojectDependencies("[project]\ndependencies = [\n")).toMatchObject({ ok: false, line: expect.any(Number) });
  });
});
