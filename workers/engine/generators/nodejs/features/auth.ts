import { code, fill, lines, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";
import guard from "../templates/backend/src/features/auth/guard.ts?raw";
import passwords from "../templates/backend/src/features/auth/passwords.ts?raw";
import routes from "../templates/backend/src/features/auth/routes.ts?raw";
import tokens from "../templates/backend/src/features/auth/tokens.ts?raw";
import authTest from "../templates/backend/test/auth.test.ts?raw";

export const authBackend: BackendFeature = {
  feature: "auth",
  emitter: backendFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with scrypt password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user.",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model) => [
      code("backend/src/features/auth/passwords.ts", "backend", passwords),
      code("backend/src/features/auth/tokens.ts", "backend", tokens),
      code("backend/src/features/auth/guard.ts", "backend", guard),
      code("backend/src/features/auth/routes.ts", "backend", routes),
      test("backend/test/auth.test.ts", fill(authTest, { firstRoute: JSON.stringify(`/api/${model.entities[0]?.route ?? "health"}`) })),
    ],
  }),
  config: [{ field: "authSecret: string", read: "authSecret: secretFrom(env)" }],
  configHelpers: [
    lines(
      "/** The token signing secret: required in production, a fixed development value otherwise. */",
      "function secretFrom(env: NodeJS.ProcessEnv): string {",
      "  if (env.AUTH_SECRET) return env.AUTH_SECRET;",
      `  if (env.NODE_ENV === "production") throw new Error("AUTH_SECRET must be set in production");`,
      `  return "development-secret-change-me";`,
      "}",
    ),
  ],
  routes: {
    imports: [
      `import { requireAuth } from "./features/auth/guard.js";`,
      `import { authRoutes } from "./features/auth/routes.js";`,
    ],
    open: [`app.use("/api/auth", authRoutes(services));`],
    guard: [`app.use("/api", requireAuth(services.config.authSecret));`],
  },
};
