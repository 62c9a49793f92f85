import type { AppModel, Entity } from "../../model";
import { ruleMessage, ruleNote } from "../../model/rules";
import { fill, indent, lines } from "../files";
import { ownsRecords } from "../shared/backend/roles";
import type { GeneratedFile } from "../types";
import { pythonDatabase } from "./databases";
import { pythonRouteOwnershipSlots } from "./features/auth";
import type { PythonFeature, PythonMount } from "./feature";
import { PYTHON_FEATURES } from "./features";
import { pyCode } from "./files";
import { fillBlocks } from "../fill-blocks";
import { pyNames, pyString } from "./names";
import { templateText } from "../template-texts";

/** The features of this app that have server code, in the canonical feature order. */
export const chosenPythonFeatures = (model: AppModel): PythonFeature[] =>
  PYTHON_FEATURES.filter((entry) => model.features.includes(entry.feature));

/** app/config.py: the base settings, then each feature's, each read from the environment. */
function configFile(model: AppModel, features: PythonFeature[]): string {
  const extra = features.flatMap((entry) => entry.settings ?? []);
  const helpers = features.flatMap((entry) => entry.configHelpers?.() ?? []);
  return fillBlocks(templateText("python/templates/backend/app/config.py"), {
    imports: lines(...[...new Set(features.flatMap((entry) => entry.configImports ?? []))].sort()),
    databaseLabel: pythonDatabase(model).label,
    fields: lines(...extra.map((entry) => entry.field)),
    reads: lines(...extra.map((entry) => `${entry.read},`)),
    helpers: lines(...helpers.flatMap((helper) => ["", helper])),
  });
}

/** The import of what limits an account to its own records, when a role owns record types (ownership.py). */
const OWNERSHIP_MODULE = "app.features.auth.ownership";

/**
 * app/services.py: the change events, then each feature's long-lived services. When a role owns record types,
 * the repositories every route uses see as the request's account does.
 */
function servicesFile(model: AppModel, features: PythonFeature[]): string {
  const services = features.flatMap((entry) => entry.services ?? []);
  const owning = ownsRecords(model);
  return fillBlocks(templateText("python/templates/backend/app/services.py"), {
    imports: lines(...[...new Set([...services.flatMap((service) => service.imports), ...(owning ? [`from ${OWNERSHIP_MODULE} import owned_records`] : [])])].sort()),
    repositories: owning ? "owned_records(repositories)" : "repositories",
    fields: lines(...services.map((service) => service.field)),
    creates: lines(...services.map((service) => `${service.create},`)),
  });
}

const include = ({ router, prefix }: PythonMount, guarded: boolean) =>
  `app.include_router(${router}, prefix=${pyString(prefix)}${guarded ? ", dependencies=signed_in" : ""})`;

/** app/application.py: the open routes, then every record's routes and the features' routes, behind sign-in. */
function applicationFile(model: AppModel, features: PythonFeature[]): string {
  const guard = features.find((entry) => entry.guard)?.guard;
  const owning = ownsRecords(model);
  const routes = features.flatMap((entry) => (entry.routes ? [entry.routes] : []));
  const entityMounts = model.entities.map((entity): PythonMount => ({
    router: `${pyNames(entity).routes}(services)`,
    prefix: `/api/${entity.route}`,
  }));
  const imports = [
    ...model.entities.map((entity) => `from app.routes.${pyNames(entity).routesModule} import ${pyNames(entity).routes}`),
    ...routes.flatMap((entry) => entry.imports),
    ...(guard?.imports ?? []),
    ...(guard && owning ? [`from ${OWNERSHIP_MODULE} import note_account`] : []),
    "from app.http.cors import AllowOrigin",
    "from app.http.errors import add_error_handlers",
    "from app.services import Services",
  ];
  return fillBlocks(templateText("python/templates/backend/app/application.py"), {
    name: model.name,
    title: pyString(`${model.name} API`),
    fastapiNames: guard ? "Depends, FastAPI" : "FastAPI",
    imports: lines(...[...new Set(imports)].sort()),
    // A path no route serves is answered only after the sign-in check, so it tells strangers nothing.
    signIn: guard
      ? lines(
          `check_signed_in = ${guard.create}`,
          // Then, when a role owns record types, the signed-in account is noted for the repositories it limits.
          owning ? "signed_in = [Depends(check_signed_in), Depends(note_account)]" : "signed_in = [Depends(check_signed_in)]",
        )
      : "",
    unknownRouteCheck: guard ? ", before_unknown_route=check_signed_in" : "",
    mounts: lines(
      ...routes.flatMap((entry) => entry.open ?? []).map((mount) => include(mount, false)),
      ...entityMounts.map((mount) => include(mount, Boolean(guard))),
      ...routes.flatMap((entry) => entry.mounts ?? []).map((mount) => include(mount, Boolean(guard))),
    ),
  });
}

/** The checks that the records a record points at exist, as crud_router's references argument. */
function referencesOf(model: AppModel, entity: Entity): string {
  const references = entity.fields.flatMap((field) => {
    const target = model.entities.find((candidate) => candidate.name === field.target);
    if (!target) return [];
    return [
      "    Reference(",
      `        ${pyString(field.name)},`,
      `        ${pyString(target.label)},`,
      `        lambda record_id: repositories.${pyNames(target).repository}.get(record_id) is not None,`,
      "    ),",
    ];
  });
  return references.length > 0 ? indent(lines("[", ...references, "]"), 8).trimStart() : "[]";
}

/** crud_router's orders and states arguments: the rules checked on a whole record (none: no arguments). */
function ruleArgumentsOf(entity: Entity): { text: string; names: string[] } {
  const orders = entity.rules.flatMap((rule) => {
    if (rule.kind !== "date" || rule.to === "now") return [];
    return [`            # ${ruleNote(rule)}`, `            DateOrder(${[rule.field, rule.relation, rule.to, ruleMessage(entity, rule)].map(pyString).join(", ")}),`];
  });
  const states = entity.rules.flatMap((rule) => {
    if (rule.kind !== "transitions") return [];
    const moves = rule.states.map((state) => `${pyString(state)}: (${rule.moves.filter((move) => move.from === state).map((move) => `${pyString(move.to)},`).join(" ")})`);
    return [
      `            # ${ruleNote(rule)}`,
      `            StateField(${pyString(rule.field)}, (${rule.states.map((state) => `${pyString(state)},`).join(" ")}), {${moves.join(", ")}}),`,
    ];
  });
  const text = [
    orders.length > 0 ? lines("", "        orders=[", ...orders, "        ],") : "",
    states.length > 0 ? lines("", "        states=[", ...states, "        ],") : "",
  ].join("");
  return { text, names: [...(orders.length > 0 ? ["DateOrder"] : []), ...(states.length > 0 ? ["StateField"] : [])] };
}

function entityRoutesFile(model: AppModel, entity: Entity): GeneratedFile {
  const names = pyNames(entity);
  const references = referencesOf(model, entity);
  const ruleArguments = ruleArgumentsOf(entity);
  return pyCode(
    `backend/app/routes/${names.routesModule}.py`,
    "backend",
    fillBlocks(templateText("python/templates/backend/app/routes/[module].py"), {
      ...pythonRouteOwnershipSlots(model, entity.route),
      route: entity.route,
      records: entity.pluralLabel.toLowerCase(),
      module: names.module,
      model: names.model,
      crudNames: [...ruleArguments.names, ...(references === "[]" ? [] : ["Reference"]), "crud_router"].join(", "),
      ruleArguments: ruleArguments.text,
      routes: names.routes,
      label: pyString(entity.label),
      topic: pyString(entity.route),
      repository: names.repository,
      references,
    }),
  );
}

/** The server's wiring: settings, services, the app with every router mounted, the entry point. */
export function wiringFiles(model: AppModel): GeneratedFile[] {
  const features = chosenPythonFeatures(model);
  return [
    pyCode("backend/app/config.py", "backend", configFile(model, features)),
    pyCode("backend/app/services.py", "backend", servicesFile(model, features)),
    pyCode("backend/app/application.py", "backend", applicationFile(model, features)),
    pyCode("backend/app/main.py", "backend", fill(templateText("python/templates/backend/app/main.py"), { listening: pyString(`${model.name} API listening on %s port %s`) })),
    pyCode("backend/app/routes/__init__.py", "backend", templateText("python/templates/backend/app/routes/__init__.py")),
    ...model.entities.map((entity) => entityRoutesFile(model, entity)),
  ];
}
