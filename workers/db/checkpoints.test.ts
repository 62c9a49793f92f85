import { env } from "cloudflare:test";
import { and, eq, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, signUp } from "../../tests/setup/api";
import { waitForSettled } from "../../tests/setup/engine";
import { createProject, FULL_WIZARD } from "../../tests/setup/projects";
import { contentHash, currentSeq, restoreWrites } from "./checkpoints";
import { createDb } from "./client";
import { checkpointChanges, projectFiles } from "./schema";

// Each checkpoint change keeps the path's owner and generator base after it; a restore gives them back, so a
// generated file restored to output nobody had edited is its generator's again (its content is its base).

const REQUIREMENTS = "docs/REQUIREMENTS.md";

async function finishedProject() {
  const { token } = await signUp();
  const project = await createProject(token, { wizard_data: FULL_WIZARD });
  await call("POST", `/projects/${project.id}/start`, { token });
  expect((await waitForSettled(token, project.id)).status).toBe("completed");
  return { token, projectId: project.id };
}

const rowOf = (projectId: string, path: string) =>
  createDb(env.DB)
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.path, path)))
    .get();

describe("a restore's owners and bases", () => {
  it("gives a restored generated file the task and base it had at the checkpoint, and keeps the current ones for a change recorded without them", async () => {
    const db = createDb(env.DB);
    const { token, projectId } = await finishedProject();
    const start = (await currentSeq(db, projectId)) ?? 0;
    const before = await rowOf(projectId, REQUIREMENTS);
    expect(before?.taskId).toBeTruthy();
    expect(before?.baseHash).toBe(before?.hash);

    await call("POST", `/agents/${projectId}/message`, { token, body: { agent_type: "all", message: "Orders need a pickup slot of two hours" } });
    expect((await waitForSettled(token, projectId)).status).toBe("completed");
    const rerun = await rowOf(projectId, REQUIREMENTS);
    expect(rerun?.taskId).not.toBe(before?.taskId);
    expect(rerun?.hash).not.toBe(before?.hash);

    const writes = await restoreWrites(db, projectId, start);
    const requirements = writes.find((write) => write.path === REQUIREMENTS);
    expect(requirements).toMatchObject({ content: before?.content, taskId: before?.taskId, base: before?.content });

    // Another generated file the re-plan changed, its change at the checkpoint as recorded before owners and
    // bases were kept: it keeps the current owner and base (so it reads as edited since its generator wrote it).
    const other = writes.find((write) => write.path !== REQUIREMENTS && typeof write.content === "string" && write.taskId);
    if (!other) throw new Error("the re-plan changed no other generated file");
    const otherNow = await rowOf(projectId, other.path);
    await db
      .update(checkpointChanges)
      .set({ taskId: null, baseHash: null })
      .where(and(eq(checkpointChanges.projectId, projectId), eq(checkpointChanges.path, other.path), lte(checkpointChanges.seq, start)));
    const legacy = (await restoreWrites(db, projectId, start)).find((write) => write.path === other.path);
    expect(legacy).toEqual({ path: other.path, content: other.content });

    expect((await call("POST", `/project-files/${projectId}/checkpoints/${start}/restore`, { token })).status).toBe(200);
    const restored = await rowOf(projectId, REQUIREMENTS);
    expect(restored).toMatchObject({ content: before?.content, hash: before?.hash, taskId: before?.taskId, baseHash: before?.hash });
    expect(await rowOf(projectId, other.path)).toMatchObject({ content: other.content, taskId: otherNow?.taskId, baseHash: otherNow?.baseHash });

    // The restore's own change rows say the same, for a restore to it later.
    const seq = (await currentSeq(db, projectId)) ?? 0;
    const change = await db
      .select()
      .from(checkpointChanges)
      .where(and(eq(checkpointChanges.projectId, projectId), eq(checkpointChanges.seq, seq), eq(checkpointChanges.path, REQUIREMENTS)))
      .get();
    expect(change).toMatchObject({ hash: await contentHash(before?.content ?? ""), taskId: before?.taskId, baseHash: before?.hash });
  });
});
