import { listFiles } from "../db/agent-records";
import { blobContents, hashOf } from "../db/checkpoints";
import type { Db } from "../db/client";
import { listTasks } from "../db/tasks";
import { emitterIdOf } from "../engine/replan";
import type { StoredFile } from "../engine/run-task";

/**
 * The files stored for a project, each with the generator's key and the name of the task that wrote it, and,
 * for a file edited since its generator wrote it, what the generator wrote (a re-plan compares with that, and
 * qa's blame says the file was edited).
 */
export async function storedFilesOf(db: Db, projectId: string): Promise<StoredFile[]> {
  const [files, rows] = await Promise.all([listFiles(db, projectId), listTasks(db, projectId)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const edited = (await Promise.all(files.map(async (file) => (file.baseHash && file.baseHash !== (await hashOf(file)) ? file.baseHash : null)))).filter(
    (hash): hash is string => hash !== null,
  );
  const bases = edited.length > 0 ? await blobContents(db, projectId, edited) : new Map<string, string>();
  return files.map((file) => {
    const writer = file.taskId ? byId.get(file.taskId) : undefined;
    const generated = file.baseHash ? bases.get(file.baseHash) : undefined;
    // A re-run ("data-model#2") stores its generator's files: qa knows them by the generator's key.
    return {
      path: file.path,
      type: file.type,
      content: file.content,
      taskKey: writer ? emitterIdOf(writer.key) : null,
      taskName: writer?.name ?? null,
      ...(generated !== undefined ? { generated } : {}),
    };
  });
}
