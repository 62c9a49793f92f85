import { diff3Merge } from "node-diff3";

/**
 * A generator's re-run merged into a file that may have been edited since it last wrote it: `base` is what the
 * generator wrote then (null: it had not written this path), `mine` the file as it is now, `generated` what
 * it writes now. Lines are the unit (a file's text split on "\n", so the merge gives back its bytes exactly).
 */
export type MergeOutcome =
  /** The result to store: the generator's change and the edits together (or either alone). */
  | { kind: "clean"; content: string }
  /** Both changed the same lines differently (or the generator had not written the edited file): the edited version stays. */
  | { kind: "conflict"; regions: number };

export function mergeThreeWay(base: string | null, mine: string, generated: string): MergeOutcome {
  if (mine === generated) return { kind: "clean", content: mine };
  if (base === null) return { kind: "conflict", regions: 1 };
  if (mine === base) return { kind: "clean", content: generated };
  if (generated === base) return { kind: "clean", content: mine };
  const blocks = diff3Merge(mine.split("\n"), base.split("\n"), generated.split("\n"));
  const lines: string[] = [];
  let regions = 0;
  for (const block of blocks) {
    if (block.ok) lines.push(...block.ok);
    else regions += 1;
  }
  return regions > 0 ? { kind: "conflict", regions } : { kind: "clean", content: lines.join("\n") };
}
