import { ProjectIndex } from "./project-index";
import type { CheckCounts, CheckedFile, CheckName, Problem } from "./types";

/** Counts by key: files by extension, imports by kind. */
export class Tally extends Map<string, number> {
  add(key: string): void {
    this.set(key, (this.get(key) ?? 0) + 1);
  }
}

/** What every check module reads (the stored files) and adds to (problems, counts, what it could not check). */
export interface CheckContext {
  readonly index: ProjectIndex;
  readonly counts: CheckCounts;
  /** Distinct "manifest\u0000package" pairs: a package counts once per manifest that declares it. */
  readonly usedPackages: Set<string>;
  /** Files and imports no check here can read, by what they are (".java", "virtual or URL imports"). */
  readonly notChecked: Tally;
  /** Files no parser reads (documentation, configuration, styles...), by extension or name. */
  readonly unparsed: Tally;
  readonly problems: Record<CheckName, Problem[]>;
  problem(check: CheckName, file: CheckedFile, line: number | null, message: string): void;
}

/** Who wrote a file: the emitter (plan task key) and the task's name, when known. */
export type Owner = (file: CheckedFile) => { emitterId: string | null; writer: string | null };

export function createContext(files: readonly CheckedFile[], owner: Owner): CheckContext {
  const problems: Record<CheckName, Problem[]> = { parse: [], imports: [], packages: [], requirements: [], rules: [] };
  return {
    index: new ProjectIndex(files),
    counts: { files: files.length, parsed: 0, relativeImports: 0, packages: 0, builtins: 0, pythonFiles: 0 },
    usedPackages: new Set(),
    notChecked: new Tally(),
    unparsed: new Tally(),
    problems,
    problem(check, file, line, message) {
      problems[check].push({ path: file.path, line, message, ...owner(file) });
    },
  };
}
