import { extensionOf } from "./project-paths";

/** One module a JavaScript or TypeScript file refers to. */
export interface ModuleReference {
  specifier: string;
  /** 1-based line in the file (for a .vue file, in the whole file, not the script block). */
  line: number;
  /** `import type`, `export type … from`, `typeof import("x")` and `/// <reference types>`: erased at build time. */
  typeOnly: boolean;
  kind: "import" | "export" | "dynamic" | "require" | "mock" | "reference";
}

export type ParseOutcome = { ok: true; references: ModuleReference[] } | { ok: false; line: number; message: string };

/** The extensions Babel parses here; .vue files are parsed block by block. */
export const SCRIPT_EXTENSIONS: ReadonlySet<string> = new Set([".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts"]);

export const isScriptPath = (path: string): boolean => SCRIPT_EXTENSIONS.has(extensionOf(path)) || extensionOf(path) === ".vue";
