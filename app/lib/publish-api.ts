import { publicationAnswerSchema, publicationStatusSchema, type PublishLimits } from "../../workers/contract/publish";
import { api, call, type CallOptions } from "./api-client";

// The Publish card's calls for publishing on AppForge's edge.

export const getPublication = (projectId: string, options?: CallOptions) =>
  call((o) => api.api.projects[":id"].publish.$get({ param: { id: projectId } }, o), publicationStatusSchema, options);

export const publishApp = (projectId: string) => call((o) => api.api.projects[":id"].publish.$post({ param: { id: projectId } }, o), publicationAnswerSchema);

export const rollbackApp = (projectId: string, version: number) =>
  call((o) => api.api.projects[":id"].publish.rollback.$post({ param: { id: projectId }, json: { version } }, o), publicationAnswerSchema);

export const unpublishApp = (projectId: string) => call((o) => api.api.projects[":id"].publish.$delete({ param: { id: projectId } }, o), publicationAnswerSchema);

export const saveAppLimits = (projectId: string, limits: PublishLimits) =>
  call((o) => api.api.projects[":id"].publish.limits.$put({ param: { id: projectId }, json: limits }, o), publicationAnswerSchema);
