import type { AppModel, Entity } from "../../model";
import { config, json, script } from "../files";
import { referencedFirst } from "../records";
import type { GeneratedFile } from "../types";
import { templateText } from "../template-texts";

/** One record type as the seed script reads it: where to send its samples and how to resolve them. */
function seedType(model: AppModel, entity: Entity) {
  const references = Object.fromEntries(
    entity.fields.flatMap((field) => {
      const target = model.entities.find((candidate) => candidate.name === field.target);
      return target ? [[field.name, target.route]] : [];
    }),
  );
  const states = entity.rules.flatMap((rule) =>
    rule.kind === "transitions"
      ? [{ field: rule.field, states: rule.states, moves: Object.fromEntries(rule.states.map((state) => [state, rule.moves.filter((move) => move.from === state).map((move) => move.to)])) }]
      : [],
  );
  return { route: entity.route, label: entity.label, references, states, samples: entity.samples };
}

/** scripts/sample-data.json and scripts/seed.mjs: the app model's sample records, and the script that sends them to the API. */
export function sampleDataFiles(model: AppModel): GeneratedFile[] {
  const data = {
    signIn: model.features.includes("auth"),
    types: referencedFirst(model.entities).map((entity) => seedType(model, entity)),
  };
  return [config("scripts/sample-data.json", "devops", json(data)), script("scripts/seed.mjs", "devops", templateText("devops/templates/scripts/seed.mjs"))];
}
