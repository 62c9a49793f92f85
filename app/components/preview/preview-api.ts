import {
  previewBuildRequestedSchema,
  previewStatusSchema,
  previewVisitSchema,
  reportScreensResponseSchema,
  resetPreviewResponseSchema,
  rotatePreviewLinkResponseSchema,
  type ReportScreens,
} from "../../../workers/contract/preview";
import { api, call, type CallOptions } from "../../lib/api-client";

// The Preview card's calls.

const files = api.api["project-files"][":id"];

export const getPreviewStatus = (projectId: string, options?: CallOptions) =>
  call((o) => files.preview.$get({ param: { id: projectId } }, o), previewStatusSchema, options);

export const requestPreviewBuild = (projectId: string) =>
  call((o) => files.preview.build.$post({ param: { id: projectId } }, o), previewBuildRequestedSchema);

export const resetPreview = (projectId: string) =>
  call((o) => files.preview.reset.$post({ param: { id: projectId } }, o), resetPreviewResponseSchema);

export const rotatePreviewLink = (projectId: string) =>
  call((o) => files.preview.link.$post({ param: { id: projectId } }, o), rotatePreviewLinkResponseSchema);

export const startScreenVisit = (projectId: string) => call((o) => files.preview.visit.$post({ param: { id: projectId } }, o), previewVisitSchema);

export const reportScreens = (projectId: string, report: ReportScreens) =>
  call((o) => files.preview.screens.$post({ param: { id: projectId }, json: report }, o), reportScreensResponseSchema);
