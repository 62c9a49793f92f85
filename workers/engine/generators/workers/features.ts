import type { AppModel } from "../../model";
import { code, doc, fill, indent, lines, literal, test } from "../files";
import { fillBlocks } from "../fill-blocks";
import { analyticsTestFile, recordCounts } from "../nodejs/features/analytics";
import { authTestFile, rolesFile } from "../nodejs/features/auth";
import { apiDoc } from "../nodejs/features/api-docs";
import { searchTest } from "../nodejs/features/search";
import type { BackendFeature } from "../nodejs/feature";
import { backendFeatureEmitter } from "../shared/backend/feature-emitter";
import { openApiPath } from "../shared/backend/openapi";
import { ownsRecords, roleTestCase } from "../shared/backend/roles";
import { registerOwner } from "../nodejs/features/auth";
import type { Entity } from "../../model";
import { templateText } from "../template-texts";

const readsAccount = "c.get(\"userId\")";

const auth: BackendFeature = {
  feature: "auth",
  emitter: backendFeatureEmitter("auth", {
    name: "Accounts & sign-in API",
    description:
      "Registration and sign-in with PBKDF2 password hashes (Web Crypto) and signed expiring tokens; every record route " +
      "requires a signed-in user, and a change needs a role that writes the record type (the first account manages roles).",
    systemIds: ["SYS-auth", "SYS-sec", "SYS-roles"],
    emit: (model) => [
      code("backend/src/features/auth/passwords.ts", "backend", templateText("workers/templates/backend/src/features/auth/passwords.ts")),
      code("backend/src/features/auth/tokens.ts", "backend", templateText("workers/templates/backend/src/features/auth/tokens.ts")),
      code("backend/src/features/auth/guard.ts", "backend", templateText("workers/templates/backend/src/features/auth/guard.ts")),
      code("backend/src/features/auth/routes.ts", "backend", templateText("workers/templates/backend/src/features/auth/routes.ts")),
      // The roles and their record routes, as the Node backend writes them, with the Hono guard.
      code("backend/src/features/auth/roles.ts", "backend", rolesFile(model, templateText("workers/templates/backend/src/features/auth/roles.ts"))),
      ...(ownsRecords(model) ? [code("backend/src/features/auth/ownership.ts", "backend", templateText("nodejs/templates/backend/src/features/auth/ownership.ts"))] : []),
      test("backend/test/auth.test.ts", authTestFile(model, templateText("workers/templates/backend/test/auth.test.ts"))),
    ],
  }),
  config: [{ field: "authSecret: string", read: "authSecret: secretFrom(env)" }],
  configHelpers: [
    lines(
      "/** The shortest secret production accepts: a guessable one would let anyone sign tokens. */",
      "export const MIN_SECRET_LENGTH = 32;",
      "",
      "/**",
      " * The token signing secret (AUTH_SECRET, `wrangler secret put AUTH_SECRET`): required in production and at least",
      " * 32 characters there. Outside production an unset one is made at random for this isolate: sign-ins end with it.",
      " */",
      "export function secretFrom(env: Pick<Env, \"AUTH_SECRET\" | \"APP_ENV\">): string {",
      `  const secret = env.AUTH_SECRET ?? "";`,
      `  if (env.APP_ENV === "production") {`,
      "    if (secret.length < MIN_SECRET_LENGTH) {",
      "      throw new Error(",
      "        `AUTH_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters in production (make one with: openssl rand -hex 32)`,",
      "      );",
      "    }",
      "    return secret;",
      "  }",
      "  if (secret) return secret;",
      `  console.warn("AUTH_SECRET is not set: a random one is used for this isolate, so sign-ins end when it stops.");`,
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
    open: [`app.route("/api/auth", authRoutes(services));`],
    guard: [`app.use("/api/*", requireAuth(services.config.authSecret), requireWriteRole(services.repositories));`],
  },
};

const payments: BackendFeature = {
  feature: "payments",
  emitter: backendFeatureEmitter("payments", {
    name: "Payments API (provider interface + local provider)",
    description:
      "Checkout through a PaymentProvider interface, with a local provider for development and tests; " +
      "each payment is stored with its outcome. A Stripe adapter (its fetch API works in a Worker) plugs in behind it.",
    emit: () => [
      code("backend/src/features/payments/provider.ts", "backend", templateText("nodejs/templates/backend/src/features/payments/provider.ts")),
      code("backend/src/features/payments/local-provider.ts", "backend", templateText("workers/templates/backend/src/features/payments/local-provider.ts")),
      code("backend/src/features/payments/routes.ts", "backend", templateText("workers/templates/backend/src/features/payments/routes.ts")),
      test("backend/test/payments.test.ts", templateText("nodejs/templates/backend/test/payments.test.ts")),
    ],
  }),
  services: [
    {
      imports: [
        `import { LocalPaymentProvider } from "./features/payments/local-provider.js";`,
        `import type { PaymentProvider } from "./features/payments/provider.js";`,
      ],
      field: "payments: PaymentProvider",
      create: "payments: new LocalPaymentProvider()",
    },
  ],
  routes: {
    imports: [`import { paymentRoutes } from "./features/payments/routes.js";`],
    mounts: [`app.route("/api/payments", paymentRoutes(services));`],
  },
};

const notifications: BackendFeature = {
  feature: "notifications",
  emitter: backendFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps an outbox " +
      "in memory; an email API adapter (fetch from the Worker) plugs in behind it.",
    emit: () => [
      code("backend/src/features/notifications/mailer.ts", "backend", templateText("nodejs/templates/backend/src/features/notifications/mailer.ts")),
      code("backend/src/features/notifications/routes.ts", "backend", templateText("workers/templates/backend/src/features/notifications/routes.ts")),
      test("backend/test/notifications.test.ts", templateText("nodejs/templates/backend/test/notifications.test.ts")),
    ],
  }),
  services: [
    {
      imports: [`import { OutboxMailer, type Mailer } from "./features/notifications/mailer.js";`],
      field: "mailer: Mailer",
      create: "mailer: new OutboxMailer()",
    },
  ],
  routes: {
    imports: [`import { notificationRoutes } from "./features/notifications/routes.js";`],
    mounts: [`app.route("/api/notifications", notificationRoutes(services));`],
  },
};

const openApiPaths = (model: AppModel) => JSON.stringify([...new Set(model.apiRoutes.map((route) => openApiPath(route.path)))]);

const apiDocs: BackendFeature = {
  feature: "api",
  emitter: backendFeatureEmitter("api", {
    name: "Public API documentation (OpenAPI)",
    description: "The OpenAPI 3 description of every route (what it takes, each status it answers and with what), served at /api/openapi.json, and docs/API.md.",
    emit: (model) => [
      code("backend/src/features/api-docs/routes.ts", "backend", templateText("workers/templates/backend/src/features/api-docs/routes.ts")),
      doc("docs/API.md", apiDoc(model)),
      test("backend/test/openapi.test.ts", fill(templateText("nodejs/templates/backend/test/openapi.test.ts"), { paths: openApiPaths(model) })),
    ],
  }),
  routes: {
    imports: [`import { openApiRoutes } from "./features/api-docs/routes.js";`],
    open: [`app.route("/api/openapi.json", openApiRoutes());`],
  },
};

function analyticsFile(model: AppModel): string {
  const owning = ownsRecords(model);
  return fillBlocks(templateText("workers/templates/backend/src/features/analytics/routes.ts"), {
    accessImport: owning ? `import { ownedRecords } from "../auth/ownership.js";` : "",
    access: owning ? "const access = ownedRecords(repositories);" : "",
    seen: owning
      ? lines(
          "/** How many of a route's records the account sees: of a type its role owns, those it created. */",
          "const seen = async (route: string, records: { id: string }[]) => {",
          `  const account = ${readsAccount};`,
          "  const visible = account ? await access.visible(account, route) : undefined;",
          "  return visible ? records.filter((record) => visible.has(record.id)).length : records.length;",
          "};",
        )
      : "",
    records: recordCounts(model),
  });
}

const analytics: BackendFeature = {
  feature: "analytics",
  emitter: backendFeatureEmitter("analytics", {
    name: "Analytics API",
    description: "Usage events stored as records, and a summary of event counts and record counts for reports.",
    emit: (model) => [
      code("backend/src/features/analytics/routes.ts", "backend", analyticsFile(model)),
      test("backend/test/analytics.test.ts", analyticsTestFile(model)),
    ],
  }),
  routes: {
    imports: [`import { analyticsRoutes } from "./features/analytics/routes.js";`],
    mounts: [`app.route("/api/analytics", analyticsRoutes(services));`],
  },
};

function searchFile(model: AppModel): string {
  const owning = ownsRecords(model);
  return fillBlocks(templateText("workers/templates/backend/src/features/search/routes.ts"), {
    sources: lines(
      ...model.entities.map(
        (entity) =>
          `{ type: ${literal(entity.label)}, route: ${literal(entity.route)}, title: ${literal(entity.displayField)}, list: () => repositories.${entity.camelPlural}.list() },`,
      ),
    ),
    accessImport: owning ? `import { ownedRecords } from "../auth/ownership.js";` : "",
    access: owning ? "const access = ownedRecords(repositories);" : "",
    visible: owning ? `const account = ${readsAccount};\nconst visible = account ? await access.visible(account, source.route) : undefined;` : "",
    hidden: owning ? "if (visible && !visible.has(record.id)) continue;" : "",
  });
}

const search: BackendFeature = {
  feature: "search",
  emitter: backendFeatureEmitter("search", {
    name: "Search API",
    description: "One search endpoint over the text of every record type, case-insensitive, with links back to each record.",
    emit: (model) => [
      code("backend/src/features/search/routes.ts", "backend", searchFile(model)),
      test("backend/test/search.test.ts", searchTest(model)),
    ],
  }),
  routes: {
    imports: [`import { searchRoutes } from "./features/search/routes.js";`],
    mounts: [`app.route("/api/search", searchRoutes(services));`],
  },
};

const uploads: BackendFeature = {
  feature: "file-upload",
  emitter: backendFeatureEmitter("file-upload", {
    name: "File upload API",
    description:
      "Uploads up to 10 MB stored through a FileStorage interface (the R2 bucket UPLOADS when it is bound, the D1 " +
      "database otherwise), with their name, type and size recorded and a download route.",
    emit: () => [
      code("backend/src/features/uploads/storage.ts", "backend", templateText("workers/templates/backend/src/features/uploads/storage.ts")),
      code("backend/src/features/uploads/routes.ts", "backend", templateText("workers/templates/backend/src/features/uploads/routes.ts")),
      test("backend/test/uploads.test.ts", templateText("workers/templates/backend/test/uploads.test.ts")),
    ],
  }),
  services: [
    {
      imports: [`import { D1FileStorage, R2FileStorage, type FileStorage } from "./features/uploads/storage.js";`],
      field: "files: FileStorage",
      create: "files: env.UPLOADS ? new R2FileStorage(env.UPLOADS) : new D1FileStorage(env.DB)",
    },
  ],
  routes: {
    imports: [`import { uploadRoutes } from "./features/uploads/routes.js";`],
    mounts: [`app.route("/api/uploads", uploadRoutes(services));`],
  },
};

function liveFile(model: AppModel): string {
  const owning = ownsRecords(model);
  return fillBlocks(templateText("workers/templates/backend/src/features/live/routes.ts"), {
    accessImport: owning ? `import { changesSeenBy } from "../auth/ownership.js";` : "",
    repositories: owning ? ", repositories" : "",
    seenBy: owning
      ? lines(
          "// Of a record type a role owns, only the changes this account sees: its own records, unless its role sees all.",
          `const changes = changesSeenBy(local, repositories, String(${readsAccount}));`,
        )
      : "",
    changes: owning ? "changes" : "local",
  });
}

/**
 * The test that a change to an owned record reaches only its owner's stream and those of the roles that see every
 * record: two accounts of the owning role each create one, and each stream hears of its own only.
 */
function ownedLiveTest(owned: Entity, role: string): string {
  const base = `/api/${owned.route}`;
  return lines(
    "",
    `it(${literal(`streams a change to a ${role}'s ${owned.label.toLowerCase()} only to its own account and to the roles that see every one`)}, async () => {`,
    "  const client = await createTestClient();",
    indent(registerOwner("client.app"), 2),
    "  // The event as it is sent: topic, action and id, nothing of who owns the record.",
    `  const change = (action: string, id: string) => \`event: change\\ndata: \${JSON.stringify({ topic: ${literal(owned.route)}, action, id })}\\n\\n\`;`,
    "  const create = async (headers: Record<string, string>) =>",
    `    ((await request(client.app, headers).post(${literal(base)}).send(await ${owned.camel}Input(client)).expect(201)).body as { id: string }).id;`,
    `  const [mine, other] = [await register("avery@example.com"), await register("blake@example.com")];`,
    "  const streams = [await openStream(client.app, mine), await openStream(client.app, other), await openStream(client.app, client.headers)];",
    "  const [ofMine, ofOther, ofStaff] = streams;",
    "  try {",
    "    const id = await create(mine);",
    "    // The other account's own record comes after the first: its stream is alive and never heard of the first.",
    "    const othersId = await create(other);",
    `    expect(await ofOther?.until(change("created", othersId))).not.toContain(id);`,
    `    expect(await ofStaff?.until(change("created", othersId))).toContain(change("created", id));`,
    "    // Its owner hears of its deletion, though who owns it goes with the record.",
    `    await request(client.app, mine).delete(\`${base}/\${id}\`).expect(204);`,
    `    const heard = await ofMine?.until(change("deleted", id));`,
    `    expect(heard).toContain(change("created", id));`,
    "    expect(heard).not.toContain(othersId);",
    "  } finally {",
    "    await Promise.all(streams.map((stream) => stream.close()));",
    "  }",
    "});",
  );
}

function liveTestFile(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return "";
  const owned = ownsRecords(model) ? roleTestCase(model).owned : undefined;
  return fillBlocks(templateText("workers/templates/backend/test/live.test.ts"), {
    camel: entity.camel,
    path: literal(`/api/${entity.route}`),
    topic: literal(`"topic":"${entity.route}"`),
    ownedFixture: owned && owned.camel !== entity.camel ? `, ${owned.camel}Input` : "",
    requestImport: owned ? ", request" : "",
    ownedTest: owned ? ownedLiveTest(owned, roleTestCase(model).signUp.label) : "",
  });
}

const realtime: BackendFeature = {
  feature: "real-time",
  emitter: backendFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to the screens open on the same isolate.",
    emit: (model) => [code("backend/src/features/live/routes.ts", "backend", liveFile(model)), test("backend/test/live.test.ts", liveTestFile(model))],
  }),
  routes: {
    imports: [`import { liveRoutes } from "./features/live/routes.js";`],
    mounts: [`app.route("/api/live", liveRoutes(services));`],
  },
};

/** The Worker's features, in the Node backend's canonical order. */
export const WORKERS_FEATURES: BackendFeature[] = [auth, payments, notifications, apiDocs, analytics, search, uploads, realtime];
