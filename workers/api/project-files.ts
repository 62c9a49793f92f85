import { Hono } from "hono";
import { projectFileSchema, type ProjectFile } from "../contract/files";
import { listFiles } from "../db/agent-records";
import type { ProjectFileRow } from "../db/schema";
import type { AppEnv } from "./context";
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
  });

function toApiFile(row: ProjectFileRow): ProjectFile {
  return projectFileSchema.parse({
    path: row.path,
    type: row.type,
    category: row.category,
    content: row.content,
    generatedAt: row.generatedAt,
  });
}
