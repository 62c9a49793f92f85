import { z } from "zod";
import { AI_STRATEGIES, processBodySchema } from "../../contract/agents";

/**
 * A project's long work, stored in its room's own storage so that a restarted room resumes it: running a
 * claimed task (the architect's model call may take minutes), writing a finished task's report with the
 * model, following a Cursor agent, publishing the project and following its deployment, building the
 * preview. The room's alarm advances them; none is ever awaited inside the room's serialized section, so
 * every request to the room answers at once.
 */

const reportRequestSchema = z.object({
  taskName: z.string(),
  agentType: z.string(),
  strategy: z.enum(AI_STRATEGIES),
  prompt: z.string(),
  keep: z.string().nullable(),
});

/** What every job has: its id, when it is due, how often it ran before. */
const base = { id: z.string(), dueAt: z.number(), attempts: z.number().int().nonnegative() };
/** A task's job names its task too. */
const common = { ...base, taskId: z.string() };

export const jobSchema = z.discriminatedUnion("kind", [
  /** Run a claimed task with the options it was asked with (the room re-claims it after a restart). */
  z.object({ kind: z.literal("run-task"), ...common, options: processBodySchema.unwrap() }),
  /** Write the model's report for a finished task, and put it in place of the built-in one. */
  z.object({
    kind: z.literal("report"),
    ...common,
    responseId: z.string(),
    /** How much of the response's start is the built-in report the model's takes the place of. */
    replaces: z.number().int().nonnegative(),
    request: reportRequestSchema,
  }),
  /** Ask Cursor once where its agent stands; at its end, add what it did to the task's response. */
  z.object({
    kind: z.literal("cursor-follow"),
    ...common,
    responseId: z.string(),
    agentId: z.string(),
    repository: z.string(),
    giveUpAt: z.number(),
    /** The checkpoint of the project's last push when the task was handed over (what Cursor starts from): its branch's merge base. */
    handedOffAt: z.number().int().nullable().default(null),
  }),
  /**
   * Publish a recorded attempt (push to GitHub, then ask the platform to deploy), acting for the user who
   * pressed the button; its outcome is recorded on the attempt, and a running one is then followed.
   */
  z.object({ kind: z.literal("publish"), ...base, deploymentId: z.string(), userId: z.string() }),
  /** Ask the platform once where a running deployment stands; again after `DEPLOYMENT_POLL_MS` until it ends. */
  z.object({ kind: z.literal("deployment-follow"), ...base, deploymentId: z.string(), userId: z.string() }),
  /**
   * Build the preview from the current files and app model, and publish it. One stands for every request
   * before it (`requestedAt` is the latest's); `force` builds even when the published build has these inputs.
   */
  z.object({ kind: z.literal("preview-build"), ...base, requestedAt: z.number(), force: z.boolean() }),
]);
export type Job = z.infer<typeof jobSchema>;
export type JobOf<K extends Job["kind"]> = Extract<Job, { kind: K }>;

const PREFIX = "job:";

/** The stored jobs, oldest first (ids sort by creation). A stored value that is not a job is dropped. */
export async function listJobs(storage: DurableObjectStorage): Promise<Job[]> {
  const stored = await storage.list({ prefix: PREFIX });
  const jobs: Job[] = [];
  for (const [key, value] of stored) {
    const parsed = jobSchema.safeParse(value);
    if (parsed.success) jobs.push(parsed.data);
    else await storage.delete(key);
  }
  return jobs;
}

export async function findJob(storage: DurableObjectStorage, id: string): Promise<Job | null> {
  const parsed = jobSchema.safeParse(await storage.get(PREFIX + id));
  return parsed.success ? parsed.data : null;
}

export async function saveJob(storage: DurableObjectStorage, job: Job): Promise<void> {
  await storage.put(PREFIX + job.id, job);
}

export async function deleteJob(storage: DurableObjectStorage, id: string): Promise<void> {
  await storage.delete(PREFIX + id);
}

export async function deleteAllJobs(storage: DurableObjectStorage): Promise<void> {
  const keys = [...(await storage.list({ prefix: PREFIX })).keys()];
  if (keys.length > 0) await storage.delete(keys);
}

/** A new job's id: sortable by creation, so jobs start in the order they were stored. */
export function newJobId(): string {
  return `${Date.now().toString(36).padStart(10, "0")}-${crypto.randomUUID()}`;
}

/** A report that failed is tried this often in all (jobs/report.ts waits between tries). */
export const REPORT_ATTEMPTS = 3;
