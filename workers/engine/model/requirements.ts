import { FEATURE_OPTIONS, optionLabel, type Feature } from "../../contract/project-options";
import type { WizardData } from "../../contract/projects";
import { kebabCase, labelWords } from "./naming";
import type { Entity, Requirement } from "./schema";

type Priority = Requirement["priority"];
type Message = { agentType: string; message: string };

const MAX_ITEMS_PER_FIELD = 12;

/** Words that show a text is about a feature, so the requirement is traced to that feature's work. */
const FEATURE_WORDS: Record<Feature, string[]> = {
  auth: ["login", "log in", "sign in", "sign-in", "sign up", "sign-up", "signup", "password", "account", "authentication", "auth"],
  dashboard: ["dashboard", "overview", "at a glance"],
  payments: ["pay", "pays", "payment", "payments", "checkout", "card", "invoice", "refund"],
  notifications: ["notify", "notifies", "notification", "notifications", "remind", "reminder", "alert", "alerts", "email", "sms"],
  api: ["api", "integration", "integrate", "webhook", "third-party", "openapi"],
  analytics: ["analytics", "metrics", "statistics", "insight", "insights", "chart", "charts", "trend", "trends"],
  search: ["search", "find", "filter", "look up", "lookup"],
  "file-upload": ["upload", "uploads", "file", "files", "photo", "photos", "image", "images", "attachment", "attachments"],
  "real-time": ["real-time", "realtime", "real time", "live", "instantly", "instant"],
  "mobile-responsive": ["mobile", "phone", "tablet", "responsive", "small screen"],
};

function mentions(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}([^\\p{L}\\p{N}]|$)`, "u").test(text);
}

/** How a text says a record's label, in its own script: "pickup slot", "заказ". */
const spoken = (label: string) => labelWords(label).join(" ").toLowerCase();

/** The entities and chosen features a text names. */
export function tracesOf(text: string, entities: readonly Entity[], features: readonly Feature[]) {
  const lower = text.normalize("NFC").toLowerCase();
  return {
    entities: entities
      .filter((entity) => [entity.label, entity.pluralLabel].some((name) => mentions(lower, spoken(name))))
      .map((entity) => entity.name),
    features: features.filter((feature) => FEATURE_WORDS[feature].some((word) => mentions(lower, word))),
  };
}

/** Free text as a list of items: one per line (bullets stripped), or one per sentence for a paragraph. */
export function itemsOf(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter((line) => line.length > 0);
  const items = lines.length > 1 ? lines : lines.flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9])/));
  return items.map((item) => item.trim()).filter((item) => item.length > 0).slice(0, MAX_ITEMS_PER_FIELD);
}

interface Context {
  wizard: WizardData;
  entities: readonly Entity[];
  features: readonly Feature[];
}

function levelNaming(context: Context, matches: (text: string) => boolean): Priority {
  const { high, medium, low } = context.wizard.implementationPriorities;
  if (high.some(matches)) return "high";
  if (medium.some(matches)) return "medium";
  return low.some(matches) ? "low" : "medium";
}

export function buildRequirements(context: Context, messages: readonly Message[]): Requirement[] {
  const { wizard, entities, features } = context;
  const traced = (text: string) => tracesOf(text, entities, features);
  const requirement = (id: string, kind: Requirement["kind"], text: string, priority: Priority): Requirement => ({
    id,
    kind,
    text,
    priority,
    ...traced(text),
  });
  const numbered = (prefix: string, kind: Requirement["kind"], items: string[]) =>
    items.map((text, index) => requirement(`${prefix}-${index + 1}`, kind, text, "medium"));

  const featureRequirements = features.map((feature) => {
    const option = FEATURE_OPTIONS.find((candidate) => candidate.value === feature);
    const words = FEATURE_WORDS[feature];
    const priority = levelNaming(context, (item) => words.some((word) => mentions(item.toLowerCase(), word)));
    return { ...requirement(`F-${feature}`, "feature", `${optionLabel(FEATURE_OPTIONS, feature)}: ${option?.description ?? ""}`, priority), features: [feature] };
  });
  const entityRequirements = entities.map((entity) => {
    const names = [entity.label, entity.pluralLabel].map(spoken);
    const priority = levelNaming(context, (item) => names.some((name) => mentions(item.toLowerCase(), name)));
    const text = `Manage ${entity.pluralLabel.toLowerCase()}: list, create, view, edit and delete them`;
    return { ...requirement(`ENT-${kebabCase(entity.name)}`, "entity", text, priority), entities: [entity.name] };
  });
  const system = (
    [
      ["SYS-perf", wizard.performanceNeeds, "Performance"],
      ["SYS-sec", wizard.securityRequirements, "Security"],
      ["SYS-scale", wizard.scalabilityExpectations, "Scalability"],
      ["SYS-auth", wizard.authenticationNeeds, "Authentication"],
      ["SYS-roles", wizard.userTypes, "User types"],
      ["SYS-compliance", wizard.complianceNeeds, "Compliance"],
    ] as const
  )
    .filter(([, text]) => text.length > 0)
    .map(([id, text, title]) => requirement(id, "system", `${title}: ${text}`, id === "SYS-sec" ? "high" : "medium"));
  const priorities = (["high", "medium", "low"] as const).flatMap((level) =>
    wizard.implementationPriorities[level].map((text, index) =>
      requirement(`PRI-${level.charAt(0).toUpperCase()}${index + 1}`, "priority", text, level),
    ),
  );
  const fromMessages = messages
    .filter((message) => message.message.trim().length > 0)
    .map((message, index) => ({
      ...requirement(`MSG-${index + 1}`, "message", message.message.trim(), "medium"),
      agent: message.agentType,
    }));

  return [
    ...featureRequirements,
    ...entityRequirements,
    ...numbered("FLOW", "flow", [...itemsOf(wizard.userFlows), ...itemsOf(wizard.keyWorkflows)]),
    ...numbered("BEH", "behavior", itemsOf(wizard.systemBehaviors)),
    ...numbered("BIZ", "business", itemsOf(wizard.businessRules)),
    ...system,
    ...priorities,
    ...fromMessages,
  ];
}
