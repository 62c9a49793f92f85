import type { Compilers } from "./compilers";
import { inTurn } from "./cpu-turns";
import { compileBackend } from "./preview/backend";
import { compilePreview, scriptProblem } from "./preview/compile";
import { parseScript } from "./qa/js-parse";

/**
 * The compilers in this isolate: what the compilers' Worker runs (workers/compiler/entry.ts), and what tests
 * and Node's scripts call. A batch is worked a file at a time in its turn (cpu-turns.ts), as the builds are.
 */
export const localCompilers: Compilers = {
  parseScripts: (files) => Promise.all(files.map((file) => inTurn(() => parseScript(file.path, file.content)))),
  scriptProblems: (files) => Promise.all(files.map((file) => inTurn(() => scriptProblem(file.path, file.content)))),
  compilePreview,
  compileBackend,
};
