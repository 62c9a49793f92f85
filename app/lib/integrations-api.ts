import {
  deploymentResponseSchema,
  deploymentsResponseSchema,
  disconnectResponseSchema,
  integrationResponseSchema,
  integrationsResponseSchema,
} from "../../workers/contract/integrations";
import { api, call, type CallOptions } from "./api-client";

// The Integrations tab's and the deployments card's calls.

export const getIntegrations = (options?: CallOptions) => call((o) => api.api.integrations.$get({}, o), integrationsResponseSchema, options);

export const connectGitHub = (token: string) =>
  call((o) => api.api.integrations[":provider"].$put({ param: { provider: "github" }, json: { token } }, o), integrationResponseSchema);

export const disconnectGitHub = () => call((o) => api.api.integrations[":provider"].$delete({ param: { provider: "github" } }, o), disconnectResponseSchema);

export const getDeployments = (projectId: string, options?: CallOptions) =>
  call((o) => api.api.projects[":id"].deployments.$get({ param: { id: projectId } }, o), deploymentsResponseSchema, options);

export const pushToGitHub = (projectId: string) =>
  call((o) => api.api.projects[":id"].deployments.$post({ param: { id: projectId }, json: { target: "github" } }, o), deploymentResponseSchema);
