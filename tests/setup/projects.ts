import {
  projectListResponseSchema,
  projectResponseSchema,
  type CreateProjectBody,
  type WizardDataInput,
} from "../../workers/contract/projects";
import { call } from "./api";

/** Every wizard field filled in, as the wizard sends it on its last step. */
export const FULL_WIZARD = {
  problemStatement: "Small shops lose track of orders",
  targetUsers: "Independent retailers",
  uniqueValueProposition: "Set up in minutes",
  competitiveAdvantages: "Cheaper than the big platforms",
  systemBehaviors: "Sync stock across channels",
  keyWorkflows: "Order, pay, ship",
  expectedOutcomes: "Fewer lost orders",
  projectType: "ecommerce",
  features: ["auth", "payments", "file-upload"],
  userFlows: "Browse, add to cart, check out",
  coreInterfaces: "Storefront, admin",
  performanceNeeds: "Pages under one second",
  securityRequirements: "PCI via the payment provider",
  scalabilityExpectations: "10k orders a day",
  userTypes: "Shopper, owner",
  authenticationNeeds: "Email and password",
  businessRules: "No orders without stock",
  complianceNeeds: "GDPR",
  implementationPriorities: { high: ["Checkout"], medium: ["Search"], low: ["Wishlists"] },
  database: "",
  deployment: "vercel",
  design: "minimal",
  targetAudience: "",
  budget: "",
  timeline: "",
} satisfies WizardDataInput;

/** A valid create body; overrides replace whole top-level fields. */
export function projectBody(overrides: Partial<CreateProjectBody> = {}): CreateProjectBody {
  return {
    name: "Shop",
    description: "An online shop",
    tech_stack: ["react", "nodejs", "postgresql"],
    wizard_data: { projectType: "crm" },
    ...overrides,
  };
}

export async function createProject(token: string, overrides: Partial<CreateProjectBody> = {}) {
  const res = await call("POST", "/projects", { token, body: projectBody(overrides) });
  if (res.status !== 201) throw new Error(`create project failed: ${JSON.stringify(res.body)}`);
  return projectResponseSchema.parse(res.body).project;
}

/** The names GET /projects answers with, in its order. */
export async function listNames(token: string, query = "") {
  const res = await call("GET", `/projects${query}`, { token });
  if (res.status !== 200) throw new Error(`list projects failed: ${JSON.stringify(res.body)}`);
  return projectListResponseSchema.parse(res.body).projects.map((project) => project.name);
}
