import {
  deploymentResponseSchema,
  deploymentsResponseSchema,
  disconnectResponseSchema,
  githubOAuthStartResponseSchema,
  integrationResponseSchema,
  integrationsResponseSchema,
  type DeploymentTarget,
  type IntegrationProvider,
} from "../../workers/contract/integrations";
import { api, call, type CallOptions } from "./api-client";

// The Integrations tab's and the Publish card's calls.

export const getIntegrations = (options?: CallOptions) => call((o) => api.api.integrations.$get({}, o), integrationsResponseSchema, options);

export const connectIntegration = (provider: IntegrationProvider, token: string) =>
  call((o) => api.api.integrations[":provider"].$put({ param: { provider }, json: { token } }, o), integrationResponseSchema);

/** "Connect with GitHub": the GitHub page to send the browser to (the server keeps the sign-in's state). */
export const startGitHubOAuth = () => call((o) => api.api.integrations.github.oauth.$post({}, o), githubOAuthStartResponseSchema);

export const disconnectIntegration = (provider: IntegrationProvider) =>
  call((o) => api.api.integrations[":provider"].$delete({ param: { provider } }, o), disconnectResponseSchema);

export const getDeployments = (projectId: string, options?: CallOptions) =>
  call((o) => api.api.projects[":id"].deployments.$get({ param: { id: projectId } }, o), deploymentsResponseSchema, options);

export const publishProject = (projectId: string, target: DeploymentTarget) =>
  call((o) => api.api.projects[":id"].deployments.$post({ param: { id: projectId }, json: { target } }, o), deploymentResponseSchema);
