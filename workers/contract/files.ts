import { z } from "zod";

export const FILE_TYPES = ["code", "config", "documentation", "test", "script"] as const;

export const projectFileSchema = z.object({
  path: z.string(),
  type: z.enum(FILE_TYPES),
  category: z.string(),
  content: z.string(),
  generatedAt: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** GET /project-files/{id}/files: files grouped by category. */
export const fileStructureResponseSchema = z.object({
  success: z.literal(true),
  structure: z.record(z.string(), z.object({ files: z.array(projectFileSchema) })),
});

/** GET /project-files/{id}/download: what the 'Download Project' JSON file holds. */
export const downloadResponseSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  generatedAt: z.string(),
  files: z.array(projectFileSchema),
});
