import { z } from "zod";

/** The services a user can connect; GitHub first (pushing a project's files). */
export const INTEGRATION_PROVIDERS = ["github"] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<IntegrationProvider, string> = { github: "GitHub" };

/** What the browser learns about a connection: never the token. */
export const integrationSchema = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS),
  accountName: z.string(),
  updatedAt: z.string(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationsResponseSchema = z.object({ success: z.literal(true), integrations: z.array(integrationSchema) });
export const integrationResponseSchema = z.object({ success: z.literal(true), integration: integrationSchema, message: z.string() });
export const disconnectResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const connectIntegrationSchema = z.object({
  token: z
    .string({ error: "Paste the token" })
    .trim()
    .min(1, "Paste the token")
    .max(500, "That is longer than any GitHub token")
    .regex(/^\S+$/, "A token has no spaces"),
});

export const DEPLOYMENT_TARGETS = ["github"] as const;
export const DEPLOYMENT_STATUSES = ["running", "succeeded", "failed"] as const;

export const deploymentSchema = z.object({
  id: z.string(),
  target: z.enum(DEPLOYMENT_TARGETS),
  status: z.enum(DEPLOYMENT_STATUSES),
  url: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const createDeploymentSchema = z.object({ target: z.enum(DEPLOYMENT_TARGETS, { error: "target must be github" }) });
export const deploymentsResponseSchema = z.object({ success: z.literal(true), deployments: z.array(deploymentSchema) });
export const deploymentResponseSchema = z.object({ success: z.literal(true), deployment: deploymentSchema, message: z.string() });
