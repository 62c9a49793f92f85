import { useSearchParams } from "@remix-run/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import {
  GITHUB_OAUTH_MESSAGES,
  GITHUB_OAUTH_OUTCOMES,
  GITHUB_OAUTH_PARAM,
  INTEGRATION_PROVIDERS,
  PROVIDER_LABELS,
  type GitHubOAuthOutcome,
  type Integration,
  type IntegrationProvider,
} from "../../../workers/contract/integrations";
import { errorMessage } from "../../lib/api-client";
import { connectIntegration, disconnectIntegration, getIntegrations, startGitHubOAuth } from "../../lib/integrations-api";
import { queryKeys } from "../../lib/query-keys";
import { formatRelativeTime } from "../../lib/time";
import { BusyLabel } from "../engine/feedback";
import { ProviderLogo } from "../integrations/provider-logo";
import { Alert, Button, PasswordField, Spinner } from "../ui";

interface ProviderText {
  /** What connecting allows, in one sentence. */
  allows: string;
  /** The credential's name on the provider's own pages. */
  tokenLabel: string;
  noun: "token" | "API key";
  /** Where to create it and what it must be allowed to do. */
  howTo: string;
}

const PROVIDER_TEXT: Record<IntegrationProvider, ProviderText> = {
  github: {
    allows: "Create a private repository for each project and push its code; Render and DigitalOcean deploy from it.",
    tokenLabel: "Personal access token",
    noun: "token",
    howTo:
      "Create a fine-grained token that may create repositories and write their contents and workflows, or a classic token with the repo and workflow scopes.",
  },
  vercel: {
    allows: "Deploy a project's frontend to Vercel and link the live app from the project.",
    tokenLabel: "Access token",
    noun: "token",
    howTo: "Create one in Vercel under Account Settings, Tokens.",
  },
  render: {
    allows: "Create the services and database of a project's render.yaml on Render, built from its GitHub repository.",
    tokenLabel: "API key",
    noun: "API key",
    howTo: "Create one in Render under Account Settings, API Keys. Render must be able to read your GitHub repositories: link GitHub in Render once.",
  },
  digitalocean: {
    allows: "Create or update a project's App Platform app on DigitalOcean from its GitHub repository.",
    tokenLabel: "Personal access token",
    noun: "token",
    howTo: "Create one with write scope in DigitalOcean under API, Tokens. App Platform asks once to read your GitHub repositories.",
  },
  cloudflare: {
    allows: "Deploy a project's preview build to your own Cloudflare account: a Worker with its assets, a D1 database and its secret, on its workers.dev address.",
    tokenLabel: "API token",
    noun: "token",
    howTo:
      "Create one in Cloudflare under My Profile, API Tokens, with the Account permissions Workers Scripts Edit and D1 Edit (and Account Settings Read). Your account needs a workers.dev subdomain: Workers & Pages asks for one the first time.",
  },
  cursor: {
    allows: 'Hand a project\'s code tasks to Cursor\'s background agents when "Use Cursor AI" is on.',
    tokenLabel: "API key",
    noun: "API key",
    howTo: "Create one in the Cursor dashboard under Integrations. Without it, or before the project is on GitHub, the built-in engine does those tasks.",
  },
};

const isOutcome = (value: string | null): value is GitHubOAuthOutcome => GITHUB_OAUTH_OUTCOMES.some((outcome) => outcome === value);

/**
 * Connections to outside services, one compact card each: its logo, what connecting allows, whether it is
 * connected. GitHub connects with GitHub's own sign-in when this server has an OAuth app; every provider also
 * takes a pasted token (the form opens on demand), checked with the provider, kept encrypted, never shown again.
 */
export function IntegrationsTab() {
  const integrations = useQuery({ queryKey: queryKeys.integrations, queryFn: ({ signal }) => getIntegrations({ signal }) });
  // How a "Connect with GitHub" ended, as the callback said (?github=...): shown once, then dropped from the address.
  const [params, setParams] = useSearchParams();
  const [oauthOutcome] = useState(() => {
    const value = params.get(GITHUB_OAUTH_PARAM);
    return isOutcome(value) ? value : null;
  });
  useEffect(() => {
    if (!params.has(GITHUB_OAUTH_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(GITHUB_OAUTH_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  const loadError = integrations.isError ? errorMessage(integrations.error, "Could not load your connections") : null;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Connect the services AppForge publishes to. Each is optional: the built-in preview needs none.
      </p>
      {loadError ? <Alert>{loadError}</Alert> : null}
      <ul className="space-y-3" aria-label="Services">
        {INTEGRATION_PROVIDERS.map((provider) => (
          <ProviderCard
            key={provider}
            provider={provider}
            loading={integrations.isPending}
            connection={integrations.data?.integrations.find((integration) => integration.provider === provider) ?? null}
            githubOAuth={provider === "github" && integrations.data?.githubOAuth === true}
            oauthOutcome={provider === "github" ? oauthOutcome : null}
            showOAuthNote={provider === "github" && integrations.data?.githubOAuth === false}
          />
        ))}
      </ul>
    </div>
  );
}

interface Result {
  tone: "success" | "error";
  text: string;
}

function oauthResult(outcome: GitHubOAuthOutcome, connection: Integration | null): Result {
  if (outcome === "connected") return { tone: "success", text: connection ? `GitHub connected as ${connection.accountName}` : "GitHub connected" };
  return { tone: "error", text: GITHUB_OAUTH_MESSAGES[outcome] };
}

interface ProviderCardProps {
  provider: IntegrationProvider;
  loading: boolean;
  connection: Integration | null;
  /** "Connect with GitHub" is set up on this server. */
  githubOAuth: boolean;
  oauthOutcome: GitHubOAuthOutcome | null;
  /** Say that it is not (the GitHub card, once the server has answered). */
  showOAuthNote: boolean;
}

function ProviderCard({ provider, loading, connection, githubOAuth, oauthOutcome, showOAuthNote }: ProviderCardProps) {
  const client = useQueryClient();
  const label = PROVIDER_LABELS[provider];
  const text = PROVIDER_TEXT[provider];
  const headingId = useId();
  const formId = useId();
  const inputId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState<"connect" | "disconnect" | "oauth" | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const shown = result ?? (oauthOutcome ? oauthResult(oauthOutcome, connection) : null);

  useEffect(() => {
    if (formOpen) document.getElementById(inputId)?.focus();
  }, [formOpen, inputId]);

  async function act(kind: "connect" | "disconnect", run: () => Promise<{ message: string }>, failure: string) {
    setBusy(kind);
    setResult(null);
    try {
      setResult({ tone: "success", text: (await run()).message });
      if (kind === "connect") {
        setToken("");
        setFormOpen(false);
      }
      await client.invalidateQueries({ queryKey: queryKeys.integrations });
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, failure) });
    } finally {
      setBusy(null);
    }
  }

  async function connectWithGitHub() {
    setBusy("oauth");
    setResult(null);
    try {
      const { url } = await startGitHubOAuth();
      window.location.assign(url);
    } catch (error) {
      setResult({ tone: "error", text: errorMessage(error, "Could not start Connect with GitHub") });
      setBusy(null);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act("connect", () => connectIntegration(provider, token), `Could not connect ${label}`);
  }

  function closeForm() {
    setFormOpen(false);
    setToken("");
  }

  const article = text.noun === "API key" ? "an" : "a";
  const toggleText = connection ? `Replace ${text.noun}` : githubOAuth ? "Use a token instead" : `Connect with ${article} ${text.noun}`;

  return (
    <li>
      <section data-testid={`${provider}-integration`} aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-start gap-3 sm:gap-4">
          <ProviderLogo provider={provider} />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <h2 id={headingId} className="text-base font-semibold text-slate-900">
                {label}
              </h2>
              {loading ? (
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner label={`Loading the ${label} connection`} className="scale-75" /> Loading...
                </span>
              ) : (
                <span className={`text-sm ${connection ? "text-green-800" : "text-slate-600"}`} data-testid={`${provider}-status`}>
                  {connection ? (
                    <>
                      Connected as <strong>{connection.accountName}</strong>
                      <span className="text-slate-600"> · since {formatRelativeTime(connection.updatedAt)}</span>
                    </>
                  ) : (
                    "Not connected"
                  )}
                </span>
              )}
            </div>
            <p className="text-sm text-slate-600">{text.allows}</p>
            {showOAuthNote ? (
              <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="github-oauth-note">
                Connect with GitHub is not set up on this server: connect with a personal access token.
              </p>
            ) : null}
          </div>
        </div>

        {shown ? (
          <div className="mt-3 sm:pl-14">
            <Alert tone={shown.tone}>{shown.text}</Alert>
          </div>
        ) : null}

        <div className="mt-3 flex flex-wrap gap-2 sm:pl-14">
          {githubOAuth ? (
            <Button variant={connection ? "secondary" : "primary"} onClick={() => void connectWithGitHub()} disabled={busy !== null} aria-busy={busy === "oauth"}>
              <BusyLabel busy={busy === "oauth"} busyText="Opening GitHub...">
                {connection ? "Reconnect with GitHub" : "Connect with GitHub"}
              </BusyLabel>
            </Button>
          ) : null}
          <Button
            // One first step on the tab: GitHub's (the platforms deploy from its repository); the others are secondary.
            variant={provider === "github" && !githubOAuth && !connection ? "primary" : "secondary"}
            onClick={() => (formOpen ? closeForm() : setFormOpen(true))}
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
            disabled={busy !== null}
          >
            {toggleText}
          </Button>
          {connection ? (
            <Button
              variant="ghost"
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

        {formOpen ? (
          <form id={formId} onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-100 pt-4 sm:pl-14" aria-label={`${label} ${text.noun}`}>
            <PasswordField
              id={inputId}
              label={text.tokenLabel}
              name={`${provider}Token`}
              autoComplete="off"
              required
              value={token}
              onChange={(event) => setToken(event.target.value)}
              hint={`${text.howTo} Checked with ${label} when you save it, then kept encrypted; it is never shown again.`}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy !== null || token.trim() === ""} aria-busy={busy === "connect"}>
                <BusyLabel busy={busy === "connect"} busyText={`Checking with ${label}...`}>
                  {connection ? `Save the new ${text.noun}` : `Connect ${label}`}
                </BusyLabel>
              </Button>
              <Button variant="ghost" onClick={closeForm} disabled={busy === "connect"}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
      </section>
    </li>
  );
}
