import type { AppModel } from "../../../model";
import { fill, lines } from "../../files";
import { guardedRoutes, roleRows, roleTestCase } from "../../shared/backend/roles";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyString } from "../names";
import passwordsPy from "../templates/backend/app/features/auth/passwords.py?raw";
import tokensPy from "../templates/backend/app/features/auth/tokens.py?raw";
import guardPy from "../templates/backend/app/features/auth/guard.py?raw";
import routesPy from "../templates/backend/app/features/auth/routes.py?raw";
import rolesPy from "../templates/backend/app/features/auth/roles.py?raw";
import initPy from "../templates/backend/app/features/auth/__init__.py?raw";
import authTest from "../templates/backend/tests/test_auth.py?raw";
import secretFrom from "../templates/backend/app/config.secret_from.py?raw";

/** app/features/auth/roles.py: the app model's roles, and the record routes they are checked on. */
function rolesFile(model: AppModel): string {
  const bool = (value: boolean) => (value ? "True" : "False");
  const roles = roleRows(model).map(
    (row) =>
      `    Role(${pyString(row.name)}, ${pyString(row.label)}, manages=${bool(row.manages)}, sign_up=${bool(row.signUp)}, writes=(${row.routes.map(pyString).join(", ")}${row.routes.length === 1 ? "," : ""})),`,
  );
  const records = guardedRoutes(model).map(([route, label]) => `    ${pyString(route)}: ${pyString(label)},`);
  return fill(rolesPy, { roles: lines(...roles), records: lines(...records) });
}

/** tests/test_auth.py: accounts, tokens, roles, and a change the sign-up role is refused when there is one. */
function authTestFile(model: AppModel): string {
  const { managing, signUp, refused } = roleTestCase(model);
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
  return fill(authTest, {
    // The records behind sign-in are checked on the first entity's route (the health route without one).
    firstPath: pyString(`/api/${model.entities[0]?.route ?? "health"}`),
    managingRole: pyString(managing.name),
    signUpRole: pyString(signUp.name),
    refusedTest,
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
      pyCode("backend/app/features/auth/__init__.py", "backend", initPy),
      pyCode("backend/app/features/auth/passwords.py", "backend", passwordsPy),
      pyCode("backend/app/features/auth/tokens.py", "backend", tokensPy),
      pyCode("backend/app/features/auth/guard.py", "backend", guardPy),
      pyCode("backend/app/features/auth/routes.py", "backend", routesPy),
      pyCode("backend/app/features/auth/roles.py", "backend", rolesFile(model)),
      pyTest("backend/tests/test_auth.py", authTestFile(model)),
    ],
  }),
  settings: [{ field: "auth_secret: str", read: "auth_secret=secret_from(env)" }],
  configHelpers: [secretFrom.trimEnd()],
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
