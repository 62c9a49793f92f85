// The engine's task shapes live in workers/contract/queue.ts, which storage shares; the engine names them here.
export {
  dependencyIds,
  requirementIdsOf,
  type AgentMessage,
  type FileToWrite,
  type PlannedTask,
  type QueuedTask,
  type UsageRecord,
} from "../contract/queue";
