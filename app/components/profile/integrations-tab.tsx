import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { INTEGRATION_PROVIDERS, PROVIDER_LABELS, type Integration, type IntegrationProvider } from "../../../workers/contract/integrations";
import { errorMessage } from "../../lib/api-client";
import { connectIntegration, disconnectIntegration, getIntegrations } from "../../lib/integrations-api";
import { queryKeys } from "../../lib/query-keys";
import { formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { Alert, Button, Card, PasswordField, Spinner } from "../ui";

/** What each connection is for and which kind of token it takes. */
const PROVIDER_TEXT: Record<IntegrationProvider, { purpose: ReactNode; tokenLabel: string }> = {
  github: {
    purpose:
      "AppForge pushes a project's files to a private repository on your account, with your token. Create a fine-grained token with " +
      "access to create repositories and write their contents (or a classic token with the repo scope). Render and DigitalOcean deploy from that repository.",
    tokenLabel: "Personal access token",
  },
  vercel: {
    purpose: "AppForge deploys a Vercel project's app (its frontend files) with your token. Create one under Account Settings, Tokens.",
    tokenLabel: "Access token",
  },
  render: {
    purpose:
      "AppForge creates the services and database of render.yaml on Render from the project's GitHub repository, with your API key " +
      "(Account Settings, API Keys). Render must be able to read your GitHub repositories: link GitHub in Render once.",
    tokenLabel: "API key",
  },
  digitalocean: {
    purpose:
      "AppForge creates or updates the App Platform app of .do/app.yaml from the project's GitHub repository, with a personal access " +
      "token with write scope. DigitalOcean must be able to read your GitHub repositories: App Platform asks once.",
    tokenLabel: "Personal access token",
  },
  cursor: {
    purpose:
      'With "Use Cursor AI" on, AppForge hands a project\'s code tasks to Cursor\'s background agents on its GitHub repository, with your ' +
      "API key (Cursor dashboard, Integrations). Without the key, or before the project is on GitHub, the built-in engine does them.",
    tokenLabel: "API key",
  },
};

/**
 * Connections to outside services. A token is checked with its provider before it is kept, kept encrypted,
 * and never shown again: only the account it belongs to.
 */
export function IntegrationsTab() {
  const integrations = useQuery({ queryKey: queryKeys.integrations, queryFn: ({ signal }) => getIntegrations({ signal }) });
  return (
    <div className="space-y-6">
      {INTEGRATION_PROVIDERS.map((provider) => (
        <ProviderCard
          key={provider}
          provider={provider}
          loading={integrations.isPending}
          loadError={integrations.isError ? errorMessage(integrations.error, "Could not load your connections") : null}
          connection={integrations.data?.integrations.find((integration) => integration.provider === provider) ?? null}
        />
      ))}
    </div>
  );
}

function ProviderCard({ provider, loading, loadError, connection }: { provider: IntegrationProvider; loading: boolean; loadError: string | null; connection: Integration | null }) {
  const client = useQueryClient();
  const label = PROVIDER_LABELS[provider];
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState<"connect" | "disconnect" | null>(null);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function act(kind: "connect" | "disconnect", run: () => Promise<{ message: string }>, failure: string) {
    setBusy(kind);
    setResult(null);
    try {
      setResult({ tone: "success", text: (await run()).message });
      if (kind === "connect") setToken("");
      await client.invalidateQueries({ queryKey: queryKeys.integrations });
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, failure) });
    } finally {
      setBusy(null);
    }
  }

  function connect(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act("connect", () => connectIntegration(provider, token), `Could not connect ${label}`);
  }

  return (
    <Card testId={`${provider}-integration`}>
      <form onSubmit={connect} className="space-y-4" aria-label={label}>
        <div>
          <h2 className="text-lg font-semibold">{label}</h2>
          <p className="text-sm text-slate-600">{PROVIDER_TEXT[provider].purpose}</p>
        </div>
        {loading ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner label="Loading connections" /> Loading...
          </p>
        ) : loadError ? (
          <Alert>{loadError}</Alert>
        ) : (
          <p className="text-sm" data-testid={`${provider}-status`}>
            {connection ? (
              <>
                Connected as <strong>{connection.accountName}</strong>
                <span className="text-slate-500"> · since {formatRelativeTime(connection.updatedAt)}</span>
              </>
            ) : (
              "Not connected"
            )}
          </p>
        )}
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        <PasswordField
          label={connection ? "Replace the token" : PROVIDER_TEXT[provider].tokenLabel}
          name={`${provider}Token`}
          autoComplete="off"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
          hint={`Checked with ${label} when you save it, then kept encrypted; it is never shown again.`}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy !== null || token.trim() === ""} aria-busy={busy === "connect"}>
            <BusyLabel busy={busy === "connect"} busyText={`Checking with ${label}...`}>
              {connection ? "Replace token" : `Connect ${label}`}
            </BusyLabel>
          </Button>
          {connection ? (
            <Button
              variant="secondary"
              onClick={() => void act("disconnect", () => disconnectIntegration(provider), `Could not disconnect ${label}`)}
              disabled={busy !== null}
              aria-busy={busy === "disconnect"}
            >
              <BusyLabel busy={busy === "disconnect"} busyText="Disconnecting...">
                Disconnect {label}
              </BusyLabel>
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
