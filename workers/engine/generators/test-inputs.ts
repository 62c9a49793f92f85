import { FEATURES } from "../../contract/project-options";
import { wizardDataSchema, type WizardDataInput } from "../../contract/projects";
import { appDesignSchema, buildAppModel, type AppDesign, type AppModel, type AppModelInput } from "../model";

/** Fixed answers the generator tests run on: the default stack with every feature, and smaller apps. */
export function inputFor(wizard: WizardDataInput, extra: Partial<Omit<AppModelInput, "wizardData">> = {}): AppModelInput {
  return {
    name: extra.name ?? "Crumb & Co Bakery",
    description: extra.description ?? "Pre-orders for a neighbourhood bakery",
    techStack: extra.techStack ?? ["react", "nodejs", "postgresql"],
    wizardData: wizardDataSchema.parse(wizard),
    messages: extra.messages ?? [],
  };
}

export const BAKERY = inputFor(
  {
    projectType: "ecommerce",
    problemStatement: "customers place orders and pick a pickup slot; the bakery prints a production list",
    userFlows: "A customer places an order and picks a pickup slot.\nThe baker prints the production list.",
    securityRequirements: "Only staff change products",
    userTypes: "Customers, bakers and the owner",
    businessRules: [
      "An order's total must be between 1 and 500",
      "Product stock cannot be negative",
      "Product names must be unique",
      "A customer's phone must be a valid phone number",
      "Orders go from pending to paid to collected",
      "A pickup slot's ends at must be after its starts at",
      "An order's placed at date cannot be in the future",
      "A production list's title is one of Morning bake or Afternoon bake",
      "Refunds need the owner's approval",
      "A customer's email must be unique",
    ].join("\n"),
    implementationPriorities: { high: ["Pickup slots"], medium: [], low: ["Analytics"] },
    features: [...FEATURES],
    deployment: "render",
    design: "creative",
  },
  { messages: [{ agentType: "frontend", message: "Make the order form simple" }, { agentType: "all", message: "Keep it GDPR friendly" }] },
);

export const SCENARIOS: Record<string, AppModelInput> = {
  bakery: BAKERY,
  "plain custom": inputFor({ projectType: "custom" }, { name: "Tiny", description: "A small custom app", techStack: [] }),
  "crm on vercel with vue, python and mongodb": inputFor(
    { projectType: "crm", features: ["search", "dashboard"], deployment: "vercel", design: "professional" },
    { name: "Pipeline", description: "Deals and contacts for a small sales team", techStack: ["vue", "python", "mongodb"] },
  ),
  "content on digitalocean": inputFor(
    {
      projectType: "content",
      features: ["auth", "file-upload", "api"],
      deployment: "digitalocean",
      design: "minimal",
      problemStatement: "Editors schedule issues; each issue collects articles and photos. Readers comment on articles.",
    },
    { name: "Field Notes", description: "Issues, articles and photos of a small magazine", techStack: ["angular", "php", "mysql"] },
  ),
  "mobile on aws": inputFor(
    { projectType: "mobile", features: ["notifications", "real-time", "analytics", "payments"], deployment: "aws" },
    { name: "Habit", description: "Daily habits with reminders", techStack: ["nextjs", "java", "postgresql"] },
  ),
  "analytics dashboard": inputFor({ projectType: "analytics", features: ["dashboard", "analytics"] }, { name: "Metrics", description: "Usage figures for a small product team" }),
};

export const modelOf = (name: string): AppModel => {
  const input = SCENARIOS[name];
  if (!input) throw new Error(`No scenario ${name}`);
  return buildAppModel(input);
};

/** What a model might answer for the bakery: its records in the bakery's words. */
export const BAKERY_DESIGN: AppDesign = appDesignSchema.parse({
  entities: [
    {
      name: "Customer",
      fields: [
        { name: "fullName", label: "Full name", kind: "string", required: true, format: "plain" },
        { name: "email", label: "Email", kind: "string", required: true, format: "email", unique: true },
      ],
    },
    {
      name: "Cake",
      fields: [
        { name: "title", label: "Title", kind: "string", required: true },
        { name: "price", label: "Price", kind: "number", required: true },
        { name: "glutenFree", label: "Gluten free", kind: "boolean", required: false },
      ],
    },
    {
      name: "Cake order",
      fields: [
        { name: "reference", label: "Order reference", kind: "string", required: true, unique: true },
        { name: "customerId", label: "Customer", kind: "reference", required: true, target: "Customer" },
        { name: "cakeId", label: "Cake", kind: "reference", required: true, target: "Cake" },
        { name: "pickupAt", label: "Pickup time", kind: "date", required: true },
        { name: "notes", label: "Notes", kind: "string", required: false, format: "long" },
      ],
    },
  ],
});

/** A model's design in Russian: records and fields named in Cyrillic, one referring to the other. */
export const RUSSIAN_ORDER_DESIGN: AppDesign = appDesignSchema.parse({
  entities: [
    { name: "Клиент", fields: [{ name: "Имя", label: "", kind: "string", required: true }] },
    {
      name: "Заказ",
      fields: [
        { name: "Название", label: "Название", kind: "string", required: true },
        { name: "Цена", label: "Цена", kind: "number", required: true },
        { name: "клиент", label: "Клиент", kind: "reference", required: true, target: "Клиент" },
      ],
    },
  ],
});
