import { describe, expect, it } from "vitest";
import { summarize } from "./summary";
import { edited, failing, model, problemsOf } from "./test-project";

describe("the requirements check", () => {
  it("fails a requirement whose code has no test among the stored files", () => {
    const result = edited((files) => files.filter((file) => file.path !== "backend/test/payments.test.ts" && file.path !== "frontend/src/payments/checkout.test.tsx"));
    expect(failing(result)).toEqual(["requirements"]);
    expect(problemsOf(result, "requirements")).toEqual([expect.objectContaining({ path: "F-payments", message: expect.stringContaining("test file") })]);
    const total = model.requirements.length;
    expect(summarize(result)).toContain(`${total - 1} of ${total} requirements covered`);
  });
});
