import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { call, signUp } from "../../tests/setup/api";
import { followed } from "../../tests/setup/deployments";
import { waitForSettled } from "../../tests/setup/engine";
import { loginFor } from "../../tests/setup/fake-github";
import { createProject } from "../../tests/setup/projects";
import { deploymentResponseSchema, deploymentsResponseSchema, integrationResponseSchema, integrationsResponseSchema } from "../contract/integrations";
import { openToken, sealToken } from "../integrations/secrets";

/**
 * Connecting GitHub and pushing a project, through the real Worker and D1, with GitHub played by the local
 * fake (tests/setup/fake-github.ts) that the Worker's requests to github.test reach. A push answers at
 * once; the project's room pushes (a `publish` job) and records how it went on the attempt.
 */

const inspect = async (fullName: string) =>
  z
    .object({ head: z.string(), message: z.string(), parents: z.array(z.string()), files: z.array(z.object({ path: z.string(), mode: z.string(), content: z.string() })) })
    .parse(await (await fetch(`http://github.test/_fake/repos/${fullName}`)).json());

async function storedRow(userId: string) {
  return env.DB.prepare("SELECT token_ciphertext, token_iv, account_name FROM integrations WHERE user_id = ?").bind(userId).first<{ token_ciphertext: string; token_iv: string; account_name: string }>();
}

describe("tokens at rest", () => {
  it("seal and open for their owner and provider only", async () => {
    const sealed = await sealToken("a-secret-of-at-least-thirty-two-chars!", "ghp_secret", { userId: "u1", provider: "github" });
    expect(sealed.ciphertext).not.toContain("ghp_secret");
    expect(await openToken("a-secret-of-at-least-thirty-two-chars!", sealed, { userId: "u1", provider: "github" })).toBe("ghp_secret");
    expect(await openToken("a-secret-of-at-least-thirty-two-chars!", sealed, { userId: "u2", provider: "github" })).toBeNull();
    expect(await openToken("another-secret-of-at-least-thirty-two!", sealed, { userId: "u1", provider: "github" })).toBeNull();
  });
});

describe("the GitHub connection", () => {
  it("is checked with GitHub, kept encrypted, shown by account name only, replaced and removed", async () => {
    const user = await signUp("Integrator");
    expect(integrationsResponseSchema.parse((await call("GET", "/integrations", { token: user.token })).body).integrations).toEqual([]);

    const refused = await call("PUT", "/integrations/github", { token: user.token, body: { token: "bad-token" } });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining("GitHub refused the token") } });
    const limited = await call("PUT", "/integrations/github", { token: user.token, body: { token: "limited-token" } });
    expect(limited).toMatchObject({ status: 429, body: { message: "GitHub's rate limit for this token is reached: try again after 12:30 UTC." } });
    expect((await call("PUT", "/integrations/github", { token: user.token, body: { token: "has spaces" } })).status).toBe(400);
    expect((await call("PUT", "/integrations/gitlab", { token: user.token, body: { token: "x" } })).status).toBe(400);

    const connected = await call("PUT", "/integrations/github", { token: user.token, body: { token: "ghp_first_token_value" } });
    expect(connected.status).toBe(200);
    expect(integrationResponseSchema.parse(connected.body)).toMatchObject({ message: `GitHub connected as ${loginFor("ghp_first_token_value")}`, integration: { provider: "github", accountName: loginFor("ghp_first_token_value") } });
    expect(JSON.stringify(connected.body)).not.toContain("ghp_first_token_value");
    const row = await storedRow(user.user.id);
    expect(row?.token_ciphertext).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain("ghp_first_token_value");

    const replaced = integrationResponseSchema.parse((await call("PUT", "/integrations/github", { token: user.token, body: { token: "ghp_second_value" } })).body);
    expect(replaced.integration.accountName).toBe(loginFor("ghp_second_value"));
    const listed = await call("GET", "/integrations", { token: user.token });
    expect(integrationsResponseSchema.parse(listed.body).integrations).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toMatch(/ghp_|token_ciphertext|tokenCiphertext/);

    // Another user sees none of it and cannot remove it.
    const other = await signUp("Other");
    expect(integrationsResponseSchema.parse((await call("GET", "/integrations", { token: other.token })).body).integrations).toEqual([]);
    expect((await call("DELETE", "/integrations/github", { token: other.token })).status).toBe(404);

    expect((await call("DELETE", "/integrations/github", { token: user.token })).status).toBe(200);
    expect(await storedRow(user.user.id)).toBeNull();
  });
});

describe("pushing a project to GitHub", () => {
  it("says what is missing, then commits every file in one commit, records each attempt and links the repository", async () => {
    const user = await signUp("Pusher");
    const project = await createProject(user.token, { name: "Corner Bakery" });
    const noFiles = await call("POST", `/projects/${project.id}/deployments`, { token: user.token, body: { target: "github" } });
    expect(noFiles).toMatchObject({ status: 409, body: { message: expect.stringContaining("no files yet") } });

    expect((await call("POST", `/projects/${project.id}/start`, { token: user.token })).status).toBe(200);
    await waitForSettled(user.token, project.id);
    const notConnected = await call("POST", `/projects/${project.id}/deployments`, { token: user.token, body: { target: "github" } });
    expect(notConnected).toMatchObject({ status: 409, body: { message: expect.stringContaining("Integrations tab") } });

    await call("PUT", "/integrations/github", { token: user.token, body: { token: "pushtoken" } });
    const pushed = await call("POST", `/projects/${project.id}/deployments`, { token: user.token, body: { target: "github" } });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(202);
    const started = deploymentResponseSchema.parse(pushed.body);
    expect(started.deployment).toMatchObject({ target: "github", status: "running", url: null, detail: "Pushing to GitHub…" });
    expect(started.message).toMatch(/^Pushing \d+ files to GitHub: the attempt below shows when they are there\.$/);
    const first = await followed(user.token, project.id);
    expect(first).toMatchObject({ id: started.deployment.id, target: "github", status: "succeeded", url: `http://github.test/${loginFor("pushtoken")}/corner-bakery`, error: null });
    expect(first.detail).toMatch(new RegExp(`^Pushed \\d+ files to a new private repository, ${loginFor("pushtoken")}/corner-bakery in one commit$`));

    const files = z.object({ files: z.array(z.object({ path: z.string(), content: z.string() })) }).parse((await call("GET", `/project-files/${project.id}/download`, { token: user.token })).body).files;
    const repo = await inspect(`${loginFor("pushtoken")}/corner-bakery`);
    expect(repo.files.map((file) => file.path).sort()).toEqual(files.map((file) => file.path).sort());
    expect(repo.files.find((file) => file.path.endsWith(".sh"))?.mode ?? "100755").toBe("100755");
    expect(repo.parents).toHaveLength(1);
    const detail = z.object({ project: z.object({ github_repo: z.string().nullable() }) }).parse((await call("GET", `/projects/${project.id}`, { token: user.token })).body);
    expect(detail.project.github_repo).toBe(`http://github.test/${loginFor("pushtoken")}/corner-bakery`);

    // Someone adds a file to the repository outside AppForge; in AppForge the owner deletes a file.
    const fullName = `${loginFor("pushtoken")}/corner-bakery`;
    const foreign = await fetch(`http://github.test/_fake/repos/${fullName}/commits`, {
      method: "POST",
      body: JSON.stringify({ branch: "main", files: [{ path: "notes/from-a-teammate.md", content: "Ours, not AppForge's\n" }] }),
    });
    expect(foreign.status).toBe(201);
    const headBefore = (await inspect(fullName)).head;
    const gone = files.find((file) => file.path === "docs/ARCHITECTURE.md") ?? files[0];
    if (!gone) throw new Error("no file to delete");
    const listed = z.object({ structure: z.record(z.string(), z.object({ files: z.array(z.object({ path: z.string(), hash: z.string() })) })) }).parse((await call("GET", `/project-files/${project.id}/files`, { token: user.token })).body);
    const hash = Object.values(listed.structure).flatMap((group) => group.files).find((file) => file.path === gone.path)?.hash;
    expect((await call("POST", `/project-files/${project.id}/file/delete`, { token: user.token, body: { path: gone.path, baseHash: hash } })).status).toBe(200);

    // The next push reuses the repository: one more commit on top, which deletes that file and keeps the foreign one.
    expect((await call("POST", `/projects/${project.id}/deployments`, { token: user.token, body: { target: "github" } })).status).toBe(202);
    expect((await followed(user.token, project.id)).detail).toMatch(
      new RegExp(`^Pushed \\d+ files to ${fullName} in one commit, deleting 1 file the project no longer has$`),
    );
    const second = await inspect(fullName);
    expect(second.parents).toEqual([headBefore]);
    expect(second.files.map((file) => file.path)).toContain("notes/from-a-teammate.md");
    expect(second.files.map((file) => file.path)).not.toContain(gone.path);
    expect(second.files).toHaveLength(files.length);

    // Nothing changed since: no empty commit.
    expect((await call("POST", `/projects/${project.id}/deployments`, { token: user.token, body: { target: "github" } })).status).toBe(202);
    expect((await followed(user.token, project.id)).detail).toMatch(new RegExp(`^${fullName} already had these \\d+ files: no commit was needed$`));
    expect((await inspect(fullName)).head).toBe(second.head);

    const history = deploymentsResponseSchema.parse((await call("GET", `/projects/${project.id}/deployments`, { token: user.token })).body).deployments;
    expect(history.map((deployment) => deployment.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
    const stranger = await signUp("Stranger");
    expect((await call("GET", `/projects/${project.id}/deployments`, { token: stranger.token })).status).toBe(404);
    expect((await call("POST", `/projects/${project.id}/deployments`, { token: stranger.token, body: { target: "github" } })).status).toBe(404);
  });

  it("turns GitHub's refusals into clear messages and failed records, never a 500", async () => {
    const user = await signUp("Unlucky");
    const project = await createProject(user.token, { name: "Taken Name" });
    expect((await call("POST", `/projects/${project.id}/start`, { token: user.token })).status).toBe(200);
    await waitForSettled(user.token, project.id);
    await call("PUT", "/integrations/github", { token: user.token, body: { token: "takentoken" } });
    expect((await call("POST", `/projects/${project.id}/deployments`, { token: user.token, body: { target: "github" } })).status).toBe(202);
    expect(await followed(user.token, project.id)).toMatchObject({
      status: "failed",
      error: "A repository named taken-name already exists on your GitHub account: rename the project, or remove or rename that repository.",
      detail: null,
    });

    // The token was revoked at GitHub since it was connected.
    await env.DB.prepare("DELETE FROM integrations WHERE user_id = ?").bind(user.user.id).run();
    const { ciphertext, iv } = await sealToken(env.TOKEN_ENCRYPTION_KEY, "bad-token", { userId: user.user.id, provider: "github" });
    await env.DB.prepare("INSERT INTO integrations (id, user_id, provider, token_ciphertext, token_iv, account_name) VALUES (?, ?, 'github', ?, ?, 'octo')").bind(crypto.randomUUID(), user.user.id, ciphertext, iv).run();
    expect((await call("POST", `/projects/${project.id}/deployments`, { token: user.token, body: { target: "github" } })).status).toBe(202);
    expect(await followed(user.token, project.id)).toMatchObject({ status: "failed", error: expect.stringContaining("Replace it on the Integrations tab") });

    const history = deploymentsResponseSchema.parse((await call("GET", `/projects/${project.id}/deployments`, { token: user.token })).body).deployments;
    expect(history.map((deployment) => deployment.status)).toEqual(["failed", "failed"]);
    expect(history.every((deployment) => deployment.error && !deployment.error.includes("bad-token"))).toBe(true);
    const detail = z.object({ project: z.object({ github_repo: z.string().nullable() }) }).parse((await call("GET", `/projects/${project.id}`, { token: user.token })).body);
    expect(detail.project.github_repo).toBeNull();
  });
});
