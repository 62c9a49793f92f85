import { env } from "cloudflare:workers";
import { assetOnce } from "../assets";
import type CompilerEntrypoint from "../compiler/entry";
import type { Compilers } from "../engine/compilers";

/**
 * The engine's compilers as AppForge's Worker runs them: in a dynamic Worker of their own (workers/compiler),
 * whose code (about 1.4 MB, 390 KiB gzipped) sits among the assets rather than in this Worker's script, which
 * every cold start loads (decision 023). The Worker Loader starts it the first time a build or a check needs it
 * and keeps it warm by its id, the code's digest, so a new deploy's code is a new Worker.
 */

/** Where scripts/build-worker-data.mjs writes the compilers' bundle among the assets. */
export const COMPILER_ASSET = "/worker-data/compiler.js";
/** The compatibility the compilers' Worker runs with: AppForge's own date, Node's globals for Sucrase and Babel. */
const COMPATIBILITY = { compatibilityDate: "2025-09-01", compatibilityFlags: ["nodejs_compat"] };

const readCompiler = assetOnce(COMPILER_ASSET, async (response) => {
  const code = await response.text();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code)));
  return { code, id: `compiler:${Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("")}` };
});

async function compiler() {
  const { code, id } = await readCompiler(env.ASSETS);
  const worker = env.LOADER.get(id, () => ({ ...COMPATIBILITY, mainModule: "compiler.js", modules: { "compiler.js": code }, globalOutbound: null }));
  return worker.getEntrypoint<CompilerEntrypoint>();
}

export const remoteCompilers: Compilers = {
  parseScripts: async (files) => (await compiler()).parseScripts(files),
  scriptProblems: async (files) => (await compiler()).scriptProblems(files),
  compilePreview: async (frontend, files) => (await compiler()).compilePreview(frontend, files),
  compileBackend: async (files) => (await compiler()).compileBackend(files),
};
