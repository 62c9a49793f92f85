import { Hono } from "hono";
import {
  messageBodySchema,
  processBodySchema,
  tasksQuerySchema,
  type AgentType,
  type Task,
} from "../contract/agents";
import { listResponses } from "../db/agent-records";
import { progressReport } from "../contract/task-progress";
import { listTasks, toApiTask } from "../db/tasks";
import { validate, type AppEnv } from "./context";
import { projectParam, requireOwnedProject, requireTaskProject, taskParam } from "./owned-project";
import { hourlyQuotaExceeded } from "./quotas";
import { roomAnswer, roomFor } from "./rooms";

export const agents = new Hono<AppEnv>()
  .get("/:id/tasks", projectParam, validate("query", tasksQuerySchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const filter = c.req.valid("query");
    const tasks = (await listTasks(c.var.db, project.id))
      .filter((row) => !filter.status || row.status === filter.status)
      .filter((row) => !filter.agent_type || row.agentType === filter.agent_type)
      .map(toApiTask);
    return c.json({ success: true, tasks, tasks_by_agent: groupByAgent(tasks) });
  })
  .get("/:id/progress", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const tasks = (await listTasks(c.var.db, project.id)).map(toApiTask);
    return c.json({ success: true, ...progressReport(project, tasks) });
  })
  .get("/:id/responses", projectParam, async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    return c.json({ success: true, responses: await listResponses(c.var.db, project.id) });
  })
  .post("/:id/message", projectParam, validate("json", messageBodySchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const body = c.req.valid("json");
    // The room stores the message. After work has finished, the message may change it: the room queues a
    // re-plan, or, past the project's re-plans per hour, refuses the message whole (nothing is stored).
    const outcome = await (await roomFor(c.env, project.id)).messageArrived({
      userId: c.var.user.id,
      agentType: body.agent_type,
      message: body.message,
      priority: body.priority,
      metadata: JSON.stringify(body.metadata),
    });
    if (!outcome.ok) throw hourlyQuotaExceeded("replans", outcome.limit, outcome.retryAfterSeconds);
    const to = body.agent_type === "all" ? "all agents" : `the ${body.agent_type} agent`;
    const { replan } = outcome;
    const next = replan ? `the architect re-plans the finished work it changes ("${replan.name}")` : "the next task will read it";
    return c.json({ success: true, message: `Message sent to ${to}; ${next}`, id: outcome.messageId }, 201);
  })
  .post("/:id/process", projectParam, validate("json", processBodySchema), async (c) => {
    const project = await requireOwnedProject(c.var.db, c.var.user, c.req.valid("param").id);
    const room = await roomFor(c.env, project.id);
    return c.json(roomAnswer(await room.processNext(c.req.valid("json"))));
  })
  .post("/:agentId/tasks/:taskId/process", taskParam, validate("json", processBodySchema), async (c) => {
    const { agentId, taskId } = c.req.valid("param");
    const project = await requireTaskProject(c.var.db, c.var.user, agentId, taskId);
    const room = await roomFor(c.env, project.id);
    return c.json(roomAnswer(await room.processTask(taskId, c.req.valid("json"))));
  })
  .post("/:agentId/tasks/:taskId/retry", taskParam, async (c) => {
    const { agentId, taskId } = c.req.valid("param");
    const project = await requireTaskProject(c.var.db, c.var.user, agentId, taskId);
    const room = await roomFor(c.env, project.id);
    return c.json(roomAnswer(await room.retryTask(taskId)));
  });

function groupByAgent(tasks: Task[]): Record<AgentType, Task[]> {
  const grouped: Record<AgentType, Task[]> = {
    architect: [],
    frontend: [],
    backend: [],
    devops: [],
    qa: [],
    deployment: [],
  };
  for (const task of tasks) grouped[task.agent_type].push(task);
  return grouped;
}
