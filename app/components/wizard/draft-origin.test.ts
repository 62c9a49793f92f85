import { describe, expect, it } from "vitest";
import type { DraftResponse } from "../../../workers/contract/drafts";
import { emptyDraft, parseStoredWizard } from "./draft";
import { markOf, neededAnswers, originHeading, wizardFromDraft } from "./draft-origin";

const SENTENCE = "A bakery app where customers order cakes online and pay by card";
const RESPONSE: DraftResponse = {
  success: true,
  answers: { name: "Bakery App", description: SENTENCE, problemStatement: SENTENCE, targetUsers: "Customers", projectType: "ecommerce", features: ["payments"] },
  filled: ["name", "description", "problemStatement", "targetUsers", "projectType", "features"],
  source: "builtin",
  model: null,
  notes: ["No language model is configured, so nothing was spent."],
  cost: null,
};

describe("a wizard started from one sentence", () => {
  it("opens at step 1 with the drafted answers, and keeps where they came from through storage", () => {
    const wizard = wizardFromDraft(SENTENCE, RESPONSE);
    expect(wizard.step).toBe(1);
    expect(wizard.draft).toEqual({ ...emptyDraft(), ...RESPONSE.answers });
    expect(wizard.origin).toMatchObject({ sentence: SENTENCE, source: "builtin", model: null, filled: RESPONSE.filled });
    expect(parseStoredWizard(JSON.stringify(wizard))).toEqual(wizard);
  });

  it("marks an answer as drafted until it is changed, and a left one as missing until it is given", () => {
    const { draft, origin } = wizardFromDraft(SENTENCE, RESPONSE);
    expect(markOf("name", draft, origin)).toBe("drafted");
    expect(markOf("name", { ...draft, name: "Corner Bakery" }, origin)).toBeNull();
    expect(markOf("features", { ...draft, features: ["payments", "auth"] }, origin)).toBeNull();
    expect(markOf("userFlows", draft, origin)).toBe("missing");
    expect(markOf("userFlows", { ...draft, userFlows: "Order, pay" }, origin)).toBeNull();
    expect(markOf("techStack", draft, origin)).toBe("missing");
    // A wizard begun step by step has no marks.
    expect(markOf("userFlows", draft, undefined)).toBeNull();
  });

  it("names the answers the wizard still needs, and who filled how many", () => {
    const { draft, origin } = wizardFromDraft(SENTENCE, RESPONSE);
    expect(neededAnswers(draft)).toEqual(["systemBehaviors", "userFlows", "techStack", "deployment", "design"]);
    expect(origin && originHeading(origin)).toBe("Quick fill from your sentence (no AI): 6 of 24 answers");
    const drafted = wizardFromDraft(SENTENCE, { ...RESPONSE, source: "model", model: "gpt-4o-mini" }).origin;
    expect(drafted && originHeading(drafted)).toBe("Drafted by gpt-4o-mini from your sentence");
  });

  it("drops a damaged origin and keeps the answers", () => {
    const wizard = wizardFromDraft(SENTENCE, RESPONSE);
    const parsed = parseStoredWizard(JSON.stringify({ ...wizard, origin: { source: "oracle" } }));
    expect(parsed?.origin).toBeUndefined();
    expect(parsed?.draft.name).toBe("Bakery App");
  });
});
