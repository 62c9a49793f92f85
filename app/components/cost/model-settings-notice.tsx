import { useQuery } from "@tanstack/react-query";
import { getAiStatus } from "../../lib/cost-api";
import { queryKeys } from "../../lib/query-keys";
import { Alert } from "../ui";

/**
 * The model settings, checked (GET /api/ai/status): which provider the agents think with, its models and
 * problems. null when the check cannot be loaded (logged): the screens then say nothing about the model.
 */
export function useAiStatus() {
  return useQuery({
    queryKey: queryKeys.aiStatus,
    queryFn: ({ signal }) =>
      getAiStatus({ signal }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        console.error("Failed to load the model settings' check", error);
        return null;
      }),
    staleTime: 60_000,
  });
}

/**
 * What is wrong with the language model settings, each problem with its reason: a model the endpoint does not
 * serve, a key it refuses, a setting the built-in engine runs instead of. Nothing when all is well, or when
 * the check itself cannot be loaded (logged).
 */
export function ModelSettingsNotice() {
  const status = useAiStatus();
  const problems = status.data?.problems ?? [];
  if (problems.length === 0) return null;
  return (
    <div data-testid="model-settings-notice">
      <Alert>
        <p className="font-medium">The language model settings need the operator&apos;s attention:</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
