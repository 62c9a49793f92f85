import { z } from "zod";
import { agentStatusSchema, agentTypeSchema, aiResponseSchema, taskSchema } from "./agents";
import { projectSchema } from "./projects";

/** The one realtime protocol between a project's room and its screens. */
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
]);
export type RoomEvent = z.infer<typeof roomEventSchema>;
