import {
  BACKEND_STACK_OPTIONS,
  BACKEND_STACK,
  DATABASE_STACK_OPTIONS,
  DATABASE_STACK,
  FRONTEND_STACK_OPTIONS,
  FRONTEND_STACK,
  optionLabel,
  type BackendStackId,
  type DatabaseStackId,
  type FrontendStackId,
} from "../../contract/project-options";
import type { AppStack, StackLayer } from "./schema";

/**
 * The stacks this build has generators for. The generator registry is typed by these lists, so an id
 * added here without its emitters does not compile; adding a stack is adding its emitters and its id here.
 */
export const GENERATED_FRONTENDS = ["react"] as const satisfies readonly FrontendStackId[];
export const GENERATED_BACKENDS = ["nodejs"] as const satisfies readonly BackendStackId[];
export const GENERATED_DATABASES = ["postgresql"] as const satisfies readonly DatabaseStackId[];
export type GeneratedFrontend = (typeof GENERATED_FRONTENDS)[number];
export type GeneratedBackend = (typeof GENERATED_BACKENDS)[number];
export type GeneratedDatabase = (typeof GENERATED_DATABASES)[number];

interface LayerSpec {
  layer: StackLayer;
  all: readonly string[];
  generated: readonly string[];
  options: Parameters<typeof optionLabel>[0];
}

const LAYERS: LayerSpec[] = [
  { layer: "frontend", all: FRONTEND_STACK, generated: GENERATED_FRONTENDS, options: FRONTEND_STACK_OPTIONS },
  { layer: "backend", all: BACKEND_STACK, generated: GENERATED_BACKENDS, options: BACKEND_STACK_OPTIONS },
  { layer: "database", all: DATABASE_STACK, generated: GENERATED_DATABASES, options: DATABASE_STACK_OPTIONS },
];

/**
 * The stack that gets generated: per layer the first chosen id of that group (the wizard's database field
 * counts when the tech stack names no database); a missing choice, or one without generators yet, falls
 * back to the layer's default and is listed in `defaulted` with a note saying so.
 */
export function resolveStack(techStack: readonly string[], wizardDatabase: string): AppStack {
  const chosen = [...techStack, wizardDatabase];
  const stack: AppStack = {
    frontend: "react",
    backend: "nodejs",
    database: "postgresql",
    defaulted: [],
    requested: { frontend: null, backend: null, database: null },
    notes: [],
  };
  for (const spec of LAYERS) {
    const requested = chosen.find((id) => spec.all.includes(id)) ?? null;
    const fallback = spec.generated[0] as string;
    const label = (id: string) => optionLabel(spec.options, id);
    if (requested !== null && spec.generated.includes(requested)) {
      assign(stack, spec.layer, requested);
      continue;
    }
    assign(stack, spec.layer, fallback);
    stack.defaulted.push(spec.layer);
    stack.requested[spec.layer] = requested;
    stack.notes.push(
      requested === null
        ? `No ${spec.layer} was chosen, so the app uses ${label(fallback)}.`
        : `${label(requested)} was chosen for the ${spec.layer}; its generator is not available yet, so the app uses ${label(fallback)}.`,
    );
  }
  return stack;
}

function assign(stack: AppStack, layer: StackLayer, id: string): void {
  // The ids were checked against the layer's list above.
  if (layer === "frontend") stack.frontend = id as FrontendStackId;
  else if (layer === "backend") stack.backend = id as BackendStackId;
  else stack.database = id as DatabaseStackId;
}
