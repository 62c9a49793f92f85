import { ApiRequestError, errorMessage } from "../../lib/api-client";

/** The error catalogue of the project detail screen. */
export const ENGINE_ERRORS = {
  tasksTableMissing: "Tasks table not available. Database migration required. Please try again later.",
  taskNotFound: "Task not found. It may have been deleted.",
  taskNotRetryable: "Task cannot be retried in its current status.",
  retryTask: "Failed to retry task",
  processTask: "Failed to process task",
  start: "Failed to start project",
  retryProject: "Failed to retry project",
  sendMessage: "Failed to send message",
} as const;

function statusOf(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}

/** Retry of one task: 503, 404 and 400 have their own words; otherwise the message or the fallback. */
export function retryTaskError(error: unknown): string {
  switch (statusOf(error)) {
    case 503:
      return ENGINE_ERRORS.tasksTableMissing;
    case 404:
      return ENGINE_ERRORS.taskNotFound;
    case 400:
      return errorMessage(error, ENGINE_ERRORS.taskNotRetryable);
    default:
      return errorMessage(error, ENGINE_ERRORS.retryTask);
  }
}

/**
 * Processing a task (a given one or the next): the server's words, else the fallback. The envelope's
 * `error` field is a machine code ('conflict'), so its human `message` is what the user reads.
 */
export function processTaskError(error: unknown): string {
  return errorMessage(error, ENGINE_ERRORS.processTask);
}
