import { and, asc, desc, eq, gte, inArray, isNull, lte, max, sql, sum } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { checkpointSchema, FILE_LIMITS, type Checkpoint, type CheckpointKind, type FILE_TYPES } from "../contract/files";
import { nowIso, type Db } from "./client";
import { checkpointChanges, checkpoints, fileBlobs, mergeConflicts, projectFiles, tasks, type CheckpointRow, type ProjectFileRow } from "./schema";

/**
 * A project's files and their history. `project_files` holds the current files (what the files API, the ZIP,
 * the preview and every publish read: the current checkpoint); every change to them goes through
 * `commitFiles`, which makes a checkpoint in the same batch: a row saying who or what and why, one change row
 * per path it changed, and each content not stored before in `file_blobs`, once per project by its SHA-256.
 * So a checkpoint costs what changed: about 150 bytes per changed path plus the new contents, never a copy
 * of the unchanged files. The files at any checkpoint are each path's latest change up to it.
 *
 * The project's room is the only caller (it serializes them): a checkpoint's number is the last one plus one.
 */

const encoder = new TextEncoder();

export const utf8Bytes = (text: string): number => encoder.encode(text).byteLength;

/** SHA-256 of the UTF-8 bytes, lowercase hex: a file's content hash (as git names blobs, but with SHA-256). */
export async function contentHash(content: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(content)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A stored file's hash: the one written with it, or (a row from before checkpoints) its content's. */
export const hashOf = async (row: Pick<ProjectFileRow, "hash" | "content">): Promise<string> => row.hash ?? contentHash(row.content);

/** One path's change in a commit: new content, or null to delete the path. */
export interface FileWrite {
  path: string;
  content: string | null;
  /** Kept from the stored file when absent; inferred from the path for a new file. */
  type?: string;
  category?: string;
  /** The task whose generator owns the path from now on (a task's files); absent: the owner stays. */
  taskId?: string | null;
  /** The generator's own output for this path (the next merge's base); absent: the stored base stays. */
  base?: string | null;
}

export interface CheckpointMeta {
  kind: CheckpointKind;
  actor: string;
  reason: string;
  taskId?: string | null;
  restoredFrom?: number | null;
}

/** A conflict to record with the commit (its three sides' contents are stored as blobs). */
export interface NewConflict {
  path: string;
  taskName: string;
  base: string | null;
  mine: string;
  generated: string;
}

const TEST_PATH = /(^|\/)(tests?|__tests__|spec)\/|\.(test|spec)\.[a-z]+$|(^|\/)test_[^/]+\.py$|Tests?\.java$/i;
const SCRIPT_PATH = /\.(sh|bash|ps1)$/i;
const DOC_PATH = /\.(md|mdx|txt|rst)$/i;
const CONFIG_PATH = /\.(json|ya?ml|toml|ini|cfg|conf|env|properties|xml|lock)$|(^|\/)(\.env[^/]*|Dockerfile|Makefile|\.gitignore|\.dockerignore|Procfile)$/i;

/** A new file's type and category, from its path, as the generators would have filed it. */
export function fileKindOf(path: string): { type: (typeof FILE_TYPES)[number]; category: string } {
  const type = TEST_PATH.test(path) ? "test" : SCRIPT_PATH.test(path) ? "script" : DOC_PATH.test(path) ? "documentation" : CONFIG_PATH.test(path) ? "config" : "code";
  const top = path.split("/")[0] ?? "";
  const category = ["frontend", "backend", "database", "devops", "deployment", "docs", "tests"].includes(top)
    ? top
    : type === "documentation"
      ? "docs"
      : type === "test"
        ? "tests"
        : "other";
  return { type, category };
}

const kb = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString("en-US")} KB`;

/**
 * Why these writes would pass a file's or the project's size limit (FILE_LIMITS), or null when they fit:
 * `now` is the current files' contents by path.
 */
export function projectLimitProblem(now: ReadonlyMap<string, string>, writes: readonly { path: string; content: string | null }[]): string | null {
  for (const write of writes) {
    if (write.content !== null && utf8Bytes(write.content) > FILE_LIMITS.fileBytes) {
      return `${write.path} is ${kb(utf8Bytes(write.content))}: a file may hold at most ${kb(FILE_LIMITS.fileBytes)}.`;
    }
  }
  const sizes = new Map([...now].map(([path, content]) => [path, utf8Bytes(content)]));
  for (const write of writes) {
    if (write.content === null) sizes.delete(write.path);
    else sizes.set(write.path, utf8Bytes(write.content));
  }
  const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  return total > FILE_LIMITS.projectBytes ? `The project's files would hold ${kb(total)}: a project may hold at most ${kb(FILE_LIMITS.projectBytes)}.` : null;
}

/**
 * Why a new file at `path` cannot sit among `paths` (the current files), or null: a folder of that name, a
 * file where one of its folders would be, or a file whose path differs only in case (two such files cannot
 * both exist in a ZIP unpacked on macOS or Windows, nor side by side in the tree).
 */
export function pathClash(paths: Iterable<string>, path: string): string | null {
  const lower = path.toLowerCase();
  for (const other of paths) {
    if (other === path) continue;
    if (other.startsWith(`${path}/`)) return `${path} is a folder of the project: choose another name.`;
    if (path.startsWith(`${other}/`)) return `${other} is a file, so it cannot hold ${path}: choose another name.`;
    if (other.toLowerCase() === lower) return `${other} exists already, differing only in case: choose another name.`;
  }
  return null;
}

/** The project's current checkpoint number; null before its first. */
export async function currentSeq(db: Db, projectId: string): Promise<number | null> {
  const row = await db.select({ seq: max(checkpoints.seq) }).from(checkpoints).where(eq(checkpoints.projectId, projectId)).get();
  return row?.seq ?? null;
}

/** The stored files, every one with its hash (`storedHash`: as stored, null on a row from before checkpoints). */
export async function currentFiles(db: Db, projectId: string): Promise<Map<string, ProjectFileRow & { hash: string; storedHash: string | null }>> {
  const rows = await db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)).all();
  const hashed = await Promise.all(rows.map(async (row) => ({ ...row, storedHash: row.hash, hash: await hashOf(row) })));
  return new Map(hashed.map((row) => [row.path, row]));
}

/** At most this many bound values per statement (D1 allows 100). */
const PARAMS = 90;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** Contents by hash (of this project's blobs). */
export async function blobContents(db: Db, projectId: string, hashes: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(hashes)];
  const found = new Map<string, string>();
  for (const part of chunks(unique, PARAMS - 1)) {
    const rows = await db
      .select({ hash: fileBlobs.hash, content: fileBlobs.content })
      .from(fileBlobs)
      .where(and(eq(fileBlobs.projectId, projectId), inArray(fileBlobs.hash, part)))
      .all();
    for (const row of rows) found.set(row.hash, row.content);
  }
  return found;
}

type Statement = BatchItem<"sqlite">;

/** The statements that store contents not stored yet (a content already there is left as it is). */
function storeBlobs(db: Db, projectId: string, contents: Map<string, string>): Statement[] {
  return [...contents].map(([hash, content]) =>
    db.insert(fileBlobs).values({ projectId, hash, content, bytes: utf8Bytes(content) }).onConflictDoNothing(),
  );
}

/**
 * Writes these changes to the current files and records them as one checkpoint, in one batch (all or nothing).
 * A write that changes nothing (same content) is left out, but a new base or owner it carries is kept; answers
 * null when no file changed. A project whose files predate checkpoints first gets a "baseline" checkpoint of
 * the files as they were, so a restore can go back to them.
 */
export async function commitFiles(
  db: Db,
  projectId: string,
  meta: CheckpointMeta,
  writes: readonly FileWrite[],
  conflicts: readonly NewConflict[] = [],
): Promise<Checkpoint | null> {
  const [files, last] = await Promise.all([currentFiles(db, projectId), currentSeq(db, projectId)]);
  const statements: Statement[] = [];
  const blobs = new Map<string, string>();
  let seq = last ?? 0;
  if (last === null && files.size > 0) {
    seq += 1;
    statements.push(db.insert(checkpoints).values({ id: crypto.randomUUID(), projectId, seq, kind: "baseline", actor: "AppForge", reason: "The files as they were before the project kept a history" }));
    for (const row of files.values()) {
      blobs.set(row.hash, row.content);
      // A row from before checkpoints holds its generator's own output: its content is its base (as below).
      const baseHash = row.baseHash ?? (row.storedHash === null ? row.hash : null);
      statements.push(db.insert(checkpointChanges).values({ projectId, seq, path: row.path, hash: row.hash, taskId: row.taskId, baseHash }));
    }
  }
  seq += 1;
  /** Each changed path with its owner and base as the write leaves them (null on a deletion). */
  const changes: { path: string; hash: string | null; taskId: string | null; baseHash: string | null }[] = [];
  const generatedAt = nowIso();
  const seen = new Set<string>();
  for (const write of writes) {
    if (seen.has(write.path)) throw new Error(`A commit names ${write.path} twice`);
    seen.add(write.path);
    const row = files.get(write.path);
    const baseHash = write.base === undefined ? undefined : write.base === null ? null : await contentHash(write.base);
    if (write.base != null && baseHash) blobs.set(baseHash, write.base);
    if (write.content === null) {
      if (!row) continue;
      changes.push({ path: write.path, hash: null, taskId: null, baseHash: null });
      statements.push(db.delete(projectFiles).where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.path, write.path))));
      continue;
    }
    const hash = await contentHash(write.content);
    const kind = fileKindOf(write.path);
    const owner = write.taskId === undefined ? {} : { taskId: write.taskId };
    // A row from before checkpoints holds its generator's own output: that is its base from now on.
    const legacyBase = baseHash === undefined && row && row.storedHash === null && row.baseHash === null ? row.hash : undefined;
    if (legacyBase && row) blobs.set(legacyBase, row.content);
    const base = baseHash !== undefined ? { baseHash } : legacyBase ? { baseHash: legacyBase } : {};
    if (row && row.hash === hash) {
      // Unchanged content: only what the write says about its owner and base (a generator that wrote it again).
      if (write.taskId !== undefined || baseHash !== undefined || row.storedHash === null) {
        statements.push(
          db.update(projectFiles).set({ ...owner, ...base, hash, ...(write.type ? { type: write.type } : {}), ...(write.category ? { category: write.category } : {}) })
            .where(and(eq(projectFiles.projectId, projectId), eq(projectFiles.path, write.path))),
        );
      }
      continue;
    }
    blobs.set(hash, write.content);
    // The owner and base the row has after this write: the write's, else the stored row's (none for a new file).
    changes.push({
      path: write.path,
      hash,
      taskId: write.taskId !== undefined ? write.taskId : (row?.taskId ?? null),
      baseHash: baseHash !== undefined ? baseHash : (legacyBase ?? row?.baseHash ?? null),
    });
    const values = {
      type: write.type ?? row?.type ?? kind.type,
      category: write.category ?? row?.category ?? kind.category,
      content: write.content,
      hash,
      generatedAt,
      ...owner,
      ...base,
    };
    statements.push(
      db
        .insert(projectFiles)
        .values({ id: crypto.randomUUID(), projectId, path: write.path, taskId: null, baseHash: null, ...values })
        .onConflictDoUpdate({ target: [projectFiles.projectId, projectFiles.path], set: values }),
    );
  }
  const conflictRows = [];
  for (const conflict of conflicts) {
    const [baseHash, mineHash, generatedHash] = await Promise.all([
      conflict.base === null ? null : contentHash(conflict.base),
      contentHash(conflict.mine),
      contentHash(conflict.generated),
    ]);
    if (baseHash && conflict.base !== null) blobs.set(baseHash, conflict.base);
    blobs.set(mineHash, conflict.mine);
    blobs.set(generatedHash, conflict.generated);
    // A newer conflict on the same path takes the place of an open one: the generator's latest output is the other side.
    statements.push(
      db
        .update(mergeConflicts)
        .set({ resolvedAt: generatedAt })
        .where(and(eq(mergeConflicts.projectId, projectId), eq(mergeConflicts.path, conflict.path), isNull(mergeConflicts.resolvedAt))),
    );
    conflictRows.push({ id: crypto.randomUUID(), projectId, path: conflict.path, taskName: conflict.taskName, baseHash, mineHash, generatedHash });
  }
  for (const row of conflictRows) statements.push(db.insert(mergeConflicts).values(row));
  const row = changes.length > 0 ? { id: crypto.randomUUID(), projectId, seq, kind: meta.kind, actor: meta.actor, reason: meta.reason, taskId: meta.taskId ?? null, restoredFrom: meta.restoredFrom ?? null, createdAt: generatedAt } : null;
  if (row) {
    statements.push(db.insert(checkpoints).values(row));
    for (const change of changes) statements.push(db.insert(checkpointChanges).values({ projectId, seq, ...change }));
  }
  statements.unshift(...storeBlobs(db, projectId, blobs));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  if (!row) return null;
  return checkpointSchema.parse({
    ...row,
    files: changes
      .map((change) => ({ path: change.path, change: change.hash === null ? "deleted" : files.has(change.path) ? "modified" : "added" }))
      .sort((a, b) => a.path.localeCompare(b.path)),
  });
}

/** A file as it was at a checkpoint: its content, and its owner and generator base then (see below). */
export interface FileAt {
  hash: string;
  content: string;
  /**
   * The task that owned the path and its generator base (a file_blobs hash) after that change. Both null when
   * no generator owned it, and on changes recorded before these were kept; a task deleted since reads null.
   */
  taskId: string | null;
  baseHash: string | null;
}

/** The files at checkpoint `seq` (0: none): each path's latest change up to it, with its content. */
export async function filesAt(db: Db, projectId: string, seq: number): Promise<Map<string, FileAt>> {
  const rows = await db.all<{ path: string } & FileAt>(sql`
    SELECT c.path AS path, c.hash AS hash, b.content AS content, t.id AS taskId, c.base_hash AS baseHash
    FROM ${checkpointChanges} c
    JOIN (
      SELECT path, MAX(seq) AS seq FROM ${checkpointChanges}
      WHERE project_id = ${projectId} AND seq <= ${seq}
      GROUP BY path
    ) latest ON latest.path = c.path AND latest.seq = c.seq
    JOIN ${fileBlobs} b ON b.project_id = c.project_id AND b.hash = c.hash
    LEFT JOIN ${tasks} t ON t.id = c.task_id
    WHERE c.project_id = ${projectId} AND c.hash IS NOT NULL
  `);
  return new Map(rows.map((row) => [row.path, { hash: row.hash, content: row.content, taskId: row.taskId, baseHash: row.baseHash }]));
}

/**
 * Of these paths (absent from the current files), the ones whose latest change deleted them by hand: in a
 * checkpoint no task made (the owner's delete or rename, a model's edit, a restore, Cursor's branch). A
 * generator's re-run does not bring such a file back.
 */
export async function deletedByHand(db: Db, projectId: string, paths: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(paths, PARAMS - 2)) {
    const rows = await db.all<{ path: string }>(sql`
      SELECT c.path AS path FROM ${checkpointChanges} c
      JOIN ${checkpoints} k ON k.project_id = c.project_id AND k.seq = c.seq
      WHERE c.project_id = ${projectId} AND c.hash IS NULL AND k.kind != 'task'
        AND c.path IN (${sql.join(part.map((path) => sql`${path}`), sql`, `)})
        AND c.seq = (SELECT MAX(p.seq) FROM ${checkpointChanges} p WHERE p.project_id = c.project_id AND p.path = c.path)
    `);
    for (const row of rows) found.add(row.path);
  }
  return found;
}

/** A checkpoint as the API shows it, with each path it changed marked added, modified or deleted. */
async function withFiles(db: Db, projectId: string, rows: readonly CheckpointRow[]): Promise<Checkpoint[]> {
  if (rows.length === 0) return [];
  const seqs = rows.map((row) => row.seq);
  const low = Math.min(...seqs);
  const high = Math.max(...seqs);
  // Each change with whether its path existed before it (the path's previous change left content).
  const changes = await db.all<{ seq: number; path: string; hash: string | null; previous: string | null }>(sql`
    SELECT c.seq AS seq, c.path AS path, c.hash AS hash,
      (SELECT p.hash FROM ${checkpointChanges} p
        WHERE p.project_id = c.project_id AND p.path = c.path AND p.seq < c.seq
        ORDER BY p.seq DESC LIMIT 1) AS previous
    FROM ${checkpointChanges} c
    WHERE c.project_id = ${projectId} AND c.seq >= ${low} AND c.seq <= ${high}
    ORDER BY c.path
  `);
  const bySeq = new Map<number, Checkpoint["files"]>();
  for (const change of changes) {
    const list = bySeq.get(change.seq) ?? [];
    list.push({ path: change.path, change: change.hash === null ? "deleted" : change.previous === null ? "added" : "modified" });
    bySeq.set(change.seq, list);
  }
  return rows.map((row) => checkpointSchema.parse({ ...row, files: bySeq.get(row.seq) ?? [] }));
}

/** The newest checkpoints first (at most `limit`). */
export async function listCheckpoints(db: Db, projectId: string, limit = 100): Promise<Checkpoint[]> {
  const rows = await db.select().from(checkpoints).where(eq(checkpoints.projectId, projectId)).orderBy(desc(checkpoints.seq)).limit(limit).all();
  return withFiles(db, projectId, rows);
}

export async function findCheckpoint(db: Db, projectId: string, seq: number): Promise<Checkpoint | null> {
  const row = await db.select().from(checkpoints).where(and(eq(checkpoints.projectId, projectId), eq(checkpoints.seq, seq))).get();
  return row ? ((await withFiles(db, projectId, [row]))[0] ?? null) : null;
}

/** Bytes the project's history stores: each distinct content once. */
export async function storedBytes(db: Db, projectId: string): Promise<number> {
  const row = await db.select({ bytes: sum(fileBlobs.bytes) }).from(fileBlobs).where(eq(fileBlobs.projectId, projectId)).get();
  return Number(row?.bytes ?? 0);
}

/**
 * The writes that bring the current files back to checkpoint `seq`'s. Each restored file gets back the owner
 * and generator base it had then, so a generated file nobody had edited at that checkpoint is its generator's
 * again (its content is its base): a re-run replaces it rather than merging into it as if hand-written.
 * A change recorded before owners and bases were kept (both null) leaves the current owner and base as they
 * are, as every restore did before; so does a file no generator owned then (the same nulls), which keeps the
 * restored content safe from a re-run either way. Only paths whose content changes are written: a base alone
 * is not part of a checkpoint's changes, so the one recorded with an unchanged file's content may be older.
 */
export async function restoreWrites(db: Db, projectId: string, seq: number): Promise<FileWrite[]> {
  const [target, files] = await Promise.all([filesAt(db, projectId, seq), currentFiles(db, projectId)]);
  const changed = [...target].filter(([path, file]) => files.get(path)?.hash !== file.hash);
  const bases = await blobContents(db, projectId, changed.flatMap(([, file]) => (file.baseHash ? [file.baseHash] : [])));
  const writes: FileWrite[] = [];
  for (const [path, file] of changed) {
    const recorded = file.taskId !== null || file.baseHash !== null;
    const base = file.baseHash === null ? null : bases.get(file.baseHash);
    writes.push(recorded && base !== undefined ? { path, content: file.content, taskId: file.taskId, base } : { path, content: file.content });
  }
  for (const path of files.keys()) if (!target.has(path)) writes.push({ path, content: null });
  return writes.sort((a, b) => a.path.localeCompare(b.path));
}

/** The open conflicts (newest first), with their sides' contents. */
export async function openConflicts(db: Db, projectId: string) {
  const rows = await db
    .select()
    .from(mergeConflicts)
    .where(and(eq(mergeConflicts.projectId, projectId), isNull(mergeConflicts.resolvedAt)))
    .orderBy(desc(mergeConflicts.createdAt), asc(mergeConflicts.path))
    .all();
  const contents = await blobContents(db, projectId, rows.flatMap((row) => [row.mineHash, row.generatedHash, ...(row.baseHash ? [row.baseHash] : [])]));
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    taskName: row.taskName,
    base: row.baseHash ? (contents.get(row.baseHash) ?? null) : null,
    mine: contents.get(row.mineHash) ?? "",
    generated: contents.get(row.generatedHash) ?? "",
    createdAt: row.createdAt,
  }));
}

/** An open conflict of the project by its id. */
export async function findOpenConflict(db: Db, projectId: string, conflictId: string) {
  return db
    .select()
    .from(mergeConflicts)
    .where(and(eq(mergeConflicts.projectId, projectId), eq(mergeConflicts.id, conflictId), isNull(mergeConflicts.resolvedAt)))
    .get();
}

export async function markConflictResolved(db: Db, projectId: string, conflictId: string): Promise<boolean> {
  const updated = await db
    .update(mergeConflicts)
    .set({ resolvedAt: nowIso() })
    .where(and(eq(mergeConflicts.projectId, projectId), eq(mergeConflicts.id, conflictId), isNull(mergeConflicts.resolvedAt)))
    .returning({ id: mergeConflicts.id });
  return updated.length > 0;
}

/** Checkpoints in a range, oldest first (a bench and tests read a run's). */
export async function checkpointsBetween(db: Db, projectId: string, from: number, to: number): Promise<Checkpoint[]> {
  const rows = await db
    .select()
    .from(checkpoints)
    .where(and(eq(checkpoints.projectId, projectId), gte(checkpoints.seq, from), lte(checkpoints.seq, to)))
    .orderBy(asc(checkpoints.seq))
    .all();
  return withFiles(db, projectId, rows);
}
