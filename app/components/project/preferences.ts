import type { ChosenStrategy } from "../../lib/engine-api";

/** The Settings modal's two choices. */
export interface ProjectPreferences {
  /** Code tasks processed by hand are also handed to Cursor: the same choice as the 'Use Cursor AI' switch under Advanced. */
  preferCursor: boolean;
  /** The Budget strategy (the cheapest configured model for every call) instead of AUTO. */
  useCostOptimization: boolean;
}

/** The checkboxes as the screen's choices stand: cost optimization is on when the strategy is Budget. */
export function preferencesOf(preferCursor: boolean, strategy: ChosenStrategy): ProjectPreferences {
  return { preferCursor, useCostOptimization: strategy === "budget" };
}

/** The strategy the cost-optimization checkbox asks for: Budget when checked, AUTO when not. */
export function strategyOf(preferences: Pick<ProjectPreferences, "useCostOptimization">): ChosenStrategy {
  return preferences.useCostOptimization ? "budget" : "auto";
}
