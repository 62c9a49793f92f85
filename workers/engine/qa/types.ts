import type { RequirementResult } from "./requirement-coverage";
import type { RuleResult } from "./rule-coverage";

/**
 * What the qa checks report. The checks, each in its own module, run on the files actually stored for a
 * project (see check-project.ts for the list); what none of them can check is listed as not checked.
 */

export const CHECK_NAMES = ["parse", "imports", "packages", "requirements", "rules"] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** A stored file, with the task that wrote it when known (its plan key is the emitter id). */
export interface CheckedFile {
  path: string;
  type: string;
  content: string;
  emitterId?: string | null;
  /** The writing task's name as the plan shows it; the emitter's name when not given. */
  writer?: string | null;
}

export interface Problem {
  path: string;
  line: number | null;
  message: string;
  /** The emitter (plan task key) that wrote the file, when known. */
  emitterId: string | null;
  writer: string | null;
}

export interface CheckResult {
  name: CheckName;
  title: string;
  passed: boolean;
  problems: Problem[];
}

export interface NotChecked {
  /** ".java files", ".php files", ".py files (syntax)", ".vue templates", "virtual or URL imports", "requirements" */
  what: string;
  count: number;
  reason: string;
}

export interface CheckCounts {
  files: number;
  /** Files that went through a parser (Babel or a JSON parser). */
  parsed: number;
  /** Relative imports, tsconfig path aliases and Python package-local imports that were resolved. */
  relativeImports: number;
  /** Distinct (manifest, package) pairs the code imports and the manifest declares. */
  packages: number;
  builtins: number;
  pythonFiles: number;
}

export interface ProjectCheck {
  passed: boolean;
  checks: CheckResult[];
  counts: CheckCounts;
  notChecked: NotChecked[];
  /** Files no parser here reads: docs, YAML, CSS, SQL, shell scripts, Dockerfiles... by extension. */
  unparsed: { extension: string; count: number }[];
  requirements: RequirementResult[];
  /** Each business rule of the app model, covered when its code and its test are stored. */
  rules: RuleResult[];
  elapsedMs: number;
}
