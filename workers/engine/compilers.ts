import type { CompileProblem, PreviewFrontend } from "../contract/preview";
import type { BackendCompileResult } from "./preview/backend";
import type { CompileResult } from "./preview/compile";
import type { SourceFile } from "./preview/sources";
import type { ParseOutcome } from "./qa/js-modules";

/**
 * The compilers the engine calls (Babel's parser, Sucrase, Vue's compiler, about 390 KiB of a gzipped script):
 * qa's parse check, the edit checks' preview refusal, the preview's frontend and backend builds. They are not
 * part of AppForge's Worker: there they run in a dynamic Worker of their own, started from the assets
 * (workers/preview/compiler-worker.ts, decision 023); tests and Node's scripts run them in-process
 * (compilers-local.ts). Whoever starts the engine installs one; every call is asynchronous and takes and gives
 * plain data, so both behave the same.
 */
export interface Compilers {
  /** Each script parsed (compilers-local.ts: qa/js-parse.ts), in the order given. */
  parseScripts(files: readonly SourceFile[]): Promise<ParseOutcome[]>;
  /** The preview build's refusal of each script, or null where it compiles or the build does not read it, in the order given. */
  scriptProblems(files: readonly SourceFile[]): Promise<(CompileProblem | null)[]>;
  compilePreview(frontend: PreviewFrontend, files: readonly SourceFile[]): Promise<CompileResult>;
  compileBackend(files: readonly SourceFile[]): Promise<BackendCompileResult>;
}

let installed: Compilers | null = null;

/** Sets the compilers the engine calls from now on (the Worker's entry does, and each test set-up). */
export function installCompilers(compilers: Compilers): void {
  installed = compilers;
}

export function compilers(): Compilers {
  if (!installed) throw new Error("No compilers are installed: the Worker's entry installs them (engine/compilers.ts)");
  return installed;
}
