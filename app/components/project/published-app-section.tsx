import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { PUBLISH_LIMITS, type Publication } from "../../../workers/contract/publish";
import { errorMessage } from "../../lib/api-client";
import { getPublication, publishApp, rollbackApp, saveAppLimits, unpublishApp } from "../../lib/publish-api";
import { queryKeys } from "../../lib/query-keys";
import { formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { Alert, Button } from "../ui";
import { safeExternalUrl } from "./display";

type Action = "publish" | "unpublish" | "limits" | `rollback-${number}`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * Publishing on AppForge's edge, in the Publish card: the preview's current build served at an address of its
 * own, with records of its own that stay across publishes. Each publish is a version the owner can go back
 * to; unpublishing takes the address down and keeps the records; the limits say what a visitor may ask of it,
 * and the last refusal says why visitors were turned away.
 */
export function PublishedAppSection({ projectId, hasFiles }: { projectId: string; hasFiles: boolean }) {
  const client = useQueryClient();
  const status = useQuery({ queryKey: queryKeys.publication(projectId), queryFn: ({ signal }) => getPublication(projectId, { signal }) });
  const [busy, setBusy] = useState<Action | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function act(action: Action, send: () => Promise<{ publication: Publication; message: string }>, failure: string) {
    setBusy(action);
    setResult(null);
    try {
      const answer = await send();
      client.setQueryData(queryKeys.publication(projectId), (previous: typeof status.data) => (previous ? { ...previous, publication: answer.publication } : previous));
      setResult({ tone: "success", text: answer.message });
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, failure) });
    } finally {
      setBusy(null);
    }
  }

  if (status.isPending) return <p className="text-sm text-slate-500">Loading the published app...</p>;
  if (status.isError) return <Alert>{errorMessage(status.error, "The published app could not be loaded")}</Alert>;
  const { available, reason, publication } = status.data;
  const href = publication ? safeExternalUrl(publication.url) : null;
  const live = publication?.state === "live";

  return (
    <section className="space-y-3" data-testid="publish-appforge" aria-labelledby="publish-appforge-title">
      <h3 id="publish-appforge-title" className="font-medium">
        On AppForge
      </h3>
      {!available ? (
        <Alert tone="info">{reason}</Alert>
      ) : (
        <>
          {publication ? (
            <p className="text-sm">
              <span className={`font-medium ${live ? "text-green-700" : "text-slate-600"}`}>{live ? `Live · version ${publication.current}` : "Unpublished"}</span>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="block truncate text-brand-700 hover:underline" data-testid="published-url">
                  {publication.url}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
              <span className="block text-xs text-slate-500">
                {live ? "Anyone with the address can use the app." : "The address answers “not found”; the app's records are kept until the project is deleted."} Its records:{" "}
                {megabytes(publication.databaseBytes)} of {publication.limits.databaseMegabytes} MB.{" "}
                {publication.api === "generated"
                  ? "Its API is the Cloudflare Workers version of your backend, generated from the same app model, because your backend's own server cannot run here."
                  : publication.api === "own"
                    ? "Its API is your app's own Workers backend."
                    : null}
              </span>
            </p>
          ) : (
            <p className="text-sm text-slate-600">Serves the preview's current build at an address of its own, with records of its own (the preview's samples stay in the preview).</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy !== null || !hasFiles} aria-busy={busy === "publish"} onClick={() => void act("publish", () => publishApp(projectId), "Publishing failed")}>
              <BusyLabel busy={busy === "publish"} busyText="Publishing...">
                {publication ? "Publish the current build" : "Publish on AppForge"}
              </BusyLabel>
            </Button>
            {live ? (
              <Button variant="ghost" disabled={busy !== null} aria-busy={busy === "unpublish"} onClick={() => void act("unpublish", () => unpublishApp(projectId), "Unpublishing failed")}>
                <BusyLabel busy={busy === "unpublish"} busyText="Unpublishing...">
                  Unpublish
                </BusyLabel>
              </Button>
            ) : null}
          </div>
          {publication?.lastRefusal ? (
            <p className="text-sm text-amber-800" data-testid="published-refusal">
              Visitors were turned away {formatRelativeTime(publication.lastRefusal.at)}: {publication.lastRefusal.reason}. Raise the limits below if that was real use.
            </p>
          ) : null}
          {publication && publication.versions.length > 0 ? (
            <ul className="space-y-1 text-sm" aria-label="Published versions">
              {publication.versions.map((version) => {
                const current = version.number === publication.current;
                return (
                  <li key={version.number} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-2 py-1">
                    <span>
                      Version {version.number}
                      <span className="text-slate-500"> · {formatRelativeTime(version.publishedAt)}</span>
                      {current ? <span className="font-medium text-slate-700"> · {live ? "live" : "last live"}</span> : null}
                    </span>
                    {!current || !live ? (
                      <Button
                        variant="ghost"
                        className="px-2 py-1 text-xs"
                        disabled={busy !== null}
                        aria-busy={busy === `rollback-${version.number}`}
                        onClick={() => void act(`rollback-${version.number}`, () => rollbackApp(projectId, version.number), "Rolling back failed")}
                      >
                        <BusyLabel busy={busy === `rollback-${version.number}`} busyText="Switching...">
                          {current ? "Publish it again" : `Roll back to version ${version.number}`}
                        </BusyLabel>
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {publication ? <LimitsForm publication={publication} disabled={busy !== null} onSave={(limits) => void act("limits", () => saveAppLimits(projectId, limits), "The limits were not saved")} /> : null}
        </>
      )}
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </section>
  );
}

function LimitsForm({ publication, disabled, onSave }: { publication: Publication; disabled: boolean; onSave(limits: Publication["limits"]): void }) {
  const [requests, setRequests] = useState(String(publication.limits.requestsPerMinute));
  const [database, setDatabase] = useState(String(publication.limits.databaseMegabytes));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ requestsPerMinute: Number(requests), databaseMegabytes: Number(database) });
  }
  const field = "mt-1 w-28 rounded-md border border-slate-300 px-2 py-1 text-sm";
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 text-sm" aria-label="Limits of the published app">
      <label className="block">
        Requests a minute
        <input className={`${field} block`} type="number" inputMode="numeric" min={PUBLISH_LIMITS.requestsPerMinute.min} max={PUBLISH_LIMITS.requestsPerMinute.max} required value={requests} onChange={(event) => setRequests(event.target.value)} />
      </label>
      <label className="block">
        Records (MB)
        <input className={`${field} block`} type="number" inputMode="numeric" min={PUBLISH_LIMITS.databaseMegabytes.min} max={PUBLISH_LIMITS.databaseMegabytes.max} required value={database} onChange={(event) => setDatabase(event.target.value)} />
      </label>
      <Button type="submit" variant="ghost" disabled={disabled}>
        Save limits
      </Button>
      <p className="w-full text-xs text-slate-500">Over a limit, visitors get “too many requests” (429) and you see why here.</p>
    </form>
  );
}
