import type { AppModel, Entity } from "../../../model";
import { code, indent, lines, literal, test } from "../../files";
import { fillBlocks } from "../../fill-blocks";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import { ownsRecords, roleTestCase } from "../../shared/backend/roles";
import type { BackendFeature } from "../feature";
import { registerOwner } from "./auth";
import { templateText } from "../../template-texts";

/**
 * The record type the live test proves ownership with: one the sign-up role owns and creates on its own, in apps
 * where a role owns record types (none otherwise, and the stream sends every change to every account).
 */
const ownedForLive = (model: AppModel): Entity | undefined => (ownsRecords(model) ? roleTestCase(model).owned : undefined);

/** src/features/live/routes.ts; where a role owns record types, a stream hears only of the records its account sees. */
function routesFile(model: AppModel): string {
  const owning = ownsRecords(model);
  return fillBlocks(templateText("nodejs/templates/backend/src/features/live/routes.ts"), {
    accessImport: owning ? `import { changesSeenBy } from "../auth/ownership.js";` : "",
    repositories: owning ? ", repositories" : "",
    seenBy: owning
      ? lines(
          "// Of a record type a role owns, only the changes this account sees: its own records, unless its role sees all.",
          "const changes = changesSeenBy(events, repositories, String(res.locals.userId));",
        )
      : "",
    changes: owning ? "changes" : "events",
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
    "  const server = client.app.listen(0);",
    "  const controller = new AbortController();",
    "  try {",
    "    const { port } = server.address() as AddressInfo;",
    indent(registerOwner("client.app"), 4),
    "    /** Opens a stream; what it answers reads on until the stream has sent `text`, and answers all it has sent. */",
    "    const open = async (headers: Record<string, string>) => {",
    "      const response = await fetch(`http://127.0.0.1:${port}/api/live`, { headers, signal: controller.signal });",
    `      if (!response.body) throw new Error("The stream has no body");`,
    "      const reader = response.body.getReader();",
    "      const decoder = new TextDecoder();",
    `      let received = "";`,
    "      return async (text: string) => {",
    "        while (!received.includes(text)) {",
    "          const { value, done } = await reader.read();",
    "          if (done) break;",
    "          received += decoder.decode(value, { stream: true });",
    "        }",
    "        return received;",
    "      };",
    "    };",
    "    // The event as it is sent: topic, action and id, nothing of who owns the record.",
    `    const change = (action: string, id: string) => \`event: change\\ndata: \${JSON.stringify({ topic: ${literal(owned.route)}, action, id })}\\n\\n\`;`,
    "    const create = async (headers: Record<string, string>) =>",
    `      ((await request(client.app, headers).post(${literal(base)}).send(await ${owned.camel}Input(client)).expect(201)).body as { id: string }).id;`,
    `    const [mine, other] = [await register("avery@example.com"), await register("blake@example.com")];`,
    "    const [untilMine, untilOther, untilStaff] = [await open(mine), await open(other), await open(client.headers)];",
    "    const id = await create(mine);",
    "    // The other account's own record comes after the first: its stream is alive and never heard of the first.",
    "    const othersId = await create(other);",
    `    expect(await untilOther(change("created", othersId))).not.toContain(id);`,
    `    expect(await untilStaff(change("created", othersId))).toContain(change("created", id));`,
    "    // Its owner hears of its deletion, though who owns it goes with the record.",
    `    await request(client.app, mine).delete(\`${base}/\${id}\`).expect(204);`,
    `    const heard = await untilMine(change("deleted", id));`,
    `    expect(heard).toContain(change("created", id));`,
    "    expect(heard).not.toContain(othersId);",
    `    await untilStaff(change("deleted", id));`,
    `    await request(client.app, other).delete(\`${base}/\${othersId}\`).expect(204);`,
    `    expect(await untilOther(change("deleted", othersId))).not.toContain(id);`,
    "  } finally {",
    "    controller.abort();",
    "    server.closeAllConnections();",
    "    server.close();",
    "  }",
    "});",
  );
}

function liveTest(model: AppModel): string {
  const entity = model.entities[0];
  if (!entity) return "";
  const owned = ownedForLive(model);
  return fillBlocks(templateText("nodejs/templates/backend/test/live.test.ts"), {
    camel: entity.camel,
    path: literal(`/api/${entity.route}`),
    topic: literal(`"topic":"${entity.route}"`),
    ownedFixture: owned && owned.camel !== entity.camel ? `, ${owned.camel}Input` : "",
    requestImport: owned ? ", request" : "",
    ownedTest: owned ? ownedLiveTest(owned, roleTestCase(model).signUp.label) : "",
  });
}

export const realtimeBackend: BackendFeature = {
  feature: "real-time",
  emitter: backendFeatureEmitter("real-time", {
    name: "Real-time updates (server-sent events)",
    description: "A live event stream that announces every created, updated and deleted record to open screens.",
    emit: (model) => [
      code("backend/src/features/live/routes.ts", "backend", routesFile(model)),
      test("backend/test/live.test.ts", liveTest(model)),
    ],
  }),
  routes: {
    imports: [`import { liveRoutes } from "./features/live/routes.js";`],
    mounts: [`app.use("/api/live", liveRoutes(services));`],
  },
};
