import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { call } from "../../tests/setup/api";
import { builtProject, ORIGIN, publish } from "../../tests/setup/preview";
import { deploymentsResponseSchema } from "../contract/integrations";
import { previewStatusSchema } from "../contract/preview";
import { projectListResponseSchema, projectResponseSchema } from "../contract/projects";

/**
 * The project's room is the only writer of a project's state: a GET answers what is stored (or derives it)
 * and writes nothing, even in a state an earlier version of a route stored something for.
 */

/** Every row the reads could have written for the project. */
async function rowsOf(projectId: string) {
  const all = (table: string) => env.DB.prepare(`SELECT * FROM ${table} WHERE ${table === "projects" ? "id" : "project_id"} = ?`).bind(projectId).all().then((result) => result.results);
  return { projects: await all("projects"), appModels: await all("app_models"), deployments: await all("deployments") };
}

describe("reads write nothing", () => {
  it("the preview, the project and its deployments, with a live link from an earlier secret and no stored app model", async () => {
    const built = await builtProject("Pure Reader");
    expect((await publish(built)).status).toBe(200);
    const token = built.owner.token;
    const preview = async () => previewStatusSchema.parse((await call("GET", `/project-files/${built.projectId}/preview`, { token })).body);
    const answered = await preview();
    expect(answered.documentUrl).toBe(built.documentUrl);

    // A live link signed with a secret rotated since, and a project started before app models were stored:
    // the preview's read used to store the new link and the computed model.
    const stale = `${ORIGIN}/preview/${built.projectId}.1.${"A".repeat(43)}/`;
    await env.DB.prepare("UPDATE projects SET render_url = ? WHERE id = ?").bind(stale, built.projectId).run();
    await env.DB.prepare("DELETE FROM app_models WHERE project_id = ?").bind(built.projectId).run();
    const before = await rowsOf(built.projectId);

    // The same answers, computed rather than stored.
    expect(await preview()).toEqual(answered);
    const shown = projectResponseSchema.parse((await call("GET", `/projects/${built.projectId}`, { token })).body).project;
    expect(shown.render_url).toBe(answered.documentUrl);
    const listed = projectListResponseSchema.parse((await call("GET", "/projects", { token })).body).projects;
    expect(listed.find((project) => project.id === built.projectId)?.render_url).toBe(answered.documentUrl);
    expect(deploymentsResponseSchema.parse((await call("GET", `/projects/${built.projectId}/deployments`, { token })).body).deployments).toEqual([]);

    expect(await rowsOf(built.projectId)).toEqual(before);
    expect(z.string().parse(before.projects[0]?.render_url)).toBe(stale);
    expect(before.appModels).toEqual([]);
  });
});
