import { describe, expect, it } from "vitest";
import {
  FEATURE_OPTIONS,
  FEATURES,
  optionLabel,
  TECH_STACK,
  TECH_STACK_GROUPS,
  TECH_STACK_OPTIONS,
  wizardDataSchema,
} from "./projects";

describe("wizardDataSchema", () => {
  it("needs only the project type and fills the rest with empty values", () => {
    const data = wizardDataSchema.parse({ projectType: "mobile" });
    expect(data.projectType).toBe("mobile");
    expect(data.features).toEqual([]);
    expect(data.implementationPriorities).toEqual({ high: [], medium: [], low: [] });
    expect(data.deployment).toBe("");
    expect(data.timeline).toBe("");
  });

  it("trims text and priority items, folds duplicate features and drops unknown keys", () => {
    const data = wizardDataSchema.parse({
      projectType: "crm",
      problemStatement: "  churn  ",
      features: ["search", "auth", "search"],
      implementationPriorities: { high: ["  login "] },
      somethingElse: "dropped",
    });
    expect(data.problemStatement).toBe("churn");
    expect(data.features).toEqual(["search", "auth"]);
    expect(data.implementationPriorities.high).toEqual(["login"]);
    expect(data).not.toHaveProperty("somethingElse");
  });

  it("accepts an empty choice but not an unknown one, and says which values are allowed", () => {
    expect(wizardDataSchema.safeParse({ projectType: "crm", design: "" }).success).toBe(true);
    const result = wizardDataSchema.safeParse({ projectType: "crm", design: "baroque" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["design"],
      message: 'Unknown design style "baroque": must be one of modern, professional, creative, minimal',
    });
  });

  it("shortens an echoed unknown value", () => {
    const result = wizardDataSchema.safeParse({ projectType: "y".repeat(1000) });
    expect(result.error?.issues[0]?.message.length).toBeLessThan(200);
  });
});

describe("option labels", () => {
  it("labels every value once, in the order of the value lists", () => {
    expect(FEATURE_OPTIONS.map((option) => option.value)).toEqual([...FEATURES]);
    expect(TECH_STACK_OPTIONS.map((option) => option.value)).toEqual([...TECH_STACK]);
    expect(TECH_STACK_GROUPS.flatMap((group) => group.options.map((option) => option.value))).toEqual([...TECH_STACK]);
  });

  it("shows an unknown stored value as itself", () => {
    expect(optionLabel(TECH_STACK_OPTIONS, "nextjs")).toBe("Next.js");
    expect(optionLabel(TECH_STACK_OPTIONS, "cobol")).toBe("cobol");
  });
});
