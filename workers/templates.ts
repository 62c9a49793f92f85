import { env } from "cloudflare:workers";
import { z } from "zod";
import { assetOnce } from "./assets";
import { installTemplates, templatesInstalled } from "./engine/generators/template-texts";

/**
 * The generators' template texts, which sit among the assets rather than in this Worker's script (decision 024):
 * read once per isolate before the engine runs, by the requests that may reach it (router.ts) and by the project
 * room before any of its calls (project-room.ts). The emitters then read them synchronously.
 */

/** Where scripts/build-worker-data.mjs writes them: { path under workers/engine/generators: text }. */
export const TEMPLATES_ASSET = "/worker-data/templates.json";

const textsSchema = z.record(z.string(), z.string());

const loadTemplates = assetOnce(TEMPLATES_ASSET, async (response) => {
  installTemplates(textsSchema.parse(await response.json()));
});

/** Resolves once every emitter can read its templates; the first call in an isolate reads the asset. */
export async function templatesReady(assets: Fetcher = env.ASSETS): Promise<void> {
  if (!templatesInstalled()) await loadTemplates(assets);
}
