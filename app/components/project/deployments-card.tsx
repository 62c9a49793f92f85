import { Link } from "@remix-run/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Deployment } from "../../../workers/contract/integrations";
import { errorMessage } from "../../lib/api-client";
import { getDeployments, getIntegrations, pushToGitHub } from "../../lib/integrations-api";
import { queryKeys } from "../../lib/query-keys";
import { formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { Alert, Button, Card } from "../ui";
import { safeExternalUrl } from "./display";

const STATUS_TEXT: Record<Deployment["status"], string> = { running: "Pushing", succeeded: "Pushed", failed: "Failed" };
const STATUS_CLASS: Record<Deployment["status"], string> = {
  running: "text-blue-700",
  succeeded: "text-green-700",
  failed: "text-red-700",
};

/**
 * Publishing the project: a push of every generated file to GitHub with the user's own token, and each
 * attempt with how it ended. Without a GitHub connection it says where to make one.
 */
export function DeploymentsCard({ projectId, hasFiles }: { projectId: string; hasFiles: boolean }) {
  const client = useQueryClient();
  const integrations = useQuery({ queryKey: queryKeys.integrations, queryFn: ({ signal }) => getIntegrations({ signal }) });
  const deployments = useQuery({ queryKey: queryKeys.deployments(projectId), queryFn: ({ signal }) => getDeployments(projectId, { signal }) });
  const github = integrations.data?.integrations.find((integration) => integration.provider === "github") ?? null;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function push() {
    setBusy(true);
    setResult(null);
    try {
      setResult({ tone: "success", text: (await pushToGitHub(projectId)).message });
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, "The push to GitHub failed") });
    } finally {
      setBusy(false);
      // The attempt is recorded either way, and a success links the repository on the project.
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.deployments(projectId) }), client.invalidateQueries({ queryKey: queryKeys.project(projectId) })]);
    }
  }

  const attempts = deployments.data?.deployments ?? [];
  return (
    <Card testId="deployments-card" className="space-y-4">
      <h2 className="text-lg font-semibold">Publish</h2>
      {integrations.isPending ? null : github ? (
        <>
          <p className="text-sm text-slate-600">
            Push every generated file to a private GitHub repository as <strong>{github.accountName}</strong>, in one commit.
          </p>
          <Button onClick={() => void push()} disabled={busy || !hasFiles} aria-busy={busy}>
            <BusyLabel busy={busy} busyText="Pushing to GitHub...">
              Push to GitHub
            </BusyLabel>
          </Button>
          {!hasFiles ? <p className="text-sm text-slate-500">The project has no files yet: start development first.</p> : null}
        </>
      ) : (
        <p className="text-sm text-slate-600">
          Nothing is published yet. To push this project to GitHub,{" "}
          <Link to="/profile?tab=integrations" className="font-medium text-brand-700 hover:underline">
            connect GitHub on the Integrations tab
          </Link>{" "}
          of your profile.
        </p>
      )}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      {attempts.length > 0 ? (
        <ul className="space-y-2 text-sm" aria-label="Publishing attempts">
          {attempts.map((attempt) => {
            const href = attempt.url ? safeExternalUrl(attempt.url) : null;
            return (
              <li key={attempt.id} className="rounded-md bg-slate-50 p-2">
                <span className={`font-medium ${STATUS_CLASS[attempt.status]}`}>{STATUS_TEXT[attempt.status]}</span>
                <span className="text-slate-500"> · GitHub · {formatRelativeTime(attempt.created_at)}</span>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="block truncate text-brand-700 hover:underline">
                    {attempt.url}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
                {attempt.error ? <span className="block text-red-700">{attempt.error}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}
