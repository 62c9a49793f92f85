import {
  BACKEND_STACK_OPTIONS,
  BACKEND_STACK,
  DATABASE_STACK_OPTIONS,
  DATABASE_STACK,
  FRONTEND_STACK_OPTIONS,
  FRONTEND_STACK,
  optionLabel,
  PAIRED_STACK,
  pairingNotes,
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
/** The databases a server backend (Node, Python, PHP, Java) runs on: Cloudflare D1 is only the Workers backend's. */
export type ServerDatabase = Exclude<GeneratedDatabase, typeof PAIRED_STACK.database>;

/** The database of a server backend, or a refusal: resolveStack never pairs D1 with one. */
export function serverDatabase(database: GeneratedDatabase): ServerDatabase {
  if (database === PAIRED_STACK.database) throw new Error(`${database} runs only with the ${PAIRED_STACK.backend} backend`);
  return database;
}

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
    // D1 chosen with no backend: the one backend it runs with.
    const fallback = spec.layer === "backend" && requested === undefined && chosen.includes(PAIRED_STACK.database) ? PAIRED_STACK.backend : spec.fallback;
    const why = fallback === spec.fallback ? spec.why : `the backend ${optionLabel(DATABASE_STACK_OPTIONS, PAIRED_STACK.database)} runs with`;
    assign(stack, spec.layer, fallback);
    stack.defaulted.push(spec.layer);
    stack.notes.push(`No ${spec.layer} was chosen, so the app uses ${optionLabel(spec.options, fallback)}: ${why}.`);
  }
  pairDatabase(stack, chosen);
  stack.notes.push(...stackChoiceNotes(techStack).filter((note) => !stack.notes.includes(note)));
  return stack;
}

/**
 * The Workers backend always gets D1, and D1 only goes with it (see pairingNotes): a database defaulted beside
 * Workers is D1 with its own note, and a chosen one that breaks the pairing is replaced with a note saying so.
 */
function pairDatabase(stack: AppStack, chosen: readonly string[]): void {
  const paired = stack.backend === PAIRED_STACK.backend;
  if (paired === (stack.database === PAIRED_STACK.database)) return;
  const replaced = stack.database;
  stack.database = paired ? PAIRED_STACK.database : "postgresql";
  const defaultNote = stack.notes.findIndex((note) => note.startsWith("No database was chosen"));
  if (stack.defaulted.includes("database") && defaultNote >= 0) {
    stack.notes[defaultNote] = `No database was chosen, so the app uses ${optionLabel(DATABASE_STACK_OPTIONS, stack.database)}: the database ${optionLabel(BACKEND_STACK_OPTIONS, stack.backend)} runs with.`;
    return;
  }
  const wizardChosen = chosen.find((id) => (DATABASE_STACK as readonly string[]).includes(id));
  stack.notes.push(...pairingNotes(stack.backend, wizardChosen ?? replaced));
}

function assign(stack: AppStack, layer: StackLayer, id: string): void {
  // The ids were checked against the layer's list above.
  if (layer === "frontend") stack.frontend = id as FrontendStackId;
  else if (layer === "backend") stack.backend = id as BackendStackId;
  else stack.database = id as DatabaseStackId;
}
