import type { AiStrategy } from "../contract/agents";
import { MODEL_TIERS, type ModelPrice, type ModelTier } from "./prices";

/**
 * What a model call is for. The architect's plan and the business rules decide what gets built, so auto
 * gives them a stronger model; responses in words and docs get the cheapest.
 */
export type CallKind = "plan" | "rules" | "response" | "docs";

const AUTO_TIERS: Record<CallKind, ModelTier> = { plan: "balanced", rules: "balanced", response: "budget", docs: "budget" };

/** The tier a strategy asks for: budget, balanced and premium always that tier; auto per kind of call. */
export function tierFor(strategy: AiStrategy, kind: CallKind): ModelTier {
  return strategy === "auto" ? AUTO_TIERS[kind] : strategy;
}

const pricePerCall = (model: ModelPrice) => model.inputPerMTok + model.outputPerMTok;

/**
 * The model for a call: the cheapest of the wanted tier; when the catalogue has none there, the nearest
 * tier, the cheaper side first, so a missing tier never makes a strategy dearer than it asked for.
 */
export function pickModel<Model extends ModelPrice>(models: readonly Model[], strategy: AiStrategy, kind: CallKind): Model {
  if (models.length === 0) throw new Error("No models to pick from");
  const wanted = MODEL_TIERS.indexOf(tierFor(strategy, kind));
  const byNearness = [...MODEL_TIERS].sort((a, b) => {
    const distance = Math.abs(MODEL_TIERS.indexOf(a) - wanted) - Math.abs(MODEL_TIERS.indexOf(b) - wanted);
    return distance !== 0 ? distance : MODEL_TIERS.indexOf(a) - MODEL_TIERS.indexOf(b);
  });
  for (const tier of byNearness) {
    const candidates = models.filter((model) => model.tier === tier).sort((a, b) => pricePerCall(a) - pricePerCall(b));
    const cheapest = candidates[0];
    if (cheapest) return cheapest;
  }
  throw new Error("unreachable: a non-empty catalogue has a model in some tier");
}
