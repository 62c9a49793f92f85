import { describe, expect, it } from "vitest";
import { call, signUp } from "../../tests/setup/api";
import { projectBody } from "../../tests/setup/projects";

const long = (length: number) => "x".repeat(length);
const wizard = (fields: Record<string, unknown>) => ({ wizard_data: { projectType: "crm", ...fields } });

describe("POST /api/projects validation", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["missing name", { name: undefined }, "name: Name is required"],
    ["blank name", { name: "   " }, "name: Name is required"],
    ["too-long name", { name: long(101) }, "name: Name must be at most 100 characters"],
    ["too-long description", { description: long(2001) }, "description: Description must be at most 2000 characters"],
    ["missing wizard data", { wizard_data: undefined }, "wizard_data: Wizard data is required"],
    ["missing project type", { wizard_data: {} }, "wizard_data.projectType: Project type is required"],
    ["unknown project type", wizard({ projectType: "spaceship" }), 'projectType: Unknown project type "spaceship"'],
    ["non-text project type", wizard({ projectType: 7 }), "wizard_data.projectType: Unknown project type: must be one of"],
    ["unknown feature", wizard({ features: ["auth", "teleport"] }), 'wizard_data.features.1: Unknown feature "teleport"'],
    ["unknown tech stack id", { tech_stack: ["react", "cobol"] }, 'tech_stack.1: Unknown tech stack id "cobol"'],
    ["unknown deployment", wizard({ deployment: "heroku" }), 'deployment: Unknown deployment platform "heroku"'],
    ["unknown design", wizard({ design: "brutalist" }), 'wizard_data.design: Unknown design style "brutalist"'],
    ["unknown database", wizard({ database: "oracle" }), 'wizard_data.database: Unknown database "oracle"'],
    [
      "too-long long text",
      wizard({ problemStatement: long(5001) }),
      "wizard_data.problemStatement: Problem statement must be at most 5000 characters",
    ],
    ["too-long short text", wizard({ budget: long(201) }), "wizard_data.budget: Budget must be at most 200 characters"],
    [
      "blank priority item",
      wizard({ implementationPriorities: { high: ["ok", "  "] } }),
      "wizard_data.implementationPriorities.high.1: Priority items must not be blank",
    ],
    [
      "too-long priority item",
      wizard({ implementationPriorities: { low: [long(501)] } }),
      "wizard_data.implementationPriorities.low.0: Priority items must be at most 500 characters",
    ],
    [
      "too many priority items",
      wizard({ implementationPriorities: { medium: Array.from({ length: 51 }, () => "item") } }),
      "wizard_data.implementationPriorities.medium: At most 50 items per priority level",
    ],
  ])("refuses a %s with a 400 naming the field", async (_case, overrides, message) => {
    const { token } = await signUp();
    const res = await call("POST", "/projects", { token, body: { ...projectBody(), ...overrides } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
    expect(String(res.body.message)).toContain(message);
  });
});

describe("GET /api/projects query validation", () => {
  it.each([
    ["?limit=0", "limit: Limit must be at least 1"],
    ["?limit=101", "limit: Limit must be at most 100"],
    ["?limit=abc", "limit: Limit must be a number"],
    ["?limit=2.5", "limit: Limit must be a whole number"],
    ["?offset=-1", "offset: Offset must not be negative"],
  ])("refuses %s with a 400 naming the parameter", async (query, message) => {
    const { token } = await signUp();
    const res = await call("GET", `/projects${query}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
