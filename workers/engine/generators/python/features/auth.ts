import type { AppModel, Entity } from "../../../model";
import { fillBlocks } from "../../fill-blocks";
import { lines } from "../../files";
import { RECORD_OWNER } from "../../records";
import { guardedRoutes, ownedRoutes, ownsRecords, roleRows, roleTestCase } from "../../shared/backend/roles";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyNames, pyString } from "../names";
import { templateText } from "../../template-texts";

/** A Python tuple of strings: ("orders",) with one, () with none. */
const pyTuple = (items: readonly string[]) => `(${items.map(pyString).join(", ")}${items.length === 1 ? "," : ""})`;

/** app/features/auth/roles.py: the app model's roles (with the record types they own, when some do), and the record routes they are checked on. */
function rolesFile(model: AppModel): string {
  const bool = (value: boolean) => (value ? "True" : "False");
  const owning = ownsRecords(model);
  const roles = roleRows(model).map(
    (row) =>
      `    Role(${pyString(row.name)}, ${pyString(row.label)}, manages=${bool(row.manages)}, sign_up=${bool(row.signUp)}, writes=${pyTuple(row.routes)}${owning ? `, owns=${pyTuple(row.owns)}` : ""}),`,
  );
  const records = guardedRoutes(model).map(([route, label]) => `    ${pyString(route)}: ${pyString(label)},`);
  return fillBlocks(templateText("python/templates/backend/app/features/auth/roles.py"), {
    reads: owning
      ? "Every signed-in account reads every record, but another account's of a type its role owns"
      : "Every signed-in account reads every record",
    ownsField: owning
      ? lines("owns: Sequence[str] = ()", `"""Of those, the ones whose records it sees and changes only when its account created them."""`)
      : "",
    roles: lines(...roles),
    records: lines(...records),
  });
}

/** app/features/auth/ownership.py: the repositories of the owned record types, as the request's account sees them. */
function ownershipFile(model: AppModel): string {
  const owned = model.entities.filter((entity) => ownedRoutes(model).includes(entity.route));
  return fillBlocks(templateText("python/templates/backend/app/features/auth/ownership.py"), {
    owners: pyNames(RECORD_OWNER).repository,
    owned: lines(
      ...owned.map((entity) => {
        const repository = pyNames(entity).repository;
        return `${repository}=OwnedRepository(${pyString(entity.route)}, repositories.${repository}, owners),`;
      }),
    ),
  });
}

/**
 * app/events.py's slots: when a role owns record types, a change carries who created the record, so the live
 * stream tells it only to the accounts that see the record (the owner's own deletion included).
 */
export function pythonEventOwnershipSlots(model: AppModel): Record<"typingNames" | "ownersField", string> {
  const owning = ownsRecords(model);
  return {
    typingNames: owning ? "Callable, List, Sequence" : "Callable, List",
    ownersField: owning
      ? lines(
          "owners: Sequence[str] = ()",
          `"""The accounts that created the record, when a role owns its type: kept in the server, never sent."""`,
        )
      : "",
  };
}

/**
 * app/http/crud.py's slots: when a role owns record types, the routes of those types are given who created a
 * record, and their change events carry it; a deleted record's owners are read before they are forgotten with it.
 */
export function pythonCrudOwnershipSlots(
  model: AppModel,
): Record<"ownersParam" | "createdOwners" | "updatedOwners" | "readOwners" | "deletedOwners", string> {
  const owning = ownsRecords(model);
  return {
    ownersParam: owning
      ? lines(
          "# Who created a record, for a type some role owns (none for the others): its change events carry them.",
          "owners: Callable[[str], Sequence[str]] = lambda record_id: (),",
        )
      : "",
    createdOwners: owning ? `, owners(created["id"])` : "",
    updatedOwners: owning ? ", owners(record_id)" : "",
    readOwners: owning ? "created_by = owners(record_id)  # before they are forgotten with the record" : "",
    deletedOwners: owning ? ", created_by" : "",
  };
}

/** A record route's argument for crud_router's owners, and its import: only for the types some role owns. */
export function pythonRouteOwnershipSlots(model: AppModel, route: string): Record<"ownershipImport" | "ownersArgument", string> {
  const owned = ownsRecords(model) && ownedRoutes(model).includes(route);
  return {
    ownershipImport: owned ? "from app.features.auth.ownership import owners_of" : "",
    ownersArgument: owned ? `\n        owners=owners_of(repositories, ${pyString(route)}),` : "",
  };
}

/**
 * What the live and analytics tests check ownership on, when the sign-up role owns a record type it can create
 * on its own: that type, and a type no role owns that needs no other record (when there is one).
 */
export function pythonOwnedTestCase(model: AppModel): { owned: Entity; unowned: Entity | undefined } | undefined {
  const { owned } = roleTestCase(model);
  if (!ownsRecords(model) || !owned) return undefined;
  const unowned = model.entities.find(
    (entity) => !ownedRoutes(model).includes(entity.route) && !entity.fields.some((field) => field.kind === "reference" && field.required),
  );
  return { owned, unowned };
}

export const pyTestName = (text: string) => `test_${text.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "")}`;

/** tests/test_auth.py: accounts, tokens, roles, and a change the sign-up role is refused when there is one. */
function authTestFile(model: AppModel): string {
  const { managing, signUp, refused, owned } = roleTestCase(model);
  const path = refused ? pyString(`/api/${refused.route}`) : "";
  const refusedTest = refused
    ? lines(
        "",
        `def test_lets_only_a_role_that_writes_${refused.table}_change_them() -> None:`,
        "    client = create_test_client(signed_in=False)",
        `    first = expect_status(client.post("/api/auth/register", json=ACCOUNT), 201)`,
        `    second = expect_status(client.post("/api/auth/register", json={**ACCOUNT, "email": "bo@example.com"}), 201)`,
        `    member = {"Authorization": f"Bearer {second['token']}"}`,
        `    refused = expect_status(client.post(${path}, json={}, headers=member), 403)`,
        `    assert refused["error"] == ${pyString(`Your role (${signUp.label}) cannot change ${refused.pluralLabel.toLowerCase()}`)}`,
        `    expect_status(client.get(${path}, headers=member), 200)`,
        `    manager = {"Authorization": f"Bearer {first['token']}"}`,
        `    expect_status(client.put(f"/api/auth/users/{second['user']['id']}/role", json={"role": ${pyString(managing.name)}}, headers=manager), 200)`,
        "    # The role is read on every change: the next call passes the role check and meets the input check.",
        `    expect_status(client.post(${path}, json={}, headers=member), 400)`,
      )
    : "";
  const ownedTest = owned
    ? lines(
        "",
        `def ${pyTestName(`lets the ${signUp.label} role see and change only its own ${owned.pluralLabel}`)}() -> None:`,
        "    # The test client's account registers first and manages; the accounts the check registers sign up.",
        `    ${pyNames(owned).owns}(create_test_client())`,
      )
    : "";
  return fillBlocks(templateText("python/templates/backend/tests/test_auth.py"), {
    ownedImport: owned ? `from tests.entity_checks import ${pyNames(owned).owns}` : "",
    // The records behind sign-in are checked on the first entity's route (the health route without one).
    firstPath: pyString(`/api/${model.entities[0]?.route ?? "health"}`),
    managingRole: pyString(managing.name),
    signUpRole: pyString(signUp.name),
    refusedTest,
    ownedTest,
  });
}

export const authPython: PythonFeature = {
  feature: "auth",
  emitter: pythonFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with scrypt password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user, and a change needs a role that writes the record type (the first account manages roles).",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model: AppModel) => [
      pyCode("backend/app/features/auth/__init__.py", "backend", templateText("python/templates/backend/app/features/auth/__init__.py")),
      pyCode("backend/app/features/auth/passwords.py", "backend", templateText("python/templates/backend/app/features/auth/passwords.py")),
      pyCode("backend/app/features/auth/tokens.py", "backend", templateText("python/templates/backend/app/features/auth/tokens.py")),
      pyCode("backend/app/features/auth/guard.py", "backend", templateText("python/templates/backend/app/features/auth/guard.py")),
      pyCode("backend/app/features/auth/routes.py", "backend", templateText("python/templates/backend/app/features/auth/routes.py")),
      pyCode("backend/app/features/auth/roles.py", "backend", rolesFile(model)),
      ...(ownsRecords(model) ? [pyCode("backend/app/features/auth/ownership.py", "backend", ownershipFile(model))] : []),
      pyTest("backend/tests/test_auth.py", authTestFile(model)),
    ],
  }),
  settings: [{ field: "auth_secret: str", read: "auth_secret=secret_from(env)" }],
  configHelpers: () => [templateText("python/templates/backend/app/config.secret_from.py").trimEnd()],
  configImports: ["import logging", "import secrets"],
  routes: {
    imports: ["from app.features.auth.routes import auth_routes"],
    open: [{ router: "auth_routes(services)", prefix: "/api/auth" }],
  },
  guard: {
    imports: ["from app.features.auth.guard import require_auth"],
    create: "require_auth(services.settings.auth_secret, services.repositories.users)",
  },
};
