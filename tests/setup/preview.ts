import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { z } from "zod";
import { previewStatusSchema } from "../../workers/contract/preview";
import { appModelSchema, type AppModel } from "../../workers/engine/model";
import { openApiDocument } from "../../workers/engine/generators/shared/backend/openapi";
import { BAKERY } from "../../workers/engine/generators/test-inputs";
import { contractCheck, type ContractCheck } from "./openapi-contract";
import { call, signUp } from "./api";
import { waitForSettled } from "./engine";
import { createProject } from "./projects";

// A project's preview for the Workers-pool tests: built by the engine, published as the owner's browser
// publishes it, and called as the sandboxed app calls it.

export const ORIGIN = "http://example.com";

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** The contract of each built project's preview API (its app's OpenAPI document), by the API's address. */
const contracts = new Map<string, ContractCheck>();

/**
 * Calls the previewed app's API; every answer of a built project's preview must keep its OpenAPI document,
 * as the generated backends' own tests require of theirs.
 */
export async function previewCall(apiUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { Origin: "null" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await SELF.fetch(`${apiUrl}${path.replace(/^\/api/, "")}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const answer = { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
  const check = contracts.get(apiUrl);
  if (check) expect(check(method, path, { status: answer.status, contentType: response.headers.get("content-type") ?? "", body: answer.body })).toEqual([]);
  return answer;
}

export const withId = z.object({ id: z.string() });
export const previewSession = z.object({ token: z.string(), user: z.object({ id: z.string(), role: z.string() }) });
export const previewFailure = z.object({ error: z.string().min(1), issues: z.array(z.object({ path: z.string(), message: z.string() })).optional() });

export interface Built {
  owner: { token: string };
  projectId: string;
  model: AppModel;
  apiUrl: string;
  documentUrl: string;
}

export async function builtProject(name: string): Promise<Built> {
  const owner = await signUp(name);
  // The bakery: every feature, roles and one business rule of each kind.
  const project = await createProject(owner.token, { name: `${name} Bakery`, wizard_data: BAKERY.wizardData });
  expect((await call("POST", `/projects/${project.id}/start`, { token: owner.token })).status).toBe(200);
  await waitForSettled(owner.token, project.id);
  const files = z.object({ files: z.array(z.object({ path: z.string(), content: z.string() })) }).parse((await call("GET", `/project-files/${project.id}/download`, { token: owner.token })).body);
  const modelFile = files.files.find((file) => file.path === "docs/app-model.json");
  if (!modelFile) throw new Error("no app model was written");
  // The room builds the preview after the agents' last change: that build is published before a test publishes its own.
  const status = await builtPreview(owner.token, project.id);
  const model = appModelSchema.parse(JSON.parse(modelFile.content));
  contracts.set(status.apiUrl, contractCheck(openApiDocument(model)));
  return { owner, projectId: project.id, model, apiUrl: status.apiUrl, documentUrl: status.documentUrl };
}

/** The preview's status once the room has published a build of the current files (none under way). */
export async function builtPreview(token: string, projectId: string, after: string | null = null, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = previewStatusSchema.parse((await call("GET", `/project-files/${projectId}/preview`, { token })).body);
    if (status.build && status.build.version !== after && status.attempt === null) return status;
    if (Date.now() > deadline) throw new Error(`no preview build was published: ${JSON.stringify({ build: status.build, attempt: status.attempt })}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The library script a React build names (any stack-versions name of the right form will do here). */
export const VENDOR = "react-18.3.1-18.3.1-6.30.1.js";

export async function publish(built: Built, js = "document.body.dataset.ran = 'yes';", css = "body { margin: 0 }") {
  return call("PUT", `/project-files/${built.projectId}/preview`, { token: built.owner.token, body: { version: "v1", js, css, vendor: VENDOR } });
}

