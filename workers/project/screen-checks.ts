import { previewBackendFor } from "../preview/preview-backend";
import { z } from "zod";
import { previewScreenReportSchema, type PreviewScreenReport, type ReportScreens, type ScreenReportOutcome } from "../contract/preview";
import { isBuildSource, type SourceFile } from "../engine/preview/sources";
import { previewStateOf } from "./preview-state";
import type { RoomContext } from "./room-context";
import { refuse, screensReported, type Refusal } from "./room-state";

/**
 * The screen check of the preview's builds, as the room keeps it (it is the only writer of a project's state):
 * the latest report, stored with the build it visited, and which of the frontend's files each build read, so
 * that the next visit opens first the screens a change touched since the last checked build.
 */

/** The published build's sources (AppForge's own builds; one published from elsewhere has none known). */
const SOURCES_KEY = "preview-sources";
/** The sources of the last build whose screens were checked. */
const CHECKED_SOURCES_KEY = "screens-checked-sources";
/** The latest visit's report, with the build it visited (its `version`). */
const REPORT_KEY = "screen-report";
/** A frontend with more files than this is checked in plain order (the digests are one stored value). */
export const MAX_TRACKED_SOURCES = 1_000;

export const STALE_REPORT = "This report is of a build the preview no longer runs: visit the screens of the current build.";

const buildSourcesSchema = z.object({
  version: z.string(),
  appModelVersion: z.number().int().nullable(),
  /** Repository path -> digest of its content. */
  files: z.record(z.string(), z.string()),
});
export type BuildSources = z.infer<typeof buildSourcesSchema>;

type Storage = Pick<DurableObjectStorage, "get" | "put" | "delete">;

async function digestOf(content: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content)));
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Computed outside the serialized section (hashing every file is work): what rememberBuildSources stores. */
export async function buildSourcesOf(version: string, appModelVersion: number | null, files: readonly SourceFile[]): Promise<BuildSources | null> {
  const read = files.filter((file) => isBuildSource(file.path));
  if (read.length > MAX_TRACKED_SOURCES) return null;
  const digests = await Promise.all(read.map(async (file) => [file.path, await digestOf(file.content)] as const));
  return { version, appModelVersion, files: Object.fromEntries(digests) };
}

/** A build was published: its sources (null: not known, as for a build made elsewhere) are the published build's. */
export async function rememberBuildSources(storage: Storage, sources: BuildSources | null): Promise<void> {
  if (sources) await storage.put(SOURCES_KEY, sources);
  else await storage.delete(SOURCES_KEY);
}

const sourcesAt = async (storage: Storage, key: string): Promise<BuildSources | null> => {
  const parsed = buildSourcesSchema.safeParse(await storage.get(key));
  return parsed.success ? parsed.data : null;
};

/**
 * The frontend files the published build reads differently from the last checked one (added, changed or
 * removed), or null when that is not known or not only files changed: no build checked yet, a build whose
 * sources are unknown, or a new app model (every screen may show it).
 */
export function changedSources(published: BuildSources | null, checked: BuildSources | null): string[] | null {
  if (!published || !checked || published.appModelVersion !== checked.appModelVersion) return null;
  if (published.version === checked.version) return [];
  const paths = new Set([...Object.keys(published.files), ...Object.keys(checked.files)]);
  const changed = [...paths].filter((path) => published.files[path] !== checked.files[path]).sort();
  return changed.length > 0 ? changed : null;
}

export interface ScreenCheck {
  /** The latest visit of the screens (whatever build it visited), or null. */
  report: PreviewScreenReport | null;
  /** The files the published build (`version`) changed since the last checked one, or null (see changedSources). */
  changed: { version: string; files: string[] } | null;
}

export async function screenCheckOf(storage: Storage): Promise<ScreenCheck> {
  const [stored, published, checked] = await Promise.all([storage.get(REPORT_KEY), sourcesAt(storage, SOURCES_KEY), sourcesAt(storage, CHECKED_SOURCES_KEY)]);
  const report = previewScreenReportSchema.safeParse(stored);
  const files = changedSources(published, checked);
  return { report: report.success ? report.data : null, changed: published && files ? { version: published.version, files } : null };
}

/**
 * A visit of the published build's screens, in one step of the room: the report is stored with the build it
 * visited, that build becomes the last checked one (the next visit starts with what changed since), and qa
 * records its finding (room-state.ts). A report of another build is refused and nothing is kept.
 */
export async function reportScreens(room: RoomContext, report: ReportScreens): Promise<({ ok: true } & ScreenReportOutcome) | Refusal> {
  const { build } = await previewStateOf(room.storage);
  if (build?.version !== report.version) return refuse(409, STALE_REPORT);
  await room.storage.put(REPORT_KEY, previewScreenReportSchema.parse({ ...report, checkedAt: new Date().toISOString() }));
  const published = await sourcesAt(room.storage, SOURCES_KEY);
  if (published?.version === report.version) await room.storage.put(CHECKED_SOURCES_KEY, published);
  else await room.storage.delete(CHECKED_SOURCES_KEY);
  // The visit is over: its account leaves the app's database.
  await previewBackendFor(room.env, room.projectId).endVisit();
  return { ok: true, ...(await screensReported(room, report)) };
}
