import type { Task } from "../../workers/contract/agents";

let counter = 0;

/** A task as the API answers it, with the fields a test cares about overridden. */
export function makeTask(overrides: Partial<Task> = {}): Task {
  counter += 1;
  return {
    id: `task-${counter}`,
    key: `key-${counter}`,
    name: `Task ${counter}`,
    description: "",
    status: "pending",
    agent_type: "backend",
    position: counter,
    depends_on: [],
    requirement_ids: [],
    attempts: 0,
    max_attempts: 3,
    error: null,
    retry_at: null,
    created_at: "2025-03-20T12:00:00.000Z",
    updated_at: "2025-03-20T12:00:00.000Z",
    started_at: null,
    completed_at: null,
    ...overrides,
  };
}
