import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { previewStatusSchema, type PreviewStatus } from "../contract/preview";
import { projectResponseSchema } from "../contract/projects";
import { commitFiles } from "../db/checkpoints";
import { createDb } from "../db/client";
import { buildAppModel } from "../engine/model";
import { emittersFor } from "../engine/generators";
import { BAKERY } from "../engine/generators/test-inputs";
import { checkProjectInTurns } from "../engine/qa/check-project";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { builtPreview } from "../../tests/setup/preview";
import { createProject } from "../../tests/setup/projects";

// Every project's room and every request share the Worker's one thread: a long CPU step of one project (its
// preview's compile, qa's checks of the whole project) lets other work run between its pieces, so another
// project's page is answered while it runs, not after it.

/** A frontend this big takes its compile a second or more: one module per screen-sized file. */
const MODULES = 400;

function heavyFrontend(): { path: string; content: string }[] {
  const modules = Array.from({ length: MODULES }, (_, index) => ({
    path: `frontend/src/heavy/part${index}.tsx`,
    content: [
      `import React from "react";`,
      `export interface Row${index} { id: number; name: string; price: number }`,
      `export function Part${index}({ rows }: { rows: Row${index}[] }) {`,
      `  const total = rows.reduce((sum, row) => sum + row.price, 0);`,
      `  return (<table><tbody>{rows.map((row) => (<tr key={row.id}><td>{row.name}</td><td>{row.price.toFixed(2)}</td></tr>))}<tr><td>Total</td><td>{total}</td></tr></tbody></table>);`,
      `}`,
      "",
    ].join("\n"),
  }));
  const index = { path: "frontend/src/heavy/index.ts", content: modules.map((_, at) => `export * from "./part${at}";`).join("\n") };
  return [...modules, index];
}

async function previewOf(token: string, projectId: string): Promise<PreviewStatus> {
  return previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
}

describe("one project's long CPU step", () => {
  it("does not hold another project's GET: it is answered while the first project's preview still compiles", async () => {
    const { token } = await signUp("Busy owner");
    const busy = await createProject(token, { name: "Busy Bakery", wizard_data: BAKERY.wizardData });
    const other = await createProject(token, { name: "Quiet Bakery", wizard_data: BAKERY.wizardData });
    expect((await call("POST", `/projects/${busy.id}/start`, { token })).status).toBe(200);
    expect((await waitForSettled(token, busy.id, 25_000)).status).toBe("completed");
    const before = await builtPreview(token, busy.id);

    // The busy project's frontend grows by MODULES files in one checkpoint, reached from its app shell.
    const db = createDb(env.DB);
    const app = await db.query.projectFiles.findFirst({ where: (file, { and, eq }) => and(eq(file.projectId, busy.id), eq(file.path, "frontend/src/App.tsx")) });
    if (!app) throw new Error("the app shell was not generated");
    const committed = await commitFiles(db, busy.id, { kind: "user", actor: "test", reason: "a large frontend" }, [
      ...heavyFrontend(),
      { path: app.path, content: `import "./heavy";\n${app.content}` },
    ]);
    expect(committed).not.toBeNull();
    expect((await call("POST", `/project-files/${busy.id}/preview/build`, { token })).status).toBe(202);

    // The build is under way...
    const deadline = Date.now() + 20_000;
    while ((await previewOf(token, busy.id)).attempt?.status !== "building") {
      if (Date.now() > deadline) throw new Error("the build did not start");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // ...and the other project's page is answered before it ends.
    const page = await call("GET", `/projects/${other.id}`, { token });
    expect(page.status).toBe(200);
    expect(projectResponseSchema.parse(page.body).project.id).toBe(other.id);
    const meanwhile = await previewOf(token, busy.id);
    expect(meanwhile.attempt?.status).toBe("building");
    expect(meanwhile.build?.version).toBe(before.build?.version);

    // The build itself completes as before: the large frontend compiled and published.
    const after = await builtPreview(token, busy.id, before.build?.version ?? null, 60_000);
    expect(await (await SELF.fetch(`${after.documentUrl}app.js`)).text()).toContain(`Part${MODULES - 1}`);
  }, 120_000);

  it("qa's whole-project checks let other work run between files", async () => {
    const model = buildAppModel(BAKERY);
    const emitters = emittersFor(model);
    const files = emitters.flatMap((emitter) => emitter.emit(model).map((file) => ({ path: file.path, type: file.type, content: file.content, emitterId: emitter.id, writer: emitter.name })));
    let turns = 0;
    let checking = true;
    const other = (async () => {
      while (checking) {
        turns += 1;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    })();
    const check = await checkProjectInTurns(files, model, emitters);
    checking = false;
    await other;
    expect(check.counts.files).toBe(files.length);
    // Other work had a turn at least once per few files, not once at the end.
    expect(turns).toBeGreaterThan(files.length / 2);
  });
});
