import { z } from "zod";
import { filePathSchema } from "../../contract/files";

/**
 * What a model answers to an edit question: edits to named files, each an exact search/replace block or a
 * whole file, and a sentence saying why; or no edit and why none is needed. Bounded, so that one answer
 * cannot rewrite the project: a handful of edits, none larger than a big source file.
 */
export const EDIT_LIMITS = { edits: 20, textChars: 100_000, totalChars: 300_000, summaryChars: 2000 } as const;

const text = (what: string) => z.string().max(EDIT_LIMITS.textChars, `${what} must be at most ${EDIT_LIMITS.textChars} characters`);

export const replaceEditSchema = z.object({
  path: filePathSchema.describe("The file's path as shown"),
  search: text("search")
    .min(1, "search must hold text copied from the file")
    .describe("Text copied exactly from the file as shown (whole lines with their indentation), occurring once in it"),
  replace: text("replace").describe("The text that takes the search text's place"),
});

export const wholeFileEditSchema = z.object({
  path: filePathSchema.describe("The file's path: a new file, or a shown one rewritten throughout"),
  content: text("content").describe("The file's whole new content"),
});

export const fileEditSchema = z.union([replaceEditSchema, wholeFileEditSchema]);
export type FileEdit = z.infer<typeof fileEditSchema>;

const textLength = (edit: FileEdit): number => ("content" in edit ? edit.content.length : edit.search.length + edit.replace.length);

export const editAnswerSchema = z.object({
  summary: z
    .string()
    .max(EDIT_LIMITS.summaryChars)
    .describe("One or two sentences to the entrepreneur: what you changed and why, or why nothing needed to"),
  edits: z
    .array(fileEditSchema)
    .max(EDIT_LIMITS.edits, `at most ${EDIT_LIMITS.edits} edits in one answer`)
    .refine(
      (edits) => edits.reduce((sum, edit) => sum + textLength(edit), 0) <= EDIT_LIMITS.totalChars,
      `the edits' texts must add up to at most ${EDIT_LIMITS.totalChars} characters`,
    ),
  nothing: z.string().max(EDIT_LIMITS.summaryChars).optional().describe("Only with no edits: why the files need no change"),
});
export type EditAnswer = z.infer<typeof editAnswerSchema>;

/** The answer's JSON schema, for a prompt whose endpoint does not hold the model to one. */
export const editAnswerJsonSchema = (): Record<string, unknown> => z.toJSONSchema(editAnswerSchema);

/** Reads an answer's JSON value: the edits, or the problems with it in words the model can act on. */
export function readEditAnswer(value: unknown): { ok: true; answer: EditAnswer } | { ok: false; problems: string[] } {
  const read = editAnswerSchema.safeParse(value);
  if (read.success) return { ok: true, answer: read.data };
  return { ok: false, problems: read.error.issues.slice(0, 12).map((issue) => `${issue.path.join(".") || "the answer"}: ${issue.message}`) };
}
