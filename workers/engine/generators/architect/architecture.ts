import { FRONTEND_STACK_OPTIONS, optionLabel } from "../../../contract/project-options";
import type { AppModel, Entity } from "../../model";
import { describeRule, rulesInOrder, VOCABULARY } from "../../model/rules";
import { databaseLabel, serverDatabaseProfile } from "../databases";
import { doc, json, lines } from "../files";
import { entityNamed, featureRecord } from "../records";
import { featureLabel, stackSection, table } from "../stack-labels";
import type { Emitter, EmitterDefinition } from "../types";

/** What the diagram calls each backend's server. */
const API_NAMES: Record<AppModel["stack"]["backend"], string> = {
  nodejs: "Express API",
  python: "FastAPI app",
  php: "PHP API",
  java: "Spring Boot API",
  workers: "Hono Worker",
};

const KIND_LABELS = { string: "text", number: "number", boolean: "yes/no", date: "date and time", reference: "link" } as const;

function entitySection(model: AppModel, entity: Entity): string {
  const rows = entity.fields.map((field) => [
    `\`${field.name}\``,
    field.kind === "reference" ? `link to ${entityNamed(model, field.target)?.label ?? field.target}` : KIND_LABELS[field.kind],
    field.required ? "yes" : "no",
    field.format && field.format !== "plain" ? field.format : "",
  ]);
  const relations = entity.relations.map((relation) =>
    relation.kind === "belongs-to"
      ? `belongs to a ${entityNamed(model, relation.target)?.label.toLowerCase()} (\`${relation.field}\`)`
      : `has many ${entityNamed(model, relation.target)?.pluralLabel.toLowerCase()} (their \`${relation.field}\`)`,
  );
  const origin = {
    "project-type": "part of every app of this type",
    "free-text": "named in your description",
    fallback: "a starting point: your description named no records",
    model: "decided by the language model from your answers",
  }[entity.source];
  return lines(
    `### ${entity.label}`,
    "",
    `${origin}; \`/api/${entity.route}\`, table \`${entity.table}\`.${relations.length > 0 ? ` It ${relations.join(", and ")}.` : ""}`,
    "",
    table(["Field", "Type", "Required", "Format"], [["`id`", "text (generated)", "yes", ""], ...rows]),
  );
}

function erDiagram(model: AppModel): string {
  const links = model.entities.flatMap((entity) =>
    entity.relations
      .filter((relation) => relation.kind === "belongs-to")
      .map((relation) => `  ${relation.target} ||--o{ ${entity.name} : "${relation.field}"`),
  );
  const alone = model.entities
    .filter((entity) => entity.relations.length === 0)
    .map((entity) => `  ${entity.name} {\n    string id\n  }`);
  return lines("```mermaid", "erDiagram", ...links, ...alone, "```");
}

/** The business rules as typed rules (checked by the API, with a test each) and the ones a person must write. */
function rulesSection(model: AppModel): string[] {
  const rules = rulesInOrder(model.entities);
  return [
    "## Business rules",
    "",
    rules.length > 0
      ? lines(
          "The API checks each rule on every create and change and answers 400 (409 for a duplicate) when one is broken;",
          "the backend's tests break and keep each one, named by its id.",
          "",
          table(
            ["Id", "From", "Record", "Rule", "The user's words"],
            rules.map(({ entity, rule }) => [rule.id, rule.source, entity.label, `${rule.field} ${describeRule(rule)}`, rule.text]),
          ),
        )
      : "No business rule was given as one the rule vocabulary can express.",
    ...(model.rulesForPeople.length > 0
      ? [
          "",
          "### Needs a person",
          "",
          `These rules were not written by the agents: they name none of the records' fields, or the rule vocabulary (${VOCABULARY}) cannot express them.`,
          "",
          table(["From", "Rule", "Why"], model.rulesForPeople.map((rule) => [rule.source, rule.text, rule.reason])),
        ]
      : []),
  ];
}

function architecture(model: AppModel, plan: Emitter[]): string {
  const stored = model.features.flatMap((feature) => featureRecord(feature) ?? []);
  const unlinked = model.requirements.filter((requirement) => requirement.entities.length === 0 && requirement.features.length === 0);
  return lines(
    `# ${model.name}: architecture`,
    "",
    model.description || `${model.name} is a ${model.projectType} application.`,
    "",
    "## Who it is for and why",
    "",
    `- **Users:** ${model.audience || "not described yet"}`,
    `- **Problem:** ${model.pitch.problem || "not described yet"}`,
    model.pitch.value && `- **Value:** ${model.pitch.value}`,
    model.pitch.outcomes && `- **Expected outcomes:** ${model.pitch.outcomes}`,
    "",
    ...stackSection(model),
    "",
    "## How the parts fit",
    "",
    "```mermaid",
    "flowchart LR",
    `  browser[Browser: ${optionLabel(FRONTEND_STACK_OPTIONS, model.stack.frontend)} app] -->|/api JSON| api[${API_NAMES[model.stack.backend]}]`,
    "  api --> repos[Repositories]",
    ...(serverDatabaseProfile(model)
      ? [
          `  repos -->|DATABASE_URL set| db[(${databaseLabel(model)})]`,
          "  repos -->|tests, local runs| memory[(In-memory store)]",
          "```",
          "",
          `Every record type has one repository interface with two implementations: ${databaseLabel(model)} in production and`,
          "an in-memory store with the same rules (references, unique values) for tests and quick local runs.",
        ]
      : [
          `  repos -->|DB binding| db[(${databaseLabel(model)})]`,
          "```",
          "",
          `Every record type has one repository interface, on ${databaseLabel(model)} through the Worker's DB binding: on Cloudflare in`,
          "production, and a local D1 database (Miniflare) under `wrangler dev` and in the tests, with the same migrations.",
        ]),
    "Validation happens once, in the API, from each record type's field list; the screens are built from",
    "the same list, so a field added to the model appears in the table, the form and the API together.",
    "",
    "## Entities",
    "",
    erDiagram(model),
    "",
    model.entities.map((entity) => entitySection(model, entity)).join("\n\n"),
    stored.length > 0 && `\nFeatures also store ${stored.map((entity) => `\`${entity.table}\``).join(", ")}.`,
    "",
    ...rulesSection(model),
    "",
    "## API",
    "",
    table(
      ["Method", "Path", "What it does", "Sign-in"],
      model.apiRoutes.map((route) => [route.method, `\`${route.path}\``, route.summary, route.auth ? "required" : ""]),
    ),
    "",
    "## Screens",
    "",
    table(["Path", "Screen"], model.screens.map((screen) => [`\`${screen.path}\``, screen.title])),
    "",
    "## Features",
    "",
    model.features.length > 0 ? model.features.map((feature) => `- ${featureLabel(feature)}`).join("\n") : "No optional features were chosen.",
    "",
    "## Plan",
    "",
    table(
      ["#", "Task", "Agent", "After"],
      plan.map((emitter, index) => [
        String(index + 1),
        emitter.name,
        emitter.agent,
        emitter.dependsOn.filter((id) => plan.some((other) => other.id === id)).join(", "),
      ]),
    ),
    "",
    "## Requirements designed for here",
    "",
    unlinked.length > 0
      ? unlinked.map((requirement) => `- **${requirement.id}** (${requirement.priority}): ${requirement.text}`).join("\n")
      : "Every requirement names the records or features that serve it; see docs/REQUIREMENTS.md.",
    "",
    "The full mapping of requirements to files and tests is in [REQUIREMENTS.md](REQUIREMENTS.md).",
  );
}

/** The architect's task: the first of every plan, where the app model is decided. */
export const ARCHITECTURE_EMITTER_ID = "architecture";

/** ", 2 business rules typed (1 more needs a person)": the rules part of the architect's description. */
function rulesCount(model: AppModel): string {
  const typed = rulesInOrder(model.entities).length;
  const people = model.rulesForPeople.length;
  if (typed === 0 && people === 0) return "";
  const peoplePart = people > 0 ? ` (${people} more need${people === 1 ? "s" : ""} a person: see "Needs a person")` : "";
  return `, ${typed} business rule${typed === 1 ? "" : "s"} typed${peoplePart}`;
}

const sampleCount = (model: AppModel) => model.entities.reduce((total, entity) => total + entity.samples.length, 0);

/** The architect's task: the app model as a document and as data, which every later task builds on. */
export function createArchitectureEmitter(plan: (model: AppModel) => Emitter[]): EmitterDefinition {
  return {
    id: ARCHITECTURE_EMITTER_ID,
    agent: "architect",
    name: "Architecture & app model",
    description: (model) =>
      `The app model of ${model.name}: ${model.entities.length} entities with their fields and relations, ` +
      `${model.apiRoutes.length} API routes, ${model.screens.length} screens and ${model.requirements.length} requirements ` +
      `with ids${rulesCount(model)}, ${sampleCount(model)} sample records to seed a new app with, ` +
      `${model.roles.length} roles (${model.roles.map((role) => role.label).join(", ")}), written to docs/ARCHITECTURE.md and docs/app-model.json.`,
    dependsOn: [],
    applies: () => true,
    covers: { unlinked: true, messagesFor: ["all", "architect"], systemIds: ["SYS-compliance", "SYS-roles"] },
    emit: (model) => [doc("docs/ARCHITECTURE.md", architecture(model, plan(model))), doc("docs/app-model.json", json(model))],
  };
}
