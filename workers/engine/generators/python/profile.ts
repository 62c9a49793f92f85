import type { AppModel } from "../../model";
import { lines } from "../files";
import { PRODUCTION_FLAG, type BackendProfile } from "../profiles";
import { quoted } from "../yaml-document";
import { pythonContractTests } from "./contract-test";
import { pythonDataModel } from "./data-model";
import { PYTHON_FEATURES } from "./features";
import { pythonRestApi } from "./rest-api";

const PYTHON_IMAGE = "python:3.12-slim";

const production = PRODUCTION_FLAG.python;

function dockerfile(model: AppModel): string {
  const uploads = model.features.includes("file-upload");
  return lines(
    `FROM ${PYTHON_IMAGE}`,
    "WORKDIR /app",
    "# Production: the API refuses to start without a long enough AUTH_SECRET (when it has accounts), and listens on every interface.",
    `ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 ${production.name}=${production.value} HOST=0.0.0.0 PORT=3000`,
    "COPY requirements.txt ./",
    "RUN pip install --no-cache-dir -r requirements.txt",
    "COPY app ./app",
    // MongoDB has no migrations folder: its collections are set up by the code at start.
    model.stack.database !== "mongodb" && "COPY migrations ./migrations",
    uploads
      ? "RUN useradd --create-home --uid 1000 api && mkdir -p /data/uploads && chown api /data/uploads"
      : "RUN useradd --create-home --uid 1000 api",
    "USER api",
    "EXPOSE 3000",
    `CMD ["sh", "-c", "exec uvicorn app.main:app --host \${HOST:-0.0.0.0} --port \${PORT:-3000}"]`,
  );
}

/** The Python (FastAPI) backend: the same HTTP API as the Node one, tested with pytest on an in-memory store. */
export const PYTHON_PROFILE: BackendProfile = {
  id: "python",
  summary: "Python 3.12 + FastAPI, validated with pydantic, tested with pytest and FastAPI's TestClient",
  layout: "FastAPI app: app/domain (records), app/routes, app/repositories, app/db, app/features, tests/",
  emitters: [pythonDataModel, pythonRestApi, ...PYTHON_FEATURES.map((entry) => entry.emitter)],
  commands: {
    install: "pip install -r requirements-dev.txt",
    // uvicorn takes the address on its command line: HOST and PORT, else this machine only, on 3000.
    dev: "uvicorn app.main:app --reload --host ${HOST:-127.0.0.1} --port ${PORT:-3000}",
    test: "python -m pytest",
    build: null,
  },
  testsNote: "API tests with pytest (in-memory store; database tests when DATABASE_URL is set)",
  ciSetup: [{ uses: "actions/setup-python@v5", with: { "python-version": quoted("3.12") } }],
  dockerfile,
  dockerignore: "__pycache__\n*.pyc\n.venv\n.pytest_cache\n.env\n",
  gitignore: ["__pycache__/", "*.pyc", ".venv/", ".pytest_cache/"],
  contractTests: pythonContractTests,
  schemaNote: (database) =>
    database === "mongodb"
      ? "collections with validators and indexes set up by `backend/app/db/` on start"
      : "SQL migrations in `backend/migrations/`, applied on start",
  native: {
    runtime: "python",
    build: "pip install -r requirements.txt",
    // A platform needs every interface; HOST still wins when it is set.
    start: "uvicorn app.main:app --host ${HOST:-0.0.0.0} --port $PORT",
  },
};
