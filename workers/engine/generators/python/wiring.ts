import type { AppModel, Entity } from "../../model";
import { lines } from "../files";
import type { GeneratedFile } from "../types";
import { pythonDatabase } from "./databases";
import type { PythonFeature, PythonMount } from "./feature";
import { PYTHON_FEATURES } from "./features";
import { pyCode } from "./files";
import { pyNames, pyString } from "./names";

/** The features of this app that have server code, in the canonical feature order. */
export const chosenPythonFeatures = (model: AppModel): PythonFeature[] =>
  PYTHON_FEATURES.filter((entry) => model.features.includes(entry.feature));

function configFile(model: AppModel, features: PythonFeature[]): string {
  const extra = features.flatMap((entry) => entry.settings ?? []);
  const auth = features.some((entry) => entry.feature === "auth");
  return lines(
    `"""The settings, read from the environment (see .env.example)."""`,
    "from dataclasses import dataclass",
    "from typing import Mapping, Optional",
    "",
    "",
    "@dataclass(frozen=True)",
    "class Settings:",
    "    port: int",
    "    database_url: Optional[str]",
    `    """${pythonDatabase(model).label} connection string; without it records are kept in memory."""`,
    "    cors_origin: Optional[str]",
    `    """The frontend's origin when it is served from another host than the API."""`,
    ...extra.map((entry) => `    ${entry.field}`),
    "",
    "",
    "def read_settings(env: Mapping[str, str]) -> Settings:",
    `    """Reads the settings from the environment (os.environ, or a plain dict in tests)."""`,
    "    return Settings(",
    `        port=int(env.get("PORT") or 3000),`,
    `        database_url=env.get("DATABASE_URL") or None,`,
    `        cors_origin=env.get("CORS_ORIGIN") or None,`,
    ...extra.map((entry) => `        ${entry.read},`),
    "    )",
    auth &&
      lines(
        "",
        "",
        "def secret_from(env: Mapping[str, str]) -> str:",
        `    """The token signing secret: required in production (APP_ENV=production), a fixed development value otherwise."""`,
        `    secret = env.get("AUTH_SECRET")`,
        "    if secret:",
        "        return secret",
        `    if env.get("APP_ENV") == "production":`,
        `        raise RuntimeError("AUTH_SECRET must be set in production")`,
        `    return "development-secret-change-me"`,
      ),
  );
}

function servicesFile(features: PythonFeature[]): string {
  const services = features.flatMap((entry) => entry.services ?? []);
  return lines(
    `"""Everything a route needs, created once per app; tests build it with in-memory repositories."""`,
    "from dataclasses import dataclass",
    "",
    "from app.config import Settings",
    "from app.events import ChangeEvents",
    ...[...new Set(services.flatMap((service) => service.imports))].sort(),
    "from app.repositories import Repositories",
    "",
    "",
    "@dataclass",
    "class Services:",
    "    settings: Settings",
    "    repositories: Repositories",
    "    events: ChangeEvents",
    ...services.map((service) => `    ${service.field}`),
    "",
    "",
    "def create_services(repositories: Repositories, settings: Settings) -> Services:",
    "    return Services(",
    "        settings=settings,",
    "        repositories=repositories,",
    "        events=ChangeEvents(),",
    ...services.map((service) => `        ${service.create},`),
    "    )",
  );
}

const include = ({ router, prefix }: PythonMount, guarded: boolean) =>
  `    app.include_router(${router}, prefix=${pyString(prefix)}${guarded ? ", dependencies=signed_in" : ""})`;

function applicationFile(model: AppModel, features: PythonFeature[]): string {
  const guard = features.find((entry) => entry.guard)?.guard;
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  const entityMounts = model.entities.map((entity): PythonMount => ({
    router: `${pyNames(entity).routes}(services)`,
    prefix: `/api/${entity.route}`,
  }));
  const imports = [
    ...model.entities.map((entity) => `from app.routes.${pyNames(entity).routesModule} import ${pyNames(entity).routes}`),
    ...routes.flatMap((entry) => entry.imports),
    ...(guard?.imports ?? []),
    "from app.http.cors import AllowOrigin",
    "from app.http.errors import add_error_handlers",
    "from app.services import Services",
  ];
  return lines(
    `"""The ${model.name} API: every route under /api, one error shape."""`,
    "from typing import Dict",
    "",
    guard ? "from fastapi import Depends, FastAPI" : "from fastapi import FastAPI",
    "",
    ...[...new Set(imports)].sort(),
    "",
    "",
    "def create_app(services: Services) -> FastAPI:",
    "    # FastAPI's own /docs and /openapi.json stay off: every route of this API is under /api.",
    `    app = FastAPI(title=${pyString(`${model.name} API`)}, docs_url=None, redoc_url=None, openapi_url=None)`,
    guard &&
      lines(
        `    check_signed_in = ${guard.create}`,
        "    signed_in = [Depends(check_signed_in)]",
        "    add_error_handlers(app, before_unknown_route=check_signed_in)",
      ),
    !guard && "    add_error_handlers(app)",
    "    if services.settings.cors_origin:",
    "        app.add_middleware(AllowOrigin, origin=services.settings.cors_origin)",
    "",
    `    @app.get("/api/health")`,
    "    def health() -> Dict[str, str]:",
    `        return {"status": "ok"}`,
    "",
    ...routes.flatMap((entry) => entry.open ?? []).map((mount) => include(mount, false)),
    ...entityMounts.map((mount) => include(mount, Boolean(guard))),
    ...routes.flatMap((entry) => entry.mounts ?? []).map((mount) => include(mount, Boolean(guard))),
    "    return app",
  );
}

const mainFile = (model: AppModel) =>
  lines(
    `"""The entry point: uvicorn app.main:app --port 3000 (or python -m app.main, which reads PORT)."""`,
    "import logging",
    "import os",
    "",
    "import uvicorn",
    "",
    "from app.application import create_app",
    "from app.config import Settings, read_settings",
    "from app.db import connect_database",
    "from app.repositories import Repositories, create_memory_repositories",
    "from app.services import create_services",
    "",
    "logger = logging.getLogger(__name__)",
    "",
    "",
    "def open_repositories(settings: Settings) -> Repositories:",
    "    if settings.database_url:",
    "        return connect_database(settings.database_url).repositories",
    `    logger.warning("DATABASE_URL is not set: records are kept in memory and lost when the server stops.")`,
    "    return create_memory_repositories()",
    "",
    "",
    "settings = read_settings(os.environ)",
    "app = create_app(create_services(open_repositories(settings), settings))",
    "",
    `if __name__ == "__main__":`,
    `    logger.info(${pyString(`${model.name} API listening on port %s`)}, settings.port)`,
    `    uvicorn.run(app, host="0.0.0.0", port=settings.port)`,
  );

function entityRoutesFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = pyNames(entity);
  const references = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) return [];
    return [
      "            Reference(",
      `                ${pyString(field.name)},`,
      `                ${pyString(target.label)},`,
      `                lambda record_id: repositories.${pyNames(target).repository}.get(record_id) is not None,`,
      "            ),",
    ];
  });
  return pyCode(
    `backend/app/routes/${names.routesModule}.py`,
    "backend",
    lines(
      `"""/api/${entity.route}: list, create, read, replace and delete ${entity.pluralLabel.toLowerCase()}."""`,
      "from fastapi import APIRouter",
      "",
      `from app.domain.${names.module} import ${names.model}`,
      references.length > 0 ? "from app.http.crud import Reference, crud_router" : "from app.http.crud import crud_router",
      "from app.services import Services",
      "",
      "",
      `def ${names.routes}(services: Services) -> APIRouter:`,
      "    repositories = services.repositories",
      "    return crud_router(",
      `        label=${pyString(entity.label)},`,
      `        topic=${pyString(entity.route)},`,
      `        repository=repositories.${names.repository},`,
      `        model=${names.model},`,
      references.length > 0 ? lines("        references=[", ...references, "        ],") : "        references=[],",
      "        events=services.events,",
      "    )",
    ),
  );
}

/** The server's wiring: settings, services, the app with every router mounted, the entry point. */
export function wiringFiles(model: AppModel): GeneratedFile[] {
  const features = chosenPythonFeatures(model);
  return [
    pyCode("backend/app/config.py", "backend", configFile(model, features)),
    pyCode("backend/app/services.py", "backend", servicesFile(features)),
    pyCode("backend/app/application.py", "backend", applicationFile(model, features)),
    pyCode("backend/app/main.py", "backend", mainFile(model)),
    pyCode("backend/app/routes/__init__.py", "backend", `"""One router per record type, mounted under /api/<route>."""`),
    ...model.entities.map((entity) => entityRoutesFile(model, entity)),
  ];
}
