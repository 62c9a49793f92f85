import type { RoomEvent } from "../contract/events";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { CurrentAppModel } from "./app-model";
import type { Agents } from "./model-runner";
import type { SpendReservations } from "./spend-reservations";

/**
 * What the room's commands and jobs are given: the project they act on and the few ways they may change it.
 * The room (project-room.ts) is its only maker; nothing here holds a reference to the room itself, so a job
 * cannot call back into it beyond these.
 */
export interface RoomContext {
  readonly projectId: string;
  readonly env: Env;
  readonly db: Db;
  /** The room's own storage: its stored jobs and what it remembers of the preview. */
  readonly storage: DurableObjectStorage;
  /** The team that runs tasks and writes reports (the configured model's, or the built-in one). */
  agents(): Agents;
  /** Runs fn after every earlier change of the room has finished. Never await the outside in fn. */
  serialized<T>(fn: () => Promise<T>): Promise<T>;
  /** Tells every open screen (and the next snapshot) of a change. */
  emit(event: RoomEvent): void;
  /**
   * The project's files changed (a checkpoint: the paths it changed) or its app model did (null): the screens
   * hear of it, and the preview is built again when what a build reads changed.
   */
  checkpointed(changed: readonly string[] | null): Promise<void>;
  /** Asks for the preview to be built from the project's current files (skipped when the last build read the same). */
  requestBuild(): Promise<void>;
  /** What the room remembers of the preview changed: the screens' next snapshot says so. */
  previewChanged(): void;
  /** Something else the screens' snapshot shows may have changed, with no event of its own: the next snapshot says so. */
  changed(): void;
  /** Asks for due jobs to be started. */
  kick(): Promise<void>;
  /** The room starts an agent's next task by itself no sooner than the pacing after its last one ended. */
  paceAfterTask(agentType: string): void;
  /** The stored app model as the room last wrote or read it (null: read it from D1). */
  appModel: CurrentAppModel | null;
  /** The worst cases of the model calls under way, counted against the spending limits. */
  readonly spend: SpendReservations;
}
