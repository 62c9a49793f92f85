import { z } from "zod";

/** The services a user can connect: GitHub (the repository), the hosting platforms, Cloudflare (the user's own account), and Cursor (code tasks). */
export const INTEGRATION_PROVIDERS = ["github", "vercel", "render", "digitalocean", "cloudflare", "cursor"] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];
export const integrationProviderSchema = z.enum(INTEGRATION_PROVIDERS);

/** Where the user connects them: the profile's Integrations tab. */
export const INTEGRATIONS_PATH = "/profile?tab=integrations";

export const PROVIDER_LABELS: Record<IntegrationProvider, string> = {
  github: "GitHub",
  vercel: "Vercel",
  render: "Render",
  digitalocean: "DigitalOcean",
  cloudflare: "Cloudflare",
  cursor: "Cursor",
};

/** What the browser learns about a connection: never the token. */
export const integrationSchema = z.object({
  provider: integrationProviderSchema,
  accountName: z.string(),
  updatedAt: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationsResponseSchema = z.object({
  success: z.literal(true),
  integrations: z.array(integrationSchema),
  /** Whether "Connect with GitHub" (an OAuth app's client id and secret) is set up on this server. */
  githubOAuth: z.boolean(),
});
export const integrationResponseSchema = z.object({ success: z.literal(true), integration: integrationSchema, message: z.string() });
export const disconnectResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const connectIntegrationSchema = z.object({
  token: z
    .string({ error: "Paste the token" })
    .trim()
    .min(1, "Paste the token")
    .max(500, "That is longer than any provider's token")
    .regex(/^\S+$/, "A token has no spaces"),
});

/** "Connect with GitHub": where the browser goes to grant access (GitHub's authorize page). */
export const githubOAuthStartResponseSchema = z.object({ success: z.literal(true), url: z.string() });

/**
 * How a "Connect with GitHub" ended: the callback sends the browser back to the Integrations tab with one of
 * these as `?github=`, and the tab says it in words (the token and GitHub's own answer never travel in a URL).
 */
export const GITHUB_OAUTH_OUTCOMES = ["connected", "denied", "expired", "bad_code", "scopes", "refused", "setup", "unavailable", "not_configured"] as const;
export type GitHubOAuthOutcome = (typeof GITHUB_OAUTH_OUTCOMES)[number];
export const GITHUB_OAUTH_PARAM = "github";
/** Where GitHub sends the browser back: the callback URL an OAuth app for AppForge registers. */
export const GITHUB_OAUTH_CALLBACK_PATH = "/api/integrations/github/oauth/callback";

/** What each outcome but "connected" (which names the account) tells the user. */
export const GITHUB_OAUTH_MESSAGES: Record<Exclude<GitHubOAuthOutcome, "connected">, string> = {
  denied: "GitHub is not connected: access was not granted on GitHub. Connect again when you want to, or use a token instead.",
  expired: "That GitHub sign-in had expired, was already used, or was started in another browser or tab. Press Connect with GitHub again.",
  bad_code: "GitHub did not accept the sign-in's code (each code works once, for 10 minutes). Press Connect with GitHub again.",
  scopes: "GitHub granted less access than publishing needs (repo and workflow), so nothing was saved. Connect again and keep both.",
  refused: "GitHub refused the sign-in. Try again, or use a token instead.",
  setup: "Connect with GitHub is misconfigured on this server (GitHub refused its OAuth app's credentials or callback address). Use a token instead, and tell the server's administrator.",
  unavailable: "GitHub could not be reached or did not answer as expected. Try again in a moment.",
  not_configured: "Connect with GitHub is not set up on this server. Use a token instead.",
};

/**
 * Where a project can be published: its repository on GitHub, the platform chosen in the wizard, or (whatever the
 * platform) the user's own Cloudflare account, which runs the preview's build as a Worker on a D1 database.
 */
export const DEPLOYMENT_TARGETS = ["github", "vercel", "render", "digitalocean", "aws", "cloudflare"] as const;
export type DeploymentTarget = (typeof DEPLOYMENT_TARGETS)[number];
export const TARGET_LABELS: Record<DeploymentTarget, string> = { ...PROVIDER_LABELS, aws: "AWS" };

/** The connections each target needs, in the order the user should make them. */
export const TARGET_NEEDS: Record<DeploymentTarget, readonly IntegrationProvider[]> = {
  github: ["github"],
  vercel: ["vercel"],
  render: ["github", "render"],
  digitalocean: ["github", "digitalocean"],
  aws: [],
  cloudflare: ["cloudflare"],
};

/** "manual": AppForge prepared everything it can, and the rest is a step the user takes (AWS). */
export const DEPLOYMENT_STATUSES = ["running", "succeeded", "failed", "manual"] as const;
export type DeploymentStatus = (typeof DEPLOYMENT_STATUSES)[number];

export const deploymentSchema = z.object({
  id: z.string(),
  target: z.enum(DEPLOYMENT_TARGETS),
  status: z.enum(DEPLOYMENT_STATUSES),
  url: z.string().nullable(),
  error: z.string().nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const createDeploymentSchema = z.object({ target: z.enum(DEPLOYMENT_TARGETS, { error: `target must be one of ${DEPLOYMENT_TARGETS.join(", ")}` }) });
export const deploymentsResponseSchema = z.object({ success: z.literal(true), deployments: z.array(deploymentSchema) });
export const deploymentResponseSchema = z.object({ success: z.literal(true), deployment: deploymentSchema, message: z.string() });
