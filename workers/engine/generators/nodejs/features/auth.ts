import { code, fill, lines, test } from "../../files";
import { fillBlocks } from "../../fill-blocks";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { AppModel, Entity } from "../../../model";
import { guardedRoutes, ownsRecords, roleRows, roleTestCase } from "../../shared/backend/roles";
import type { BackendFeature } from "../feature";
import { templateText } from "../../template-texts";

/** src/features/auth/roles.ts: the app model's roles, and the record routes they are checked on. */
export function rolesFile(model: AppModel, template: string = templateText("nodejs/templates/backend/src/features/auth/roles.ts")): string {
  const rows = roleRows(model).map(
    (row) =>
      `  { name: ${JSON.stringify(row.name)}, label: ${JSON.stringify(row.label)}, manages: ${row.manages}, signUp: ${row.signUp}, writes: [${row.routes.map((route) => JSON.stringify(route)).join(", ")}], owns: [${row.owns.map((route) => JSON.stringify(route)).join(", ")}] },`,
  );
  const records = guardedRoutes(model).map(([route, label]) => `  ${JSON.stringify(route)}: ${JSON.stringify(label)},`);
  return fill(template, { roles: lines("[", ...rows, "]"), records: lines("{", ...records, "}") });
}

/**
 * test/auth.test.ts: accounts, tokens, roles, and a change the sign-up role is refused when there is one. The
 * Workers backend fills its own template with the same cases (its `freshApp` and `request` work alike).
 */
export function authTestFile(model: AppModel, template: string = templateText("nodejs/templates/backend/test/auth.test.ts")): string {
  const { managing, signUp, refused, owned } = roleTestCase(model);
  const refusedTest = refused
    ? lines(
        "",
        `  it(${JSON.stringify(`lets only a role that writes ${refused.pluralLabel.toLowerCase()} change them`)}, async () => {`,
        "    const app = freshApp();",
        `    const first = await request(app).post("/api/auth/register").send(account).expect(201);`,
        `    const second = await request(app).post("/api/auth/register").send({ ...account, email: "bo@example.com" }).expect(201);`,
        "    const member = { Authorization: `Bearer ${second.body.token}` };",
        `    const refused = await request(app).post(${JSON.stringify(`/api/${refused.route}`)}).set(member).send({}).expect(403);`,
        `    expect(refused.body.error).toBe(${JSON.stringify(`Your role (${signUp.label}) cannot change ${refused.pluralLabel.toLowerCase()}`)});`,
        `    await request(app).get(${JSON.stringify(`/api/${refused.route}`)}).set(member).expect(200);`,
        "    await request(app)",
        "      .put(`/api/auth/users/${second.body.user.id}/role`)",
        "      .set({ Authorization: `Bearer ${first.body.token}` })",
        `      .send({ role: ${JSON.stringify(managing.name)} })`,
        "      .expect(200);",
        "    // The role is read on every change: the next call passes the role check and meets the input check.",
        `    await request(app).post(${JSON.stringify(`/api/${refused.route}`)}).set(member).send({}).expect(400);`,
        "  });",
      )
    : "";
  return fillBlocks(template, {
    firstRoute: JSON.stringify(`/api/${model.entities[0]?.route ?? "health"}`),
    managingRole: JSON.stringify(managing.name),
    signUpRole: JSON.stringify(signUp.name),
    refusedTest,
    ownedImport: owned ? `import { ${owned.camel}Input } from "./fixtures.js";` : "",
    ownedTest: owned ? ownedTest(owned, signUp.label) : "",
  });
}

/**
 * Test lines for apps where a role owns record types: `register(email)` makes an account on `app` (after the
 * first, in the sign-up role, the one that owns) and answers the headers that sign its calls in.
 */
export const registerOwner = (app: string): string =>
  lines(
    "const register = async (email: string) => {",
    `  const { body } = await request(${app}).post("/api/auth/register").send({ name: "Owner", email, password: "correct horse battery" }).expect(201);`,
    "  return { Authorization: `Bearer ${(body as { token: string }).token}` };",
    "};",
  );

/** The test that an account whose role owns a record type meets only its own records of it, the others as missing. */
function ownedTest(owned: Entity, role: string): string {
  const base = `/api/${owned.route}`;
  const records = owned.pluralLabel.toLowerCase();
  return lines(
    "",
    `  it(${JSON.stringify(`shows a ${role} only the ${records} its own account created; another's answer 404`)}, async () => {`,
    "    const app = freshApp();",
    "    const register = async (email: string) => {",
    `      const { body } = await request(app).post("/api/auth/register").send({ ...account, email }).expect(201);`,
    "      return { Authorization: `Bearer ${(body as { token: string }).token}` };",
    "    };",
    `    const manager = await register("ada@example.com");`,
    `    const mine = await register("bo@example.com");`,
    `    const other = await register("cy@example.com");`,
    `    const input = await ${owned.camel}Input(anonymousClient());`,
    `    const created = await request(app, mine).post(${JSON.stringify(base)}).send(input).expect(201);`,
    "    const id = (created.body as { id: string }).id;",
    `    const path = \`${base}/\${id}\`;`,
    "    const listed = async (headers: Record<string, string>) =>",
    `      ((await request(app, headers).get(${JSON.stringify(base)}).expect(200)).body as { id: string }[]).map((record) => record.id);`,
    "    expect(await listed(other)).not.toContain(id);",
    "    await request(app, other).get(path).expect(404);",
    "    await request(app, other).put(path).send(input).expect(404);",
    "    await request(app, other).delete(path).expect(404);",
    "    expect(await listed(mine)).toContain(id);",
    "    await request(app, mine).get(path).expect(200);",
    "    expect(await listed(manager)).toContain(id);",
    "    await request(app, manager).get(path).expect(200);",
    "  });",
  );
}

export const authBackend: BackendFeature = {
  feature: "auth",
  emitter: backendFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with scrypt password hashes and signed expiring tokens; every record route " +
      "requires a signed-in user, and a change needs a role that writes the record type (the first account manages roles).",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model) => [
      code("backend/src/features/auth/passwords.ts", "backend", templateText("nodejs/templates/backend/src/features/auth/passwords.ts")),
      code("backend/src/features/auth/tokens.ts", "backend", templateText("nodejs/templates/backend/src/features/auth/tokens.ts")),
      code("backend/src/features/auth/guard.ts", "backend", templateText("nodejs/templates/backend/src/features/auth/guard.ts")),
      code("backend/src/features/auth/routes.ts", "backend", templateText("nodejs/templates/backend/src/features/auth/routes.ts")),
      code("backend/src/features/auth/roles.ts", "backend", rolesFile(model)),
      ...(ownsRecords(model) ? [code("backend/src/features/auth/ownership.ts", "backend", templateText("nodejs/templates/backend/src/features/auth/ownership.ts"))] : []),
      test("backend/test/auth.test.ts", authTestFile(model)),
    ],
  }),
  config: [{ field: "authSecret: string", read: "authSecret: secretFrom(env)" }],
  configHelpers: [
    lines(
      "/** The shortest secret production accepts: a guessable one would let anyone sign tokens. */",
      "export const MIN_SECRET_LENGTH = 32;",
      "",
      "/**",
      " * The token signing secret (AUTH_SECRET): required in production and at least 32 characters there. Outside",
      " * production an unset one is made at random for this run: sign-ins end when the server restarts.",
      " */",
      "export function secretFrom(env: NodeJS.ProcessEnv): string {",
      `  const secret = env.AUTH_SECRET ?? "";`,
      `  if (env.NODE_ENV === "production") {`,
      `    if (secret.length < MIN_SECRET_LENGTH) {`,
      "      throw new Error(",
      "        `AUTH_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters in production (make one with: openssl rand -hex 32)`,",
      "      );",
      "    }",
      "    return secret;",
      "  }",
      "  if (secret) return secret;",
      `  console.warn("AUTH_SECRET is not set: a random one is used for this run, so sign-ins end when the server restarts.");`,
      "  return crypto.randomUUID() + crypto.randomUUID();",
      "}",

    ),
  ],
  routes: {
    imports: [
      `import { requireAuth } from "./features/auth/guard.js";`,
      `import { requireWriteRole } from "./features/auth/roles.js";`,
      `import { authRoutes } from "./features/auth/routes.js";`,
    ],
    open: [`app.use("/api/auth", authRoutes(services));`],
    guard: [`app.use("/api", requireAuth(services.config.authSecret), requireWriteRole(services.repositories));`],
  },
};
