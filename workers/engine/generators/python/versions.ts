/**
 * Pinned versions for backend/requirements*.txt: releases published on PyPI that work together
 * (FastAPI brings a matching Starlette; pydantic brings its pydantic-core). One place to bump them.
 */
export const PYTHON_VERSIONS = {
  fastapi: "0.142.2",
  pydantic: "2.13.5",
  uvicorn: "0.54.0",
  "psycopg[binary]": "3.3.6",
  PyMySQL: "1.2.3",
  pymongo: "4.18.2",
  pytest: "9.1.1",
  httpx: "0.28.1",
} as const;

export type PythonPackage = keyof typeof PYTHON_VERSIONS;

/** "name==version" lines, in the order given. */
export const pinnedLines = (names: readonly PythonPackage[]) => names.map((name) => `${name}==${PYTHON_VERSIONS[name]}`);
