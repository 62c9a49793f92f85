import {
  BACKEND_STACK_OPTIONS,
  BACKEND_STACK,
  DATABASE_STACK_OPTIONS,
  DATABASE_STACK,
  FRONTEND_STACK_OPTIONS,
  FRONTEND_STACK,
  optionLabel,
  stackChoiceNotes,
  type BackendStackId,
  type DatabaseStackId,
  type FrontendStackId,
} from "../../contract/project-options";
import type { AppStack, StackLayer } from "./schema";

/**
 * Every stack the wizard offers is generated. The profile maps in generators/stacks.ts (and the database
 * maps of each backend) are typed by these ids, so an option added to the contract without its generators
 * does not compile.
 */
export type GeneratedFrontend = FrontendStackId;
export type GeneratedBackend = BackendStackId;
export type GeneratedDatabase = DatabaseStackId;

interface LayerSpec {
  layer: StackLayer;
  all: readonly string[];
  /** What the app uses when the user chose nothing for the layer, and why it is a sensible pick. */
  fallback: string;
  why: string;
  options: Parameters<typeof optionLabel>[0];
}

const LAYERS: LayerSpec[] = [
  {
    layer: "frontend",
    all: FRONTEND_STACK,
    fallback: "react",
    why: "the most widely used way to build web screens",
    options: FRONTEND_STACK_OPTIONS,
  },
  {
    layer: "backend",
    all: BACKEND_STACK,
    fallback: "nodejs",
    why: "the same language (TypeScript) as the screens",
    options: BACKEND_STACK_OPTIONS,
  },
  {
    layer: "database",
    all: DATABASE_STACK,
    fallback: "postgresql",
    why: "a relational database that keeps the links between records consistent",
    options: DATABASE_STACK_OPTIONS,
  },
];

/**
 * The stack that gets generated: per layer the first chosen id of that group (the wizard's database field
 * counts when the tech stack names no database); a layer with no choice gets a sensible default, is listed
 * in `defaulted` and gets a note saying so, and a layer with more than one choice gets a note naming the one
 * built and those that are not (notes are shown in the architect's response and the generated docs).
 */
export function resolveStack(techStack: readonly string[], wizardDatabase: string): AppStack {
  const chosen = [...techStack, wizardDatabase];
  const stack: AppStack = { frontend: "react", backend: "nodejs", database: "postgresql", defaulted: [], notes: [] };
  for (const spec of LAYERS) {
    const requested = chosen.find((id) => spec.all.includes(id));
    if (requested !== undefined) {
      assign(stack, spec.layer, requested);
      continue;
    }
    assign(stack, spec.layer, spec.fallback);
    stack.defaulted.push(spec.layer);
    stack.notes.push(`No ${spec.layer} was chosen, so the app uses ${optionLabel(spec.options, spec.fallback)}: ${spec.why}.`);
  }
  stack.notes.push(...stackChoiceNotes(techStack));
  return stack;
}

function assign(stack: AppStack, layer: StackLayer, id: string): void {
  // The ids were checked against the layer's list above.
  if (layer === "frontend") stack.frontend = id as FrontendStackId;
  else if (layer === "backend") stack.backend = id as BackendStackId;
  else stack.database = id as DatabaseStackId;
}
