import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { errorMessage } from "../../lib/api-client";
import { connectGitHub, disconnectGitHub, getIntegrations } from "../../lib/integrations-api";
import { queryKeys } from "../../lib/query-keys";
import { formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { Alert, Button, Card, PasswordField, Spinner } from "../ui";

/**
 * Connections to outside services. GitHub: a token AppForge pushes projects with. It is checked with GitHub
 * before it is kept, kept encrypted, and never shown again: only the account it belongs to.
 */
export function IntegrationsTab() {
  const client = useQueryClient();
  const integrations = useQuery({ queryKey: queryKeys.integrations, queryFn: ({ signal }) => getIntegrations({ signal }) });
  const github = integrations.data?.integrations.find((integration) => integration.provider === "github") ?? null;
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState<"connect" | "disconnect" | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function connect(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy("connect");
    setResult(null);
    try {
      const answer = await connectGitHub(token);
      setToken("");
      setResult({ tone: "success", text: answer.message });
      await client.invalidateQueries({ queryKey: queryKeys.integrations });
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, "Could not connect GitHub") });
    } finally {
      setBusy(null);
    }
  }

  async function disconnect() {
    setBusy("disconnect");
    setResult(null);
    try {
      setResult({ tone: "success", text: (await disconnectGitHub()).message });
      await client.invalidateQueries({ queryKey: queryKeys.integrations });
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, "Could not disconnect GitHub") });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <Card testId="github-integration">
        <form onSubmit={connect} className="space-y-4">
          <div>
            <h2 className="text-lg font-semibold">GitHub</h2>
            <p className="text-sm text-slate-600">
              AppForge pushes a project's files to a private repository on your account, with your token. Create a fine-grained token with
              access to create repositories and write their contents (or a classic token with the repo scope).
            </p>
          </div>
          {integrations.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner label="Loading connections" /> Loading...
            </p>
          ) : integrations.isError ? (
            <Alert>{errorMessage(integrations.error, "Could not load your connections")}</Alert>
          ) : (
            <p className="text-sm" data-testid="github-status">
              {github ? (
                <>
                  Connected as <strong>{github.accountName}</strong>
                  <span className="text-slate-500"> · since {formatRelativeTime(github.updatedAt)}</span>
                </>
              ) : (
                "Not connected"
              )}
            </p>
          )}
          {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
          <PasswordField
            label={github ? "Replace the token" : "Personal access token"}
            name="githubToken"
            autoComplete="off"
            required
            value={token}
            onChange={(event) => setToken(event.target.value)}
            hint="Checked with GitHub when you save it, then kept encrypted; it is never shown again."
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy !== null || token.trim() === ""} aria-busy={busy === "connect"}>
              <BusyLabel busy={busy === "connect"} busyText="Checking with GitHub...">
                {github ? "Replace token" : "Connect GitHub"}
              </BusyLabel>
            </Button>
            {github ? (
              <Button variant="secondary" onClick={() => void disconnect()} disabled={busy !== null} aria-busy={busy === "disconnect"}>
                <BusyLabel busy={busy === "disconnect"} busyText="Disconnecting...">
                  Disconnect
                </BusyLabel>
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">Deployment platforms</h2>
        <p className="text-sm text-slate-600">
          Vercel, Render, DigitalOcean and Cursor cannot be connected yet: AppForge writes their configuration into each project, and the
          project's README explains how to deploy it yourself.
        </p>
      </Card>
    </div>
  );
}
