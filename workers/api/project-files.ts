import { strToU8, zipSync, type Zippable } from "fflate";
import { Hono } from "hono";
import { projectFileSchema, type ProjectFile } from "../contract/files";
import { listFiles } from "../db/agent-records";
import type { ProjectFileRow } from "../db/schema";
import { slugify } from "../engine/model/naming";
import type { AppEnv } from "./context";
import { conflict } from "./errors";
import { projectParam, requireOwnedProject } from "./owned-project";

export const projectFiles = new Hono<AppEnv>()
  .get("/:id/files", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const structure: Record<string, { files: ProjectFile[] }> = {};
    for (const row of await listFiles(c.var.db, project.id)) {
      const group = (structure[row.category] ??= { files: [] });
      group.files.push(toApiFile(row));
    }
    return c.json({ success: true, structure });
  })
  .get("/:id/download", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const files = (await listFiles(c.var.db, project.id)).map(toApiFile);
    const generatedAt = files.reduce((latest, file) => (file.generatedAt > latest ? file.generatedAt : latest), "");
    return c.json({ success: true, name: project.name, generatedAt: generatedAt || project.updatedAt, files });
  })
  .get("/:id/zip", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const rows = await listFiles(c.var.db, project.id);
    if (rows.length === 0) throw conflict("The project has no files yet: they appear as the agents complete tasks.");
    const folder = slugify(project.name);
    const zip = repositoryZip(folder, rows);
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
 * project, shell scripts and files with a #! line executable, each dated when it was generated.
 */
export function repositoryZip(folder: string, rows: readonly Pick<ProjectFileRow, "path" | "content" | "generatedAt">[]): Uint8Array<ArrayBuffer> {
  const entries: Zippable = {};
  for (const row of rows) {
    const runnable = row.path.endsWith(".sh") || row.content.startsWith("#!");
    entries[`${folder}/${row.path}`] = [strToU8(row.content), { mtime: new Date(row.generatedAt), os: UNIX, attrs: runnable ? RUNNABLE : PLAIN }];
  }
  // A copy on its own ArrayBuffer, which is what a Response body takes.
  return new Uint8Array(zipSync(entries, { level: 6 }));
}

function toApiFile(row: ProjectFileRow): ProjectFile {
  return projectFileSchema.parse({
    path: row.path,
    type: row.type,
    category: row.category,
    content: row.content,
    generatedAt: row.generatedAt,
  });
}
