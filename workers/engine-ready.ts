import { env } from "cloudflare:workers";
import { z } from "zod";
import { assetOnce } from "./assets";
import { installTemplates, templatesInstalled } from "./engine/generators/template-texts";
import { namingReady } from "./engine/model/naming";

/**
 * What the engine needs that this Worker does not load at startup, made ready before the engine runs: by the
 * requests that may reach it (router.ts) and by the project room before any of its calls (project-room.ts).
 * - The generators' template texts, which sit among the assets rather than in the script (decision 024); the
 *   emitters then read them synchronously.
 * - transliteration, whose tables for every script cost each cold start about 25 ms to build (decision 025).
 */

/** Where scripts/build-worker-data.mjs writes the templates: { path under workers/engine/generators: text }. */
export const TEMPLATES_ASSET = "/worker-data/templates.json";

const textsSchema = z.record(z.string(), z.string());

const loadTemplates = assetOnce(TEMPLATES_ASSET, async (response) => {
  installTemplates(textsSchema.parse(await response.json()));
});

/** Resolves once the engine can run; the first call in an isolate reads the templates' asset. */
export async function engineReady(assets: Fetcher = env.ASSETS): Promise<void> {
  await Promise.all([templatesInstalled() ? undefined : loadTemplates(assets), namingReady()]);
}
