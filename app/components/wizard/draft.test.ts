import { describe, expect, it } from "vitest";
import { draftKey, emptyDraft, parseStoredWizard } from "./draft";

describe("parseStoredWizard", () => {
  it("reads back what was stored", () => {
    const draft = { ...emptyDraft(), name: "Bakery", features: ["auth" as const], priorities: { high: ["Checkout"], medium: [], low: [] } };
    expect(parseStoredWizard(JSON.stringify({ step: 4, draft }))).toEqual({ step: 4, draft });
  });

  it("is null for nothing, broken JSON or something that is not a draft", () => {
    expect(parseStoredWizard(null)).toBeNull();
    expect(parseStoredWizard("{not json")).toBeNull();
    expect(parseStoredWizard(JSON.stringify("text"))).toBeNull();
    expect(parseStoredWizard(JSON.stringify({ step: 2 }))).toBeNull();
  });

  it("drops damaged or unknown values one by one and keeps the rest", () => {
    const stored = {
      step: "three",
      draft: {
        name: "Bakery",
        description: 42,
        projectType: "spaceship",
        features: ["auth", "teleport", "auth", 7],
        techStack: "react",
        priorities: { high: ["Checkout", "  ", 3], medium: null },
        deployment: "vercel",
      },
    };
    const parsed = parseStoredWizard(JSON.stringify(stored));
    expect(parsed?.step).toBe(1);
    expect(parsed?.draft).toEqual({
      ...emptyDraft(),
      name: "Bakery",
      features: ["auth"],
      priorities: { high: ["Checkout"], medium: [], low: [] },
      deployment: "vercel",
    });
  });
});

describe("draftKey", () => {
  it("is scoped to the user", () => {
    expect(draftKey("u-1")).toBe("wizardDraft:u-1");
    expect(draftKey("u-1")).not.toBe(draftKey("u-2"));
  });
});
