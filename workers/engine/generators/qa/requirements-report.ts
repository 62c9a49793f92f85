import type { AppModel, Requirement } from "../../model";
import { REQUIREMENT_KINDS } from "../../model/schema";
import { kebabCase } from "../../model/naming";
import { doc, lines } from "../files";
import { table } from "../stack-labels";
import { backendProfile, frontendProfile } from "../stacks";
import type { Emitter, EmitterDefinition, GeneratedFile } from "../types";
import { contractTestFiles } from "./contract-tests";

const MAX_LISTED = 6;

interface Work {
  emitter: Emitter;
  files: GeneratedFile[];
  entityWork: boolean;
}

function listed(paths: string[]): string {
  if (paths.length === 0) return "";
  const shown = paths.slice(0, MAX_LISTED).map((path) => `\`${path}\``);
  return paths.length > MAX_LISTED ? `${shown.join(", ")} and ${paths.length - MAX_LISTED} more` : shown.join(", ");
}

/** The files of a task that concern a requirement: for entity work, the files named after its entities. */
function relevantFiles(model: AppModel, requirement: Requirement, work: Work): GeneratedFile[] {
  if (!work.entityWork || requirement.entities.length === 0) return work.files;
  const names = model.entities
    .filter((entity) => requirement.entities.includes(entity.name))
    .flatMap((entity) => [entity.route, kebabCase(entity.name), `${entity.plural}List`, `${entity.name}Detail`]);
  const named = work.files.filter((file) => file.path.split("/").some((part) => names.includes(part.split(".")[0] ?? "")));
  return named.length > 0 ? named : work.files;
}

function report(model: AppModel, works: Work[]): string {
  const rows = model.requirements.map((requirement) => {
    const serving = works.filter((work) => work.emitter.requirementIds(model).includes(requirement.id));
    const files = serving.flatMap((work) => relevantFiles(model, requirement, work));
    const paths = (type: "test" | "other") =>
      [...new Set(files.filter((file) => (type === "test") === (file.type === "test")).map((file) => file.path))];
    const source = requirement.kind === "message" ? ` (message to ${requirement.agent ?? "all"})` : "";
    return [
      requirement.id,
      requirement.priority,
      `${requirement.text}${source}`,
      serving.map((work) => work.emitter.name).join("; "),
      listed(paths("other")),
      listed(paths("test")),
    ];
  });
  const count = (priority: Requirement["priority"]) => model.requirements.filter((requirement) => requirement.priority === priority).length;
  return lines(
    `# ${model.name}: requirements`,
    "",
    `${model.requirements.length} requirements (${count("high")} high, ${count("medium")} medium, ${count("low")} low priority),`,
    "each traced to the tasks that serve it, the files they wrote and the tests that check them.",
    "Ids are stable: F- features, ENT- entities, FLOW- user flows and workflows, BEH- system behaviours,",
    "BIZ- business rules, SYS- non-functional needs, PRI- implementation priorities, MSG- messages to the agents.",
    "",
    table(["Id", "Priority", "Requirement", "Served by", "Files", "Tests"], rows),
    "",
    "## How to check",
    "",
    "`sh scripts/check.sh` runs every test listed here.",
    `${listed(backendProfile(model).contractTests(model).map((file) => file.path))} checks that every route in`,
    `docs/ARCHITECTURE.md is served, and ${listed(frontendProfile(model).contractTests(model).map((file) => file.path))}`,
    "that every screen opens.",
  );
}

/**
 * The qa task: the requirements report (every requirement, messages included, mapped to files and tests)
 * and the contract tests. It reads the other tasks' output, so it comes after all of them. When the engine
 * runs it, it also checks the files stored for the project and writes docs/QA-REPORT.md (see engine/qa/qa-task.ts).
 */
export function createQaEmitter(sources: (model: AppModel) => Emitter[], codeEmitterIds: string[]): EmitterDefinition {
  return {
    id: "qa",
    agent: "qa",
    name: "Tests & requirements report",
    description: (model) =>
      `Traces all ${model.requirements.length} requirements to the files and tests that serve them (docs/REQUIREMENTS.md), ` +
      "adds contract tests (every API route is served and every screen opens), then checks the stored project: every " +
      "JavaScript, TypeScript and JSON file parses, every relative import resolves, every imported package is declared, " +
      "every requirement has code and a test, every business rule has its check and its test in the backend (docs/QA-REPORT.md).",
    dependsOn: codeEmitterIds,
    applies: () => true,
    // qa checks every requirement; the report names the tasks that actually serve each one.
    covers: { kinds: REQUIREMENT_KINDS },
    emit: (model) => {
      const works = sources(model).map((emitter) => ({
        emitter,
        files: emitter.emit(model),
        entityWork: ["data-model", "rest-api", "screens"].includes(emitter.id),
      }));
      const contract = contractTestFiles(model);
      return [doc("docs/REQUIREMENTS.md", report(model, works)), ...contract];
    },
  };
}
