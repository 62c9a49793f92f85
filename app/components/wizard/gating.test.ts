import { describe, expect, it } from "vitest";
import { emptyDraft, type WizardDraft } from "./draft";
import { canAdvance, canCreate, missingRequirement, reachableStep, stepTitle, TOTAL_STEPS } from "./gating";

const draft = (patch: Partial<WizardDraft> = {}): WizardDraft => ({ ...emptyDraft(), ...patch });

/** A draft that meets every step's requirement. */
const complete = draft({
  name: "Bakery",
  problemStatement: "Orders get lost",
  targetUsers: "Bakers",
  systemBehaviors: "Take orders",
  projectType: "ecommerce",
  features: ["payments"],
  userFlows: "Order, pay",
  techStack: ["react"],
  deployment: "vercel",
  design: "minimal",
});

describe("canAdvance", () => {
  it.each<[number, Partial<WizardDraft>, Partial<WizardDraft>]>([
    [1, { name: "" }, { name: "Bakery" }],
    [3, { systemBehaviors: "" }, { systemBehaviors: "Take orders" }],
    [4, { projectType: "" }, { projectType: "crm" }],
    [5, { features: [] }, { features: ["auth"] }],
    [6, { userFlows: "" }, { userFlows: "Sign up" }],
    [7, { techStack: [] }, { techStack: ["postgresql"] }],
  ])("step %i is blocked until its requirement is met", (step, missing, met) => {
    expect(canAdvance(step, draft(missing))).toBe(false);
    expect(missingRequirement(step, draft(missing))).toMatch(/to continue\.$/);
    expect(canAdvance(step, draft(met))).toBe(true);
    expect(missingRequirement(step, draft(met))).toBeNull();
  });

  it("step 2 needs both the problem statement and the target users", () => {
    expect(canAdvance(2, draft())).toBe(false);
    expect(canAdvance(2, draft({ problemStatement: "Lost orders" }))).toBe(false);
    expect(canAdvance(2, draft({ targetUsers: "Bakers" }))).toBe(false);
    expect(canAdvance(2, draft({ problemStatement: "Lost orders", targetUsers: "Bakers" }))).toBe(true);
  });

  it("step 11 needs both a deployment platform and a design style", () => {
    expect(canAdvance(11, draft())).toBe(false);
    expect(canAdvance(11, draft({ deployment: "aws" }))).toBe(false);
    expect(canAdvance(11, draft({ design: "modern" }))).toBe(false);
    expect(canAdvance(11, draft({ deployment: "aws", design: "modern" }))).toBe(true);
  });

  it.each([8, 9, 10, 12])("step %i asks for nothing", (step) => {
    expect(canAdvance(step, draft())).toBe(true);
    expect(missingRequirement(step, draft())).toBeNull();
  });

  it("text that is only whitespace does not count as filled in", () => {
    expect(canAdvance(1, draft({ name: "   " }))).toBe(false);
    expect(canAdvance(2, draft({ problemStatement: " \n", targetUsers: "Bakers" }))).toBe(false);
    expect(canAdvance(3, draft({ systemBehaviors: "\t" }))).toBe(false);
    expect(canAdvance(6, draft({ userFlows: "  " }))).toBe(false);
  });

  it("a complete draft can leave every step", () => {
    for (let step = 1; step <= TOTAL_STEPS; step += 1) expect(canAdvance(step, complete)).toBe(true);
  });
});

describe("canCreate", () => {
  it("needs a name and a project type", () => {
    expect(canCreate(complete)).toBe(true);
    expect(canCreate({ ...complete, name: " " })).toBe(false);
    expect(canCreate({ ...complete, projectType: "" })).toBe(false);
  });
});

describe("reachableStep", () => {
  it("reopens the stored step when every earlier step is still met", () => {
    expect(reachableStep(12, complete)).toBe(12);
    expect(reachableStep(5, draft({ name: "A", problemStatement: "B", targetUsers: "C", systemBehaviors: "D", projectType: "crm" }))).toBe(5);
  });

  it("falls back to the first step whose requirement is missing", () => {
    expect(reachableStep(9, { ...complete, features: [] })).toBe(5);
    expect(reachableStep(12, draft())).toBe(1);
  });

  it("keeps the step inside 1..12", () => {
    expect(reachableStep(0, complete)).toBe(1);
    expect(reachableStep(-4, complete)).toBe(1);
    expect(reachableStep(40, complete)).toBe(12);
    expect(reachableStep(Number.NaN, complete)).toBe(1);
  });
});

describe("stepTitle", () => {
  it("names the twelve steps in order", () => {
    expect(stepTitle(1)).toBe("Basic Information");
    expect(stepTitle(7)).toBe("Technology Stack");
    expect(stepTitle(12)).toBe("Review & Create");
    expect(stepTitle(13)).toBe("");
  });
});
