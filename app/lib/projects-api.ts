import {
  deleteProjectResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  type CreateProjectBody,
} from "../../workers/contract/projects";
import { api, call, callUnchecked, type CallOptions } from "./api-client";

// The dashboard's, the wizard's and the detail screen's calls about projects.

const projects = api.api.projects;
// An id taken from the address bar is sent as one path segment, whatever it holds.
const id = (projectId: string) => ({ param: { id: encodeURIComponent(projectId) } });

export const listProjects = (page: { limit: number; offset?: number }, options?: CallOptions) =>
  call(
    (o) =>
      projects.$get(
        { query: { limit: String(page.limit), ...(page.offset === undefined ? {} : { offset: String(page.offset) }) } },
        o,
      ),
    projectListResponseSchema,
    options,
  );

export const getProject = (projectId: string, options?: CallOptions) =>
  call((o) => projects[":id"].$get(id(projectId), o), projectResponseSchema, options);

/** Answers the body unchecked: the wizard reads the new id itself and has its own words for a bad answer. */
export const createProject = (body: CreateProjectBody) => callUnchecked((o) => projects.$post({ json: body }, o));

export const deleteProject = (projectId: string) =>
  call((o) => projects[":id"].$delete(id(projectId), o), deleteProjectResponseSchema);
