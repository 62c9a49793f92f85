import type { Zippable } from "fflate";
import { structuredPatch } from "diff";
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import {
  deleteFileSchema,
  diffQuerySchema,
  projectFileSchema,
  renameFileSchema,
  resolveConflictSchema,
  saveFileSchema,
  type DiffResponse,
  type FileChanged,
  type FileEdit,
  type ProjectFile,
} from "../contract/files";
import { listFiles } from "../db/agent-records";
import { currentSeq, filesAt, hashOf, listCheckpoints, openConflicts, storedBytes } from "../db/checkpoints";
import { toApiProject } from "../db/projects";
import type { ProjectFileRow, ProjectRow } from "../db/schema";
import { slugify } from "../engine/model/naming";
import { problemsInChanged } from "../project/file-checks";
import type { AppEnv } from "./context";
import { validate } from "./context";
import { ApiError, badRequest, conflict, notFound } from "./errors";
import { projectParam, requireOwnedProject } from "./owned-project";
import { roomFor } from "./rooms";
import type { Context } from "hono";

/** A malformed project id is a project that is not there (404), as everywhere; a malformed checkpoint or conflict too. */
const seqParam = zValidator("param", z.object({ id: z.uuid(), seq: z.coerce.number().int().positive() }), (result) => {
  if (!result.success) throw notFound("Checkpoint not found. Checkpoints are numbered 1, 2, 3... in the project's history.");
});
const conflictParam = zValidator("param", z.object({ id: z.uuid(), conflictId: z.uuid() }), (result) => {
  if (!result.success) throw notFound("This conflict is not open any more: it was resolved, or a newer run of the generator replaced it.");
});

/** At most this many changed lines are shown per file in a diff; the rest is summarised. */
const DIFF_LINES_PER_FILE = 2000;

/**
 * Runs one of the owner's file changes in the project's room (the single writer of its files) and answers the
 * checkpoint it made, the file as it now is, and qa's problems in the files it changed. A save from an older
 * version answers 409 "file_changed" with both versions.
 */
async function runEdit(c: Context<AppEnv>, project: ProjectRow, edit: FileEdit) {
  const outcome = await (await roomFor(c.env, project.id)).editFiles(edit);
  if (!outcome.ok) {
    if (outcome.fileChanged) {
      const body: FileChanged = { success: false, error: "file_changed", message: outcome.message, ...outcome.fileChanged };
      return c.json(body, 409);
    }
    throw new ApiError(outcome.status, outcome.status === 404 ? "not_found" : outcome.status === 413 ? "too_large" : outcome.status === 409 ? "conflict" : "bad_request", outcome.message);
  }
  const { problems, checked } = await problemsInChanged(c.var.db, toApiProject(project), outcome.changed, outcome.checkpoint?.seq ?? null);
  return c.json({ success: true as const, checkpoint: outcome.checkpoint, file: outcome.file, problems, checked }, 200);
}

export const projectFiles = new Hono<AppEnv>()
  .get("/:id/files", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const structure: Record<string, { files: ProjectFile[] }> = {};
    for (const row of await listFiles(c.var.db, project.id)) {
      const group = (structure[row.category] ??= { files: [] });
      group.files.push(await toApiFile(row));
    }
    return c.json({ success: true, structure });
  })
  .get("/:id/download", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    // The download holds what a file is, not the version a save starts from.
    const files = (await Promise.all((await listFiles(c.var.db, project.id)).map(toApiFile))).map(({ hash: _hash, ...file }) => file);
    const generatedAt = files.reduce((latest, file) => (file.generatedAt > latest ? file.generatedAt : latest), "");
    return c.json({ success: true, name: project.name, generatedAt: generatedAt || project.updatedAt, files });
  })
  .put("/:id/file", projectParam, validate("json", saveFileSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return runEdit(c, project, { op: "save", ...c.req.valid("json") });
  })
  .post("/:id/file/rename", projectParam, validate("json", renameFileSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return runEdit(c, project, { op: "rename", ...c.req.valid("json") });
  })
  .post("/:id/file/delete", projectParam, validate("json", deleteFileSchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return runEdit(c, project, { op: "delete", ...c.req.valid("json") });
  })
  .get("/:id/checkpoints", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const [checkpoints, current, bytes] = await Promise.all([listCheckpoints(c.var.db, project.id), currentSeq(c.var.db, project.id), storedBytes(c.var.db, project.id)]);
    return c.json({ success: true as const, checkpoints, current, storedBytes: bytes });
  })
  .get("/:id/checkpoints/diff", projectParam, validate("query", diffQuerySchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const { from, to } = c.req.valid("query");
    const current = await currentSeq(c.var.db, project.id);
    for (const seq of [from, to]) {
      if (seq !== 0 && (current === null || seq > current)) throw notFound(`Checkpoint ${seq} not found. This project's checkpoints go from 1 to ${current ?? 0}.`);
    }
    const [before, after] = await Promise.all([filesAt(c.var.db, project.id, from), filesAt(c.var.db, project.id, to)]);
    const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
    const files: DiffResponse["files"] = [];
    for (const path of paths) {
      const old = before.get(path);
      const now = after.get(path);
      if (old?.hash === now?.hash) continue;
      const patch = structuredPatch(path, path, old?.content ?? "", now?.content ?? "", "", "", { context: 3 });
      let budget = DIFF_LINES_PER_FILE;
      let omittedLines = 0;
      const hunks = patch.hunks.flatMap((hunk) => {
        if (budget <= 0) {
          omittedLines += hunk.lines.filter((line) => line.startsWith("+") || line.startsWith("-")).length;
          return [];
        }
        budget -= hunk.lines.length;
        return [{ oldStart: hunk.oldStart, oldLines: hunk.oldLines, newStart: hunk.newStart, newLines: hunk.newLines, lines: hunk.lines }];
      });
      files.push({ path, change: !old ? "added" : !now ? "deleted" : "modified", hunks, omittedLines });
    }
    return c.json({ success: true as const, from, to, files });
  })
  .post("/:id/checkpoints/:seq/restore", seqParam, async (c) => {
    const { id, seq } = c.req.valid("param");
    const project = await requireOwnedProject(c.var.db, c.var.user, id);
    return runEdit(c, project, { op: "restore", seq });
  })
  .get("/:id/conflicts", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ success: true as const, conflicts: await openConflicts(c.var.db, project.id) });
  })
  .post("/:id/conflicts/:conflictId/resolve", conflictParam, validate("json", resolveConflictSchema), async (c) => {
    const { id, conflictId } = c.req.valid("param");
    const project = await requireOwnedProject(c.var.db, c.var.user, id);
    const body = c.req.valid("json");
    if (body.pick === "edited" && body.content.length === 0) throw badRequest("content: the edited result is empty; pick a side instead, or delete the file", "validation_failed");
    return runEdit(c, project, { op: "resolve", conflictId, resolution: body });
  })
  .get("/:id/zip", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const rows = await listFiles(c.var.db, project.id);
    if (rows.length === 0) throw conflict("The project has no files yet: they appear as the agents complete tasks.");
    const folder = slugify(project.name);
    const zip = await repositoryZip(folder, rows);
    return c.body(zip, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${folder}.zip"`,
      "Content-Length": String(zip.byteLength),
    });
  });

/** Unix file modes in a ZIP's external attributes: scripts stay runnable after unzipping. */
const UNIX = 3;
const RUNNABLE = 0o100755 << 16;
const PLAIN = 0o100644 << 16;

/**
 * The project as a clone of its repository would look: every file under one folder named after the
 * project, shell scripts and files with a #! line executable, each dated when it was generated. fflate is loaded
 * by the first download: its tables cost every cold start a few milliseconds otherwise.
 */
export async function repositoryZip(folder: string, rows: readonly Pick<ProjectFileRow, "path" | "content" | "generatedAt">[]): Promise<Uint8Array<ArrayBuffer>> {
  const { strToU8, zipSync } = await import("fflate");
  const entries: Zippable = {};
  for (const row of rows) {
    const runnable = row.path.endsWith(".sh") || row.content.startsWith("#!");
    entries[`${folder}/${row.path}`] = [strToU8(row.content), { mtime: new Date(row.generatedAt), os: UNIX, attrs: runnable ? RUNNABLE : PLAIN }];
  }
  // A copy on its own ArrayBuffer, which is what a Response body takes.
  return new Uint8Array(zipSync(entries, { level: 6 }));
}

async function toApiFile(row: ProjectFileRow): Promise<ProjectFile> {
  return projectFileSchema.parse({
    path: row.path,
    type: row.type,
    category: row.category,
    content: row.content,
    generatedAt: row.generatedAt,
    hash: await hashOf(row),
  });
}
