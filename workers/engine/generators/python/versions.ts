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
  // The tests check every answer against the OpenAPI document with jsonschema (its format extra checks URIs).
  "jsonschema[format-nongpl]": "4.26.0",
  // Dates and times in answers: 1.x is strict RFC 3339 (2.x parses with datetime.fromisoformat, which takes a
  // date alone or a time without an offset).
  pyRFC3339: "1.1",
} as const;

export type PythonPackage = keyof typeof PYTHON_VERSIONS;

/** "name==version" lines, in the order given. */
export const pinnedLines = (names: readonly PythonPackage[]) => names.map((name) => `${name}==${PYTHON_VERSIONS[name]}`);
