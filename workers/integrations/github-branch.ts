import { z } from "zod";
import { FILE_LIMITS, filePathSchema } from "../contract/files";
import { fromBase64 } from "../encoding";
import { encodePath, githubCall as call, shaSchema, treeListingSchema, type GitHubClient } from "./github";

/**
 * A branch's own file changes, in the terms of a project's files: what Cursor's agent did on its branch,
 * for the project to take back. GitHub's comparison (GET /repos/{owner}/{repo}/compare/{BASE...HEAD}) names
 * the changed files since the branch left its base; each written file's text is its blob
 * (GET /repos/{owner}/{repo}/git/blobs/{file_sha}, base64). Only text a project can hold comes back: a file
 * that is not UTF-8 text, or past FILE_LIMITS, is skipped and said, never mangled.
 */

/** GitHub's most files in one comparison: "up to 300 changed files for the entire comparison". */
export const COMPARE_FILES_MAX = 300;
/** Blobs read at once: a Worker keeps at most six connections open, and GitHub frowns on bursts. */
const BLOB_READS_AT_ONCE = 4;

const comparisonSchema = z.object({
  html_url: z.string(),
  // Without paging, the last one listed is the branch's newest commit.
  commits: z.array(z.object({ sha: z.string(), commit: z.object({ tree: shaSchema }) })),
  files: z
    .array(
      z.object({
        filename: z.string(),
        /** added, removed, modified, renamed, copied, changed or unchanged. */
        status: z.string(),
        sha: z.string().nullable(),
        previous_filename: z.string().optional(),
      }),
    )
    .optional(),
});
type ComparedFile = NonNullable<z.infer<typeof comparisonSchema>["files"]>[number];
const blobSchema = z.object({ content: z.string(), encoding: z.string(), size: z.number().int().nullable() });

/** A file as a branch leaves it: its text, or null when the branch deleted it. */
export interface BranchChange {
  path: string;
  content: string | null;
}

/** What a branch changed since it left its base, in the terms of a project's files. */
export interface BranchChanges {
  /** In GitHub's order (by path); a rename is its old path deleted and its new path written. */
  changes: BranchChange[];
  /** Changed files a project cannot hold, each "path: why" (not UTF-8 text, too large, a link, a submodule). */
  skipped: string[];
  /** GitHub listed its limit of 300 files: the branch may change more, which only `compareUrl` shows. */
  truncated: boolean;
  /** The comparison on GitHub's website. */
  compareUrl: string;
}

/** The branch a repository's work starts from when none is named (Cursor's agent without `source.ref`). */
export async function defaultBranch(client: GitHubClient, fullName: string): Promise<string> {
  return (await call(client, "GET", `/repos/${fullName}`, z.object({ default_branch: z.string() }))).default_branch;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000)} KB`;
const TOO_LARGE = (bytes: number) => `${kilobytes(bytes)}, over the ${kilobytes(FILE_LIMITS.fileBytes)} a project file may hold`;

/** The bytes as text when they are UTF-8 text (no NUL byte), else null: a binary file is skipped, never mangled. */
function textOf(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return text.includes("\0") ? null : text;
  } catch {
    return null;
  }
}

/** A blob's text, or why a project cannot hold it. */
async function blobText(client: GitHubClient, fullName: string, sha: string): Promise<string | { why: string }> {
  const blob = await call(client, "GET", `/repos/${fullName}/git/blobs/${sha}`, blobSchema);
  if (blob.encoding !== "base64") return { why: `GitHub sent it as ${blob.encoding}, which AppForge does not read` };
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(blob.content.replace(/\s/g, ""));
  } catch {
    return { why: "GitHub's copy of it could not be decoded" };
  }
  if (bytes.length > FILE_LIMITS.fileBytes) return { why: TOO_LARGE(bytes.length) };
  return textOf(bytes) ?? { why: "binary, not UTF-8 text" };
}

/** `read` over every item, at most `atOnce` at a time, answers in the items' order; a failure stops the rest. */
async function inTurns<T, R>(items: readonly T[], atOnce: number, read: (item: T) => Promise<R>): Promise<R[]> {
  const queue = items.map((item, index) => ({ item, index }));
  const answers = new Array<R>(items.length);
  const reader = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) answers[job.index] = await read(job.item);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, reader));
  } catch (error) {
    queue.length = 0;
    throw error;
  }
  return answers;
}

type Step = { delete: string } | { skip: string } | { read: string; sha: string; renamedFrom: string | null };
type ListedFile = { mode: string; type: string; size?: number };

const READ_STATUSES = ["added", "modified", "renamed", "copied", "changed"];

/** Why a changed file is left out before its blob is read, or null to read it. */
function leftOutBecause(file: ComparedFile, listed: ListedFile | undefined, budget: number): string | null {
  if (!READ_STATUSES.includes(file.status)) return `GitHub lists it as "${file.status}"`;
  const path = filePathSchema.safeParse(file.filename);
  if (!path.success) return `a path a project cannot hold (it ${path.error.issues[0]?.message ?? "is not valid"})`;
  if (listed?.type === "commit") return "a submodule, not a file";
  if (listed?.mode === "120000") return "a symbolic link, not a file";
  if (file.sha === null) return "GitHub gave no content for it";
  if (listed?.size !== undefined && listed.size > FILE_LIMITS.fileBytes) return TOO_LARGE(listed.size);
  if (listed?.size !== undefined && listed.size > budget) return `the branch's files pass the ${FILE_LIMITS.projectBytes / 1_000_000} MB a project may hold`;
  return null;
}

const renameNote = (renamedFrom: string | null) => (renamedFrom ? ` (renamed from ${renamedFrom}, which is kept)` : "");

/**
 * What to do with each compared file, before any blob is read: the head tree's listing gives each file's
 * kind and size, so a link, a submodule or a file past the limits is never downloaded.
 */
function stepsFor(files: readonly ComparedFile[], headTree: ReadonlyMap<string, ListedFile>): Step[] {
  let budget: number = FILE_LIMITS.projectBytes;
  return files.flatMap((file): Step[] => {
    if (file.status === "removed") return [{ delete: file.filename }];
    if (file.status === "unchanged") return [];
    const renamedFrom = file.status === "renamed" ? (file.previous_filename ?? null) : null;
    const listed = headTree.get(file.filename);
    const why = leftOutBecause(file, listed, budget);
    if (why !== null || file.sha === null) return [{ skip: `${file.filename}: ${why ?? "GitHub gave no content for it"}${renameNote(renamedFrom)}` }];
    budget -= listed?.size ?? 0;
    return [{ read: file.filename, sha: file.sha, renamedFrom }];
  });
}

/**
 * The file changes of `head` since it left `base` (GitHub's three-dot comparison: what the branch did,
 * whatever `base` did meanwhile), each written file's text read from its blob. Files a project cannot hold
 * are skipped and said; GitHub lists at most 300 files, and `truncated` says when that limit was reached.
 * A branch or base that is not there is a ProviderError "not_found"; any failure of GitHub is thrown, so
 * the answer is never a part of the branch taken for all of it.
 */
export async function branchChanges(client: GitHubClient, fullName: string, base: string, head: string): Promise<BranchChanges> {
  const comparison = await call(client, "GET", `/repos/${fullName}/compare/${encodePath(base)}...${encodePath(head)}`, comparisonSchema);
  const files = (comparison.files ?? []).slice(0, COMPARE_FILES_MAX);
  const headTree = comparison.commits.at(-1)?.commit.tree.sha;
  const listing = headTree && files.length > 0 ? await call(client, "GET", `/repos/${fullName}/git/trees/${headTree}?recursive=1`, treeListingSchema) : null;
  const steps = stepsFor(files, new Map((listing?.tree ?? []).map((entry) => [entry.path, entry])));
  const reads = steps.flatMap((step) => ("read" in step ? [step] : []));
  const answers = await inTurns(reads, BLOB_READS_AT_ONCE, (step) => blobText(client, fullName, step.sha));
  const texts = new Map(reads.map((step, index) => [step, answers[index]]));
  const changes = new Map<string, string | null>();
  const skipped: string[] = [];
  for (const step of steps) {
    if ("skip" in step) {
      skipped.push(step.skip);
    } else if ("delete" in step) {
      // A path the branch both deleted and wrote (a rename onto it) is written.
      if (!changes.has(step.delete)) changes.set(step.delete, null);
    } else {
      const text = texts.get(step);
      if (typeof text !== "string") {
        skipped.push(`${step.read}: ${text?.why ?? "not read"}${renameNote(step.renamedFrom)}`);
        continue;
      }
      changes.set(step.read, text);
      // A rename's old path goes only once its new one is read: a rename to a file left out keeps the old one.
      if (step.renamedFrom !== null && !changes.has(step.renamedFrom)) changes.set(step.renamedFrom, null);
    }
  }
  return {
    changes: [...changes].map(([path, content]) => ({ path, content })),
    skipped,
    truncated: (comparison.files ?? []).length >= COMPARE_FILES_MAX,
    compareUrl: comparison.html_url,
  };
}
