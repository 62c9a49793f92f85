import { WorkerEntrypoint } from "cloudflare:workers";
import type { PreviewFrontend } from "../contract/preview";
import type { Compilers } from "../engine/compilers";
import { localCompilers } from "../engine/compilers-local";
import type { SourceFile } from "../engine/preview/sources";

/**
 * The compilers' Worker: Babel's parser, Sucrase and Vue's compiler with the engine's code that drives them,
 * built by scripts/build-worker-data.mjs into the assets (worker-data/compiler.js) and started by AppForge's
 * Worker through its Worker Loader (workers/preview/compiler-worker.ts), which calls these methods over RPC.
 * It is given no bindings and no network: it takes files and gives back data.
 */
export default class CompilerEntrypoint extends WorkerEntrypoint implements Compilers {
  parseScripts(files: readonly SourceFile[]) {
    return localCompilers.parseScripts(files);
  }

  scriptProblems(files: readonly SourceFile[]) {
    return localCompilers.scriptProblems(files);
  }

  compilePreview(frontend: PreviewFrontend, files: readonly SourceFile[]) {
    return localCompilers.compilePreview(frontend, files);
  }

  compileBackend(files: readonly SourceFile[]) {
    return localCompilers.compileBackend(files);
  }
}
