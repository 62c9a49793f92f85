import type { ModelPrice } from "./prices";

/**
 * Workers AI text models the agents use when AI_PROVIDER=workers-ai, one or more per tier, with the
 * per-token prices Cloudflare publishes on https://developers.cloudflare.com/workers-ai/platform/pricing/
 * (per-model token pricing, introduced 2025-02-20; these figures read from that page for this release).
 * Workers AI bills in neurons at $0.011 per 1,000; the token prices are Cloudflare's own conversion.
 */
export const WORKERS_AI_CATALOGUE: readonly ModelPrice[] = [
  { id: "@cf/meta/llama-3.2-3b-instruct", tier: "budget", inputPerMTok: 0.051, outputPerMTok: 0.335 },
  { id: "@cf/meta/llama-3.1-8b-instruct-fp8-fast", tier: "balanced", inputPerMTok: 0.045, outputPerMTok: 0.384 },
  { id: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", tier: "premium", inputPerMTok: 0.293, outputPerMTok: 2.253 },
];
