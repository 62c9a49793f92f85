import { z } from "zod";
import { agentStatusSchema, agentTypeSchema, aiResponseSchema, progressResponseSchema, taskSchema } from "./agents";
import { deploymentSchema } from "./integrations";
import { previewAttemptSchema, previewBuildInfoSchema } from "./preview";
import { projectSchema } from "./projects";

/** How many responses a snapshot carries: the latest, newest first, as GET /agents/{id}/responses lists them. */
export const SNAPSHOT_RESPONSES = 50;

/**
 * A project's state as its screen shows it: what GET /agents/{id}/progress answers (status, progress,
 * counts, agents), the tasks as GET /agents/{id}/tasks lists them, the latest responses, which generated
 * files there are (their count and the newest one's time: enough to tell that the list changed), and the
 * preview's versions: the stored app model's (what GET .../preview/sources answers) and the build last
 * published (what GET .../preview answers as `build`).
 */
export const projectSnapshotSchema = progressResponseSchema.omit({ success: true }).extend({
  tasks: z.array(taskSchema),
  responses: z.array(aiResponseSchema).max(SNAPSHOT_RESPONSES),
  files: z.object({ count: z.number().int().nonnegative(), version: z.string().nullable() }),
  preview: z.object({
    appModelVersion: z.number().int().positive().nullable(),
    build: previewBuildInfoSchema.nullable(),
    attempt: previewAttemptSchema.nullable(),
  }),
});
export type ProjectSnapshot = z.infer<typeof projectSnapshotSchema>;

/**
 * The one realtime protocol between a project's room and its screens. `project-snapshot` is the state the
 * screens render from: sent to a screen when it connects and to all of them after changes (at most a few
 * per second). Its version only grows within a room, so a screen ignores one older than what it shows.
 * The other kinds tell single changes as they happen, for listeners that follow them one by one.
 */
export const roomEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("agent-status"),
    projectId: z.string(),
    agentType: agentTypeSchema,
    status: agentStatusSchema.shape.status,
    current_task: agentStatusSchema.shape.current_task,
  }),
  z.object({ type: z.literal("task-update"), projectId: z.string(), task: taskSchema }),
  z.object({ type: z.literal("project-update"), projectId: z.string(), project: projectSchema }),
  /** A response was written or completed later (the model's report arrived, a handed-off agent ended). */
  z.object({ type: z.literal("response-update"), projectId: z.string(), response: aiResponseSchema }),
  /** A publishing attempt changed: published, or followed to its end at the platform (the room's jobs). */
  z.object({ type: z.literal("deployment-update"), projectId: z.string(), deployment: deploymentSchema }),
  /** The project's state (see projectSnapshotSchema); `version` only grows within the project's room. */
  z.object({ type: z.literal("project-snapshot"), projectId: z.string(), version: z.number().int().positive(), snapshot: projectSnapshotSchema }),
]);
export type RoomEvent = z.infer<typeof roomEventSchema>;
