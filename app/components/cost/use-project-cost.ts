import { useQuery } from "@tanstack/react-query";
import { getCostEstimate, getProjectSpending } from "../../lib/cost-api";
import { queryKeys } from "../../lib/query-keys";

/** Estimate and spending failures are logged and treated as absent (null), not shown as zero. */
function absentOnFailure<T>(what: string, signal: AbortSignal, load: Promise<T>): Promise<T | null> {
  return load.catch((error: unknown) => {
    if (signal.aborted) throw error;
    console.error(`Failed to load the project's ${what}`, error);
    return null;
  });
}

export const useProjectSpending = (projectId: string) =>
  useQuery({
    queryKey: [...queryKeys.projectCost(projectId), "spending"],
    queryFn: ({ signal }) => absentOnFailure("spending", signal, getProjectSpending(projectId, { signal })),
  });

export const useProjectEstimate = (projectId: string) =>
  useQuery({
    queryKey: [...queryKeys.projectCost(projectId), "estimate"],
    queryFn: ({ signal }) => absentOnFailure("estimate", signal, getCostEstimate(projectId, { signal })),
  });
