import { describe, expect, it } from "vitest";
import { ENGINE_ERRORS, processTaskError, retryTaskError } from "../components/engine/engine-errors";
import { ApiRequestError } from "./api-client";

const failure = (status: number, message = "") => new ApiRequestError(status, message, "refused");

describe("retryTaskError", () => {
  it("503 is the migration message whatever the server said", () => {
    expect(retryTaskError(failure(503, "upstream"))).toBe(
      "Tasks table not available. Database migration required. Please try again later.",
    );
  });

  it("404 is the deleted-task message", () => {
    expect(retryTaskError(failure(404, "Project not found"))).toBe("Task not found. It may have been deleted.");
  });

  it("400 is the server's message, else the status message", () => {
    expect(retryTaskError(failure(400, "Task cannot be retried in its current status (pending)."))).toBe(
      "Task cannot be retried in its current status (pending).",
    );
    expect(retryTaskError(failure(400))).toBe("Task cannot be retried in its current status.");
  });

  it("anything else is the message, else 'Failed to retry task'", () => {
    expect(retryTaskError(failure(409, "The task changed while retrying; reload and try again"))).toBe(
      "The task changed while retrying; reload and try again",
    );
    expect(retryTaskError(failure(500))).toBe("Failed to retry task");
    expect(retryTaskError(new Error("boom"))).toBe("Failed to retry task");
  });
});

describe("processTaskError", () => {
  it("is the server's message, else 'Failed to process task'", () => {
    expect(processTaskError(failure(409, "No pending task is ready to run"))).toBe("No pending task is ready to run");
    expect(processTaskError(failure(500))).toBe("Failed to process task");
    expect(processTaskError(new TypeError("x"))).toBe("Failed to process task");
  });
});

describe("fixed catalogue messages", () => {
  it("match the error catalogue word for word", () => {
    expect(ENGINE_ERRORS.start).toBe("Failed to start project");
    expect(ENGINE_ERRORS.retryProject).toBe("Failed to retry project");
    expect(ENGINE_ERRORS.sendMessage).toBe("Failed to send message");
  });
});
