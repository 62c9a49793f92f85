import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a failing test: expected ones are asserted with a spy.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) throw new Error(`Unexpected console.error: ${calls.map(String).join(" | ")}`);
});
