import { z } from "zod";
import { projectSchema } from "./projects";

export const AGENT_TYPES = ["architect", "frontend", "backend", "devops", "qa", "deployment"] as const;
export type AgentType = (typeof AGENT_TYPES)[number];
export const agentTypeSchema = z.enum(AGENT_TYPES, { error: "Unknown agent type" });

export const TASK_STATUSES = ["pending", "in_progress", "completed", "failed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** waiting: its next task waits for a model provider (rate limited or briefly down) until a stated time. */
export const AGENT_STATES = ["idle", "busy", "error", "waiting"] as const;
export type AgentState = (typeof AGENT_STATES)[number];

export const AI_STRATEGIES = ["auto", "budget", "balanced", "premium"] as const;
export type AiStrategy = (typeof AI_STRATEGIES)[number];

export const taskSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  agent_type: agentTypeSchema,
  position: z.number().int(),
  depends_on: z.array(z.string()),
  requirement_ids: z.array(z.string()),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  error: z.string().nullable(),
  /** A failed attempt's next one does not start before this time (the model provider asked to wait, or backoff). */
  retry_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const agentStatusSchema = z.object({
  status: z.enum(AGENT_STATES),
  current_task: z.string().nullable(),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;
export const agentStatusesSchema = z.record(agentTypeSchema, agentStatusSchema);
export type AgentStatuses = Record<AgentType, AgentStatus>;

export const taskCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
});
export type TaskCounts = z.infer<typeof taskCountsSchema>;

export const progressResponseSchema = z.object({
  success: z.literal(true),
  status: projectSchema.shape.status,
  progress: z.number(),
  counts: taskCountsSchema,
  agent_statuses: agentStatusesSchema,
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

export const tasksResponseSchema = z.object({
  success: z.literal(true),
  tasks: z.array(taskSchema),
  tasks_by_agent: z.record(agentTypeSchema, z.array(taskSchema)),
});

export const tasksQuerySchema = z.object({
  status: z.enum(TASK_STATUSES, { error: `status must be one of ${TASK_STATUSES.join(", ")}` }).optional(),
  agent_type: agentTypeSchema.optional(),
});

export const aiResponseSchema = z.object({
  id: z.string(),
  agentType: agentTypeSchema,
  timestamp: z.string(),
  response: z.string(),
  model: z.string(),
  tokens: z.number().int(),
  cost: z.number(),
  /** Model calls the tokens and cost are of (0: the built-in engine's work, at no cost). */
  modelCalls: z.number().int(),
  /** Some of the tokens were counted by AppForge, not reported by the provider: tokens and cost are estimates. */
  estimated: z.boolean(),
  task_id: z.string().nullable(),
});
export type AiResponse = z.infer<typeof aiResponseSchema>;
export const responsesResponseSchema = z.object({ success: z.literal(true), responses: z.array(aiResponseSchema) });

/** Options of a process call; they take effect with the models-and-cost work. */
export const processBodySchema = z
  .object({
    preferCursor: z.boolean().default(false),
    useCostOptimization: z.boolean().default(true),
    strategy: z.enum(AI_STRATEGIES, { error: `strategy must be one of ${AI_STRATEGIES.join(", ")}` }).default("auto"),
  })
  .default({ preferCursor: false, useCostOptimization: true, strategy: "auto" });
export type ProcessOptions = z.infer<typeof processBodySchema>;

export const MESSAGE_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export const messageBodySchema = z.object({
  agent_type: z.union([z.literal("all"), agentTypeSchema], { error: "agent_type must be all or an agent type" }),
  message: z.string().trim().min(1, "Message must not be blank").max(4000, "Message must be at most 4000 characters"),
  priority: z.enum(MESSAGE_PRIORITIES).default("normal"),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});
export type MessageBody = z.infer<typeof messageBodySchema>;
/** What the screens send: the body before its defaults (priority and metadata may be left out). */
export type MessageInput = z.input<typeof messageBodySchema>;
/** What POST /agents/{id}/message answers: stored, with the message's id. */
export const messageSentSchema = z.object({ success: z.literal(true), message: z.string(), id: z.string() });

/** What a process/start/retry call answers: the task it touched (if any) and the project afterwards. */
export const engineResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  task: taskSchema.nullable(),
  project: projectSchema,
});
export type EngineResult = z.infer<typeof engineResultSchema>;
