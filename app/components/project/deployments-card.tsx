import { Link } from "@remix-run/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { PROVIDER_LABELS, TARGET_LABELS, TARGET_NEEDS, type Deployment, type DeploymentTarget } from "../../../workers/contract/integrations";
import type { DeploymentPlatform } from "../../../workers/contract/project-options";
import { errorMessage } from "../../lib/api-client";
import { getDeployments, getIntegrations, publishProject } from "../../lib/integrations-api";
import { getPublication } from "../../lib/publish-api";
import { queryKeys } from "../../lib/query-keys";
import { formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { Alert, Button, Card } from "../ui";
import { safeExternalUrl } from "./display";
import { PublishedAppSection } from "./published-app-section";

const STATUS_CLASS: Record<Deployment["status"], string> = {
  running: "text-blue-700",
  succeeded: "text-green-700",
  failed: "text-red-700",
  manual: "text-amber-700",
};

function statusText(attempt: Deployment): string {
  const push = attempt.target === "github";
  switch (attempt.status) {
    case "running":
      return push ? "Pushing" : "Deploying";
    case "succeeded":
      return push ? "Pushed" : "Live";
    case "failed":
      return "Failed";
    case "manual":
      return "Manual step";
  }
}

/** A version published on AppForge's edge, as a row of the attempts list: live, taken down, or an earlier one. */
interface EdgeRow {
  number: number;
  publishedAt: string;
  url: string;
  status: "Live" | "Unpublished" | "Earlier version";
}

/** One row of the attempts list: how it stands, where and when, its address, and what it said. */
function AttemptItem(props: { status: string; statusClass: string; where: string; at: string; url: string | null; error?: string | null; detail?: string | null }) {
  const href = props.url ? safeExternalUrl(props.url) : null;
  return (
    <li className="rounded-md bg-slate-50 p-2">
      <span className={`font-medium ${props.statusClass}`}>{props.status}</span>
      <span className="text-slate-500">
        {" "}
        · {props.where} · {formatRelativeTime(props.at)}
      </span>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="block truncate text-brand-700 hover:underline">
          {props.url}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {props.error ? <span className="block text-red-700">{props.error}</span> : null}
      {props.detail ? <span className="block text-slate-600">{props.detail}</span> : null}
    </li>
  );
}

/** How often a running deployment is asked where it stands. */
const FOLLOW_MS = 3000;

/** What each action does, in a sentence under its button. */
function actionText(target: DeploymentTarget): string {
  switch (target) {
    case "github":
      return "every generated file to a private repository, in one commit.";
    case "vercel":
      return "the app's files to Vercel, which builds and serves them.";
    case "render":
      return "the project to GitHub, then creates render.yaml's services on Render from that repository.";
    case "digitalocean":
      return "the project to GitHub, then creates .do/app.yaml's app on DigitalOcean from that repository.";
    case "aws":
      return "AppForge does not deploy to AWS: this records the steps left to you, from deploy/aws/README.md.";
    case "cloudflare":
      return "the preview's build to your Cloudflare account: a Worker with its pages, a D1 database and a generated secret, on workers.dev.";
  }
}

/**
 * Publishing the project: on AppForge's edge (PublishedAppSection), and with the user's own tokens: a push to GitHub, and a deployment to the platform
 * chosen in the wizard. Pressing an action starts an attempt (the project's room pushes and deploys it);
 * each attempt shows what it is doing and then how it ended, read again every few seconds while one runs
 * and at once when the room says one changed. An action whose connections are missing says which, and
 * where to make them.
 */
export function DeploymentsCard({ projectId, hasFiles, platform }: { projectId: string; hasFiles: boolean; platform: DeploymentPlatform }) {
  const client = useQueryClient();
  const integrations = useQuery({ queryKey: queryKeys.integrations, queryFn: ({ signal }) => getIntegrations({ signal }) });
  const deployments = useQuery({
    queryKey: queryKeys.deployments(projectId),
    queryFn: ({ signal }) => getDeployments(projectId, { signal }),
    refetchInterval: (query) => (query.state.data?.deployments.some((attempt) => attempt.status === "running") ? FOLLOW_MS : false),
  });
  const [busy, setBusy] = useState<DeploymentTarget | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const connected = new Set(integrations.data?.integrations.map((integration) => integration.provider) ?? []);

  // An attempt that ends may change the project: a push links its repository, a deployment that goes live
  // its live link. Read the project again when one does.
  const endedCount = deployments.data?.deployments.filter((attempt) => attempt.status !== "running").length ?? 0;
  useEffect(() => {
    if (endedCount > 0) void client.invalidateQueries({ queryKey: queryKeys.project(projectId) });
  }, [client, endedCount, projectId]);

  async function run(target: DeploymentTarget) {
    setBusy(target);
    setResult(null);
    try {
      setResult({ tone: "success", text: (await publishProject(projectId, target)).message });
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, `Publishing to ${TARGET_LABELS[target]} failed`) });
    } finally {
      setBusy(null);
      // The attempt is recorded (running while the room publishes it, then followed until it ends).
      await client.invalidateQueries({ queryKey: queryKeys.deployments(projectId) });
    }
  }

  // Cloudflare takes the preview's build, so every project can go there whatever its platform.
  // The same query as the section above (one request): its versions are listed with the other attempts.
  const publication = useQuery({ queryKey: queryKeys.publication(projectId), queryFn: ({ signal }) => getPublication(projectId, { signal }) }).data?.publication ?? null;
  const edgeRows: EdgeRow[] = (publication?.versions ?? []).map((version) => ({
    number: version.number,
    publishedAt: version.publishedAt,
    url: publication?.url ?? "",
    status: version.number !== publication?.current ? "Earlier version" : publication.state === "live" ? "Live" : "Unpublished",
  }));
  const rows = [
    ...(deployments.data?.deployments ?? []).map((attempt) => ({ at: attempt.created_at, attempt, edge: null })),
    ...edgeRows.map((edge) => ({ at: edge.publishedAt, attempt: null, edge })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

  const targets: DeploymentTarget[] = ["github", platform, "cloudflare"];
  const attempts = deployments.data?.deployments ?? [];
  // A target whose attempt still runs (being pushed, or building at the platform) waits for it to end.
  const runningTargets = new Set(attempts.filter((attempt) => attempt.status === "running").map((attempt) => attempt.target));
  return (
    <Card testId="deployments-card" className="space-y-4">
      <h2 className="text-lg font-semibold">Publish</h2>
      {!hasFiles ? <p className="text-sm text-slate-500">The project has no files yet: start development first.</p> : null}
      <PublishedAppSection projectId={projectId} hasFiles={hasFiles} />
      <h3 className="border-t border-slate-100 pt-3 font-medium">With your own accounts</h3>
      {integrations.isPending
        ? null
        : targets.map((target) => {
            const missing = TARGET_NEEDS[target].filter((provider) => !connected.has(provider));
            const verb = target === "github" ? "Push to GitHub" : target === "aws" ? "Prepare the AWS deployment" : `Deploy to ${TARGET_LABELS[target]}`;
            return (
              <div key={target} className="space-y-2" data-testid={`publish-${target}`}>
                {missing.length > 0 ? (
                  <p className="text-sm text-slate-600">
                    {verb}: connect {missing.map((provider) => PROVIDER_LABELS[provider]).join(" and ")} on the{" "}
                    <Link to="/profile?tab=integrations" className="font-medium text-brand-700 hover:underline">
                      Integrations tab
                    </Link>{" "}
                    of your profile first.
                  </p>
                ) : (
                  <>
                    <Button
                      variant={target === platform && hasFiles ? "primary" : "secondary"}
                      onClick={() => void run(target)}
                      disabled={busy !== null || !hasFiles || runningTargets.has(target)}
                      aria-busy={busy === target || runningTargets.has(target)}
                    >
                      <BusyLabel busy={busy === target || runningTargets.has(target)} busyText={target === "github" ? "Pushing to GitHub..." : `Publishing to ${TARGET_LABELS[target]}...`}>
                        {verb}
                      </BusyLabel>
                    </Button>
                    <p className="text-xs text-slate-500">{target === "aws" ? actionText(target) : `${target === "vercel" || target === "cloudflare" ? "Sends" : "Pushes"} ${actionText(target)}`}</p>
                  </>
                )}
              </div>
            );
          })}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      {rows.length > 0 ? (
        <ul className="space-y-2 text-sm" aria-label="Publishing attempts">
          {rows.map(({ attempt, edge }) => {
            if (edge) {
              return (
                <AttemptItem
                  key={`edge-${edge.number}`}
                  status={edge.status}
                  statusClass={edge.status === "Live" ? "text-green-700" : "text-slate-600"}
                  where={`AppForge · version ${edge.number}`}
                  at={edge.publishedAt}
                  url={edge.status === "Live" ? edge.url : null}
                />
              );
            }
            if (!attempt) return null;
            return (
              <AttemptItem
                key={attempt.id}
                status={statusText(attempt)}
                statusClass={STATUS_CLASS[attempt.status]}
                where={TARGET_LABELS[attempt.target]}
                at={attempt.created_at}
                url={attempt.url}
                error={attempt.error}
                detail={attempt.detail}
              />
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}
