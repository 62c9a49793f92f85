import { describe, expect, it } from "vitest";
import { DEFAULT_TENANT_ID } from "../../../workers/contract/auth";
import { createProjectBodySchema } from "../../../workers/contract/projects";
import { createdProjectId, toCreateBody } from "./create-project";
import { emptyDraft } from "./draft";

const draft = {
  ...emptyDraft(),
  name: "  Bakery ",
  description: "Orders",
  problemStatement: "Lost orders",
  projectType: "ecommerce" as const,
  features: ["auth" as const],
  techStack: ["react" as const, "postgresql" as const],
  priorities: { high: ["Checkout"], medium: [], low: ["Wishlist"] },
  deployment: "render" as const,
  design: "modern" as const,
};

describe("toCreateBody", () => {
  it("sends the create body, with database, audience, budget and timeline empty", () => {
    const body = toCreateBody(draft, { id: "user-1", tenant_id: "tenant-1" });
    expect(body).toMatchObject({ name: "Bakery", description: "Orders", userId: "user-1", tenantId: "tenant-1", tech_stack: ["react", "postgresql"] });
    expect(body?.wizard_data).toMatchObject({
      problemStatement: "Lost orders",
      projectType: "ecommerce",
      features: ["auth"],
      implementationPriorities: { high: ["Checkout"], medium: [], low: ["Wishlist"] },
      deployment: "render",
      design: "modern",
      database: "",
      targetAudience: "",
      budget: "",
      timeline: "",
    });
    expect(createProjectBodySchema.safeParse(body).success).toBe(true);
  });

  it("uses the default tenant when the user has none", () => {
    expect(toCreateBody(draft, { id: "user-1", tenant_id: "" })?.tenantId).toBe(DEFAULT_TENANT_ID);
  });

  it("is null without a project type", () => {
    expect(toCreateBody({ ...draft, projectType: "" }, { id: "user-1", tenant_id: "t" })).toBeNull();
  });
});

describe("createdProjectId", () => {
  it("reads project.id, else id", () => {
    expect(createdProjectId({ project: { id: "p-1", name: "x" } })).toBe("p-1");
    expect(createdProjectId({ id: "p-2" })).toBe("p-2");
    expect(createdProjectId({ project: { id: 5 }, id: "p-3" })).toBe("p-3");
  });

  it.each([null, "p-1", {}, { project: {} }, { project: { id: "" } }, { id: "  " }, { id: 12 }, { project: null }])(
    "is null for %j",
    (payload) => {
      expect(createdProjectId(payload)).toBeNull();
    },
  );
});
