import { z } from "zod";

export const FILE_TYPES = ["code", "config", "documentation", "test", "script"] as const;

/**
 * What one project may hold: a file's UTF-8 size, all its current files together, a path's length. A save
 * past them is refused with the limit named; nothing already stored changes.
 */
export const FILE_LIMITS = { fileBytes: 500_000, projectBytes: 8_000_000, pathLength: 300 } as const;

/** A file's content hash: SHA-256 of its UTF-8 bytes, lowercase hex. Saves name the version they started from. */
export const contentHashSchema = z.string().regex(/^[0-9a-f]{64}$/, "must be the file's content hash as the files list gave it");

const hasControl = (text: string) => [...text].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === "\u007f");

/**
 * A path inside the project's repository, as the generators write them ("frontend/src/App.tsx"): relative,
 * forward slashes, no empty, "." or ".." segment, no control character, no .git folder, NFC.
 */
export const filePathSchema = z
  .string()
  .min(1, "must name a file")
  .max(FILE_LIMITS.pathLength, `must be at most ${FILE_LIMITS.pathLength} characters`)
  .refine((path) => !path.startsWith("/") && !/^[A-Za-z]:/.test(path), "must be relative to the project (no leading / or drive letter)")
  .refine((path) => !path.includes("\\"), "must use / between folders")
  .refine((path) => !hasControl(path), "must not contain control characters")
  .refine((path) => path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".."), "must not contain empty, . or .. segments")
  .refine((path) => path.split("/").every((segment) => segment.toLowerCase() !== ".git"), "must not be or be inside a .git folder")
  .refine((path) => path === path.normalize("NFC"), "must be in Unicode NFC form (composed accents)");

export const projectFileSchema = z.object({
  path: z.string(),
  type: z.enum(FILE_TYPES),
  category: z.string(),
  content: z.string(),
  generatedAt: z.string(),
  /** The content's hash: the version a save of this file starts from. */
  hash: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** GET /project-files/{id}/files: files grouped by category. */
export const fileStructureResponseSchema = z.object({
  success: z.literal(true),
  structure: z.record(z.string(), z.object({ files: z.array(projectFileSchema) })),
});

/** GET /project-files/{id}/download: what the files panel's 'Export project data (JSON)' file holds (the spec's 'Download Project'). */
export const downloadResponseSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  generatedAt: z.string(),
  files: z.array(projectFileSchema.omit({ hash: true })),
});

/** PUT /project-files/{id}/file: saves one file. `baseHash` null creates it (refused when the path exists). */
/** A file's text in a request: at most the file limit in characters (its bytes are checked when saved). */
// The message is made when it is needed: formatting a number loads the runtime's locale data, which would
// otherwise cost every cold start of the Worker (docs/benchmarks.md).
const contentSchema = z.string().max(FILE_LIMITS.fileBytes, {
  error: () => `must be at most ${FILE_LIMITS.fileBytes.toLocaleString("en-US")} characters (a file may hold at most 500 KB)`,
});

export const saveFileSchema = z.object({
  path: filePathSchema,
  content: contentSchema,
  baseHash: contentHashSchema.nullable(),
});
export type SaveFileRequest = z.infer<typeof saveFileSchema>;

/** POST /project-files/{id}/file/rename: moves a file, from the version the user saw. */
export const renameFileSchema = z.object({ from: filePathSchema, to: filePathSchema, baseHash: contentHashSchema });

/** POST /project-files/{id}/file/delete: deletes a file, from the version the user saw. */
export const deleteFileSchema = z.object({ path: filePathSchema, baseHash: contentHashSchema });

/** Who or what made a checkpoint. */
export const CHECKPOINT_KINDS = ["baseline", "task", "model", "user", "restore", "merge", "cursor"] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];

export const FILE_CHANGES = ["added", "modified", "deleted"] as const;

/** One state of the project's files: who or what made it, why, and which files it changed. */
export const checkpointSchema = z.object({
  /** 1, 2, 3... per project; the highest is the current files. */
  seq: z.number().int().positive(),
  kind: z.enum(CHECKPOINT_KINDS),
  /** "frontend", "backend"... for agents and models, "you" for the owner, "Cursor" for Cursor's branch. */
  actor: z.string(),
  reason: z.string(),
  taskId: z.string().nullable(),
  /** For a restore: the checkpoint it brought back. */
  restoredFrom: z.number().int().nullable(),
  createdAt: z.string(),
  files: z.array(z.object({ path: z.string(), change: z.enum(FILE_CHANGES) })),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

/** A problem qa's checks found in a changed file (its line when known). */
export const fileProblemSchema = z.object({
  path: z.string(),
  line: z.number().int().nullable(),
  check: z.string(),
  message: z.string(),
});
export type FileProblem = z.infer<typeof fileProblemSchema>;

/** What a save, rename, delete, restore or resolve answers: the checkpoint it made (null: nothing changed), qa's problems in the files it changed. */
export const fileChangeResponseSchema = z.object({
  success: z.literal(true),
  checkpoint: checkpointSchema.nullable(),
  file: projectFileSchema.nullable(),
  problems: z.array(fileProblemSchema),
  /** How many of the changed files qa's checks could read (Java, PHP... are not checked here). */
  checked: z.number().int(),
});
export type FileChangeResponse = z.infer<typeof fileChangeResponseSchema>;

/**
 * The 409 a save made from an older version answers (error "file_changed"): the envelope's message, the
 * file as it is now (null: it was deleted meanwhile), and the content the save carried, so nothing is lost.
 */
export const fileChangedSchema = z.object({
  success: z.literal(false),
  error: z.literal("file_changed"),
  message: z.string(),
  current: z.object({ path: z.string(), content: z.string(), hash: z.string() }).nullable(),
  yours: z.object({ path: z.string(), content: z.string() }),
});
export type FileChanged = z.infer<typeof fileChangedSchema>;

/** GET /project-files/{id}/checkpoints: newest first. */
export const historyResponseSchema = z.object({
  success: z.literal(true),
  checkpoints: z.array(checkpointSchema),
  /** The current checkpoint's seq; null before any file exists. */
  current: z.number().int().nullable(),
  /** Bytes the project's history stores (each distinct content once). */
  storedBytes: z.number().int(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** GET /project-files/{id}/checkpoints/diff?from=&to=: the files that differ, each as line hunks (unified diff). */
export const diffQuerySchema = z.object({
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int().positive(),
});
export const diffHunkSchema = z.object({
  oldStart: z.number().int(),
  oldLines: z.number().int(),
  newStart: z.number().int(),
  newLines: z.number().int(),
  /** Each line starts with " ", "+" or "-". */
  lines: z.array(z.string()),
});
export const diffResponseSchema = z.object({
  success: z.literal(true),
  from: z.number().int(),
  to: z.number().int(),
  files: z.array(
    z.object({
      path: z.string(),
      change: z.enum(FILE_CHANGES),
      hunks: z.array(diffHunkSchema),
      /** Changed lines left out past the per-file bound (0: the hunks are the whole diff). */
      omittedLines: z.number().int().nonnegative(),
    }),
  ),
});
export type DiffResponse = z.infer<typeof diffResponseSchema>;

/**
 * A file a generator's re-run changed where it had been edited, in a way that does not merge: the edited
 * version is kept, and the user picks.
 */
export const mergeConflictSchema = z.object({
  id: z.string(),
  path: z.string(),
  /** The task whose generator wrote the other side. */
  taskName: z.string(),
  /** The generator's previous output (null: it had not written this file), the edited version kept, and its new output. */
  base: z.string().nullable(),
  mine: z.string(),
  generated: z.string(),
  createdAt: z.string(),
});
export type MergeConflict = z.infer<typeof mergeConflictSchema>;

export const conflictsResponseSchema = z.object({ success: z.literal(true), conflicts: z.array(mergeConflictSchema) });

/** POST /project-files/{id}/conflicts/{conflictId}/resolve: keep mine, take the generator's, or save an edited result. */
export const resolveConflictSchema = z.discriminatedUnion("pick", [
  z.object({ pick: z.literal("mine") }),
  z.object({ pick: z.literal("generated") }),
  z.object({ pick: z.literal("edited"), content: contentSchema }),
]);

/**
 * One of the owner's changes in the files panel, as the file routes hand it to the project's room (its only
 * writer): a save, rename or delete is the request's body, a restore names its checkpoint, a resolve its
 * conflict and the body that resolves it.
 */
export const fileEditSchema = z.discriminatedUnion("op", [
  saveFileSchema.extend({ op: z.literal("save") }),
  renameFileSchema.extend({ op: z.literal("rename") }),
  deleteFileSchema.extend({ op: z.literal("delete") }),
  z.object({ op: z.literal("restore"), seq: checkpointSchema.shape.seq }),
  z.object({ op: z.literal("resolve"), conflictId: mergeConflictSchema.shape.id, resolution: resolveConflictSchema }),
]);
export type FileEdit = z.infer<typeof fileEditSchema>;
