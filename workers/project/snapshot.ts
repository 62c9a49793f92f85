import { SNAPSHOT_RESPONSES, type ProjectSnapshot, type RoomEvent } from "../contract/events";
import { progressReport } from "../contract/task-progress";
import type { Db } from "../db/client";
import { readSnapshotRows } from "../db/project-snapshot";
import type { PreviewState } from "./preview-state";

/** A room sends its screens at most one snapshot per this long; the last change is always followed by one. */
export const SNAPSHOT_INTERVAL_MS = 200;
/** Where the room keeps the last version it gave a snapshot (it only grows, across restarts too). */
export const SNAPSHOT_VERSION_KEY = "snapshot-version";

export type SnapshotEvent = Extract<RoomEvent, { type: "project-snapshot" }>;

/**
 * The project's state as its screens show it, read from D1 in one batch: what the API's progress, tasks and
 * responses routes answer (the latest SNAPSHOT_RESPONSES responses), and the files' count and version.
 * Null when the project is gone.
 */
export async function buildSnapshot(db: Db, projectId: string, preview: PreviewState): Promise<ProjectSnapshot | null> {
  const rows = await readSnapshotRows(db, projectId, SNAPSHOT_RESPONSES);
  if (!rows) return null;
  return { ...progressReport(rows.project, rows.tasks), tasks: rows.tasks, responses: rows.responses, files: rows.files, preview: { appModelVersion: rows.appModelVersion, ...preview } };
}


/** What the feed needs of its room. */
export interface SnapshotHost {
  projectId(): string;
  /** The room's own storage, for the version. */
  storage(): Pick<DurableObjectStorage, "get" | "put">;
  /** Reads the project's state now (buildSnapshot). */
  read(): Promise<ProjectSnapshot | null>;
  /** Runs fn in the room's serialized section, so a snapshot falls between two changes, never inside one. */
  serialized<T>(fn: () => Promise<T>): Promise<T>;
  /** Whether any screen is connected (nobody watching: nothing is read). */
  watching(): boolean;
  broadcast(message: string): void;
}

/**
 * Sends a room's snapshots. A change (`changed()`) is followed by a snapshot to every open screen: at once
 * when none went out within the interval, else at its end, so a burst of changes costs one read per interval
 * and the last change is always followed by one. Reads happen in the room's serialized section: a screen gets
 * the single events of a change before the snapshot that contains it, and never a snapshot older than one
 * of them. Each snapshot (also one sent to a single connecting screen) takes the next version, kept in the
 * room's storage, so a screen can tell an older one from a newer one.
 */
export class SnapshotFeed {
  private version: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending = false;
  private due = false;
  private lastSentAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly host: SnapshotHost,
    private readonly intervalMs = SNAPSHOT_INTERVAL_MS,
  ) {}

  /** Something a snapshot shows changed (or may have): one follows. */
  changed(): void {
    this.due = true;
    this.schedule();
  }

  /** A fresh snapshot for one screen (one that just connected); null when the project is gone. */
  async current(): Promise<SnapshotEvent | null> {
    return this.host.serialized(() => this.next());
  }

  private schedule(): void {
    if (!this.due || this.timer !== null || this.sending) return;
    const wait = Math.max(0, this.lastSentAt + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.sending = true;
      this.broadcastNow()
        .catch((error: unknown) => console.error(`The snapshot of project ${this.host.projectId()} could not be sent`, error))
        .finally(() => {
          this.sending = false;
          this.schedule();
        });
    }, wait);
  }

  private async broadcastNow(): Promise<void> {
    if (!this.host.watching()) {
      // Nobody to tell: a screen that connects gets a snapshot of its own.
      this.due = false;
      return;
    }
    await this.host.serialized(async () => {
      // Changes made from here on are not in this snapshot: they ask for the next one.
      this.due = false;
      this.lastSentAt = Date.now();
      const event = await this.next();
      if (event) this.host.broadcast(JSON.stringify(event));
    });
  }

  private async next(): Promise<SnapshotEvent | null> {
    const version = await this.nextVersion();
    const snapshot = await this.host.read();
    return snapshot ? { type: "project-snapshot", projectId: this.host.projectId(), version, snapshot } : null;
  }

  private async nextVersion(): Promise<number> {
    if (this.version === null) {
      const stored = await this.host.storage().get<number>(SNAPSHOT_VERSION_KEY);
      this.version ??= stored ?? 0;
    }
    this.version += 1;
    await this.host.storage().put(SNAPSHOT_VERSION_KEY, this.version);
    return this.version;
  }
}
