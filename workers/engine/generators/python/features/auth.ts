import type { AppModel } from "../../../model";
import { fill } from "../../files";
import type { PythonFeature } from "../feature";
import { pythonFeatureEmitter } from "../feature";
import { pyCode, pyTest } from "../files";
import { pyString } from "../names";
import passwordsPy from "../templates/backend/app/features/auth/passwords.py?raw";
import tokensPy from "../templates/backend/app/features/auth/tokens.py?raw";
import guardPy from "../templates/backend/app/features/auth/guard.py?raw";
import routesPy from "../templates/backend/app/features/auth/routes.py?raw";
import initPy from "../templates/backend/app/features/auth/__init__.py?raw";
import authTest from "../templates/backend/tests/test_auth.py?raw";
import secretFrom from "../templates/backend/app/config.secret_from.py?raw";

export const authPython: PythonFeature = {
  feature: "auth",
  emitter: pythonFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with scrypt password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user.",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model: AppModel) => [
      pyCode("backend/app/features/auth/__init__.py", "backend", initPy),
      pyCode("backend/app/features/auth/passwords.py", "backend", passwordsPy),
      pyCode("backend/app/features/auth/tokens.py", "backend", tokensPy),
      pyCode("backend/app/features/auth/guard.py", "backend", guardPy),
      pyCode("backend/app/features/auth/routes.py", "backend", routesPy),
      pyTest(
        "backend/tests/test_auth.py",
        // The records behind sign-in are checked on the first entity's route (the health route without one).
        fill(authTest, { firstPath: pyString(`/api/${model.entities[0]?.route ?? "health"}`) }),
      ),
    ],
  }),
  settings: [{ field: "auth_secret: str", read: "auth_secret=secret_from(env)" }],
  configHelpers: [secretFrom.trimEnd()],
  routes: {
    imports: ["from app.features.auth.routes import auth_routes"],
    open: [{ router: "auth_routes(services)", prefix: "/api/auth" }],
  },
  guard: {
    imports: ["from app.features.auth.guard import require_auth"],
    create: "require_auth(services.settings.auth_secret)",
  },
};
